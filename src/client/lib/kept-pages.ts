import type { PageData } from '#shared/app/page-data.ts';
import { dropKeptPages, keepPageMessage, keptPageTiming } from './kept-page-caches.ts';
import { getCurrentUser, setCurrentUser } from './page-data.ts';

// The app's side of its service worker (decision 132), which keeps the pages a user opened and serves them again.

/** Only in a build: the development server has no worker to serve. */
export const startServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A page the worker did not answer came from the server before the worker was there: it asks the worker to keep it.
  const keepsServersPage = navigator.serviceWorker.controller === null;
  const register = async () => {
    const registration = await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}service-worker.js`, {
      scope: import.meta.env.BASE_URL,
    });
    if (!keepsServersPage) return;
    await navigator.serviceWorker.ready;
    // The address the page was asked for, which the next visit asks for again: the app may have moved on since (the
    // projects list adds its default filter).
    const asked = performance.getEntriesByType('navigation')[0]?.name ?? window.location.href;
    registration.active?.postMessage({ [keepPageMessage]: asked });
  };
  // Once the page has loaded and the browser is idle: the worker's start, and the server's drawing of the page it
  // keeps, do not compete with the page's own work.
  const whenIdle = () =>
    (window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, 1)))(() => {
      register().catch(() => undefined);
    });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

/** The page is the copy the worker kept from the last visit: the app draws it anew from its answers asked for again. */
export const servedFromKeptCopy = (): boolean =>
  performance
    .getEntriesByType('navigation')
    .some((entry) => (entry as PerformanceNavigationTiming).serverTiming.some(({ name }) => name === keptPageTiming));

/**
 * A kept copy carries the signed-in user as they were at the last visit: the page is drawn from the user as they are
 * now (another admin may have changed their roles, or they their own name). A session that ended is found by the
 * page's own reads, which send the browser to sign in.
 */
export const refreshCurrentUser = async (): Promise<void> => {
  try {
    const response = await fetch('/api/page-data', { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const { user } = (await response.json()) as PageData;
    // The session ended since the copy was kept: the server has cleared the worker's cookie, and the copies go too.
    if (!user) forgetKeptPages();
    else if (JSON.stringify(user) !== JSON.stringify(getCurrentUser())) setCurrentUser(user);
  } catch {
    // Offline, or the server is away: the page's own reads say so.
  }
};

/**
 * Sign-out: the server also clears the cookie the worker serves kept pages by, so none is served even before they are
 * gone; the worker removes what is left at the next page it answers.
 */
export const forgetKeptPages = (): void => {
  if (!('caches' in window)) return;
  dropKeptPages().catch(() => undefined);
};
