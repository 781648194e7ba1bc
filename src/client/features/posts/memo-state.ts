import { useSyncExternalStore } from 'react';

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

export const useMemoRead = (postId: string): boolean => {
  const isRead = () => readMemos.has(postId);
  return useSyncExternalStore(subscribe, isRead, isRead);
};
