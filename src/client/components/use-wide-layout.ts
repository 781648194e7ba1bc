import { useSyncExternalStore } from 'react';
import { sideModalBreakpointPx } from '#shared/app/limits.ts';

const wideQuery = `(min-width: ${sideModalBreakpointPx}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(wideQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Spec §9's one breakpoint (992 px): side panels and side navigation from here up, full width below. A page the
 * server drew (decision 129), which knows no screen, is drawn wide and hydrated so, then laid out for the screen.
 */
export const useWideLayout = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wideQuery).matches,
    () => true,
  );
