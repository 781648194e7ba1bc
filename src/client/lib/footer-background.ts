import { useSyncExternalStore } from 'react';
import { getCurrentUser } from './page-data.ts';

/**
 * The signed-in user's footer background (spec §3 users.bg): read from the page data, then
 * replaced by what the account page saves, so the footer changes without a reload.
 */
let saved: { bg: string | null } | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = (): string | null => (saved ? saved.bg : (getCurrentUser()?.bg ?? null));

export const useFooterBackground = (): string | null => useSyncExternalStore(subscribe, current, current);

export const setFooterBackground = (bg: string | null): void => {
  saved = { bg };
  for (const listener of listeners) listener();
};
