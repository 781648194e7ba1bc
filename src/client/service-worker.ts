import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { signedInCookieName } from '#shared/app/constants.ts';
import { dropKeptPages, keepPageMessage, keptPagesPrefix, keptPageTiming } from './lib/kept-page-caches.ts';

// The app's service worker (decision 132): a page of the app opened again is answered at once with the copy kept
// from the last visit, drawn by the server for the same user, while the server draws it anew for the next one. The
// app shows the copy inert and draws the page anew from its answers asked for again. Built apart by
// scripts/build-service-worker.mjs.

interface WorkerScope {
  cookieStore: { get: (name: string) => Promise<{ value: string } | null> };
  skipWaiting: () => Promise<void>;
  location: Location;
  addEventListener: ((type: 'install', listener: (event: InstallEvent) => void) => void) &
    ((type: 'activate', listener: (event: ExtendableEvent) => void) => void) &
    ((type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void) => void);
}
interface ExtendableEvent extends Event {
  waitUntil: (work: Promise<unknown>) => void;
}
/** The static routing API (Chromium 123 on): requests a route names skip the worker's fetch event. */
interface StaticRoute {
  condition: { not: { requestMode: RequestMode } };
  source: 'network';
}
interface InstallEvent extends ExtendableEvent {
  addRoutes?: (routes: StaticRoute[]) => Promise<void>;
}
declare const self: WorkerScope;
/** The app's build, written in by scripts/build-service-worker.mjs: a page kept names the scripts of its build. */
declare const appBuild: string;

/**
 * Each user's pages are kept apart, under their id, and each build's: a page is only ever served to the user it was
 * drawn for, and a new build's worker removes the pages that name the scripts of the build before.
 */
const thisBuildsPages = `${keptPagesPrefix}${appBuild}:`;
const keptPagesOf = (userId: string): string => `${thisBuildsPages}${userId}`;

/** As the answers the app keeps (decision 122): a day, and a user's last pages rather than every one. */
const keptPageMaxAgeSeconds = 24 * 60 * 60;
const keptPagesMax = 30;

/** A kept copy is marked as one for the page it becomes. */
const markKeptCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.append('server-timing', keptPageTiming);
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

const strategies = new Map<string, StaleWhileRevalidate>();
const pagesOf = (userId: string): StaleWhileRevalidate => {
  let strategy = strategies.get(userId);
  if (!strategy) {
    strategy = new StaleWhileRevalidate({
      cacheName: keptPagesOf(userId),
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: keptPagesMax, maxAgeSeconds: keptPageMaxAgeSeconds }),
        markKeptCopy,
      ],
    });
    strategies.set(userId, strategy);
  }
  return strategy;
};

/** Set and cleared by the server with the session's cookie, which a script cannot read. */
const signedInUser = async (): Promise<string | null> =>
  (await self.cookieStore.get(signedInCookieName))?.value ?? null;

registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      const userId = await signedInUser();
      event.waitUntil(dropKeptPages((name) => userId !== null && name === keptPagesOf(userId)));
      if (!userId) return fetch(request);
      return pagesOf(userId).handle({ request, event });
    },
    { allowlist: [/^\/app\//] },
  ),
);

// Only navigations wake the worker: the page's stylesheets, scripts, images and reads go to the network (and the
// browser's cache) as on a page it does not control. Through the worker's fetch event, each waited for the worker's
// thread, the stylesheet a kept copy is drawn with among them (decision 137).
const networkForAllButPages: StaticRoute[] = [{ condition: { not: { requestMode: 'navigate' } }, source: 'network' }];

self.addEventListener('install', (event) => {
  event.addRoutes?.(networkForAllButPages).catch(() => undefined);
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(dropKeptPages((name) => name.startsWith(thisBuildsPages)));
});
clientsClaim();

// A page that came from the server before the worker was there is kept when the app asks, once the page is idle: at the
// worker's start it would be drawn again while the browser is still busy with the page itself.
self.addEventListener('message', (event) => {
  const { data } = event;
  if (typeof data !== 'object' || data === null || !(keepPageMessage in data)) return;
  const url = new URL(String(data[keepPageMessage]), self.location.href);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/app/')) return;
  event.waitUntil(
    (async () => {
      const userId = await signedInUser();
      if (userId) await pagesOf(userId).handle({ request: new Request(url), event });
    })(),
  );
});
