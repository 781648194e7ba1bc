import { useCallback, useState, useSyncExternalStore } from 'react';

/** Memos read since the page loaded: the banner hides a memo as soon as this screen reads it. */
const readMemos = new Set<string>();
const listeners = new Set<() => void>();

export const markMemoRead = (postId: string): void => {
  if (readMemos.has(postId)) return;
  readMemos.add(postId);
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useMemoRead = (postId: string): boolean => useSyncExternalStore(subscribe, () => readMemos.has(postId));

/** Enough to cover every memo still unread; the oldest hidden ones give way. */
const hiddenMemosKept = 20;
const hiddenKey = (userId: string) => `hidden-memos:${userId}`;

// Storage can be switched off (private windows): hiding then lasts as long as the page.
const readHidden = (userId: string): string[] => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(hiddenKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

const writeHidden = (userId: string, ids: readonly string[]): void => {
  try {
    window.localStorage.setItem(hiddenKey(userId), JSON.stringify(ids));
  } catch {
    return;
  }
};

/** The memos this user hid on this browser: a hidden memo stays hidden across pages, a newer one shows. */
export const useHiddenMemos = (userId: string): { hidden: readonly string[]; hide: (memoId: string) => void } => {
  const [hidden, setHidden] = useState(() => readHidden(userId));
  const hide = useCallback(
    (memoId: string) => {
      const next = [...readHidden(userId).filter((id) => id !== memoId), memoId].slice(-hiddenMemosKept);
      writeHidden(userId, next);
      setHidden(next);
    },
    [userId],
  );
  return { hidden, hide };
};
