import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { firstPaintQueriesElementId } from '#shared/app/first-paint.ts';
import { AppTree } from './app/app-tree.tsx';
import { createAppRouter } from './app/router.tsx';
import { refreshCurrentUser, servedFromKeptCopy, startServiceWorker } from './lib/kept-pages.ts';
import { loadPageData } from './lib/page-data.ts';
import { persistQueryCache, restoreQueryCache } from './lib/persisted-query-cache.ts';
import { createQueryClient, readsSettled } from './lib/query-client.ts';

// The app's content security policy has no 'unsafe-eval'. Zod's compiled parsers first try `new Function`, which
// the browser reports as a policy violation and a console error although Zod catches it; its other parsers are as
// exact. Zod reads its settings from this global (shared by every copy of it), so it is set before Zod loads
// without bringing Zod into the first download.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

type AppRouter = ReturnType<typeof createAppRouter>;

const routerReady = (router: AppRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const start = async () => {
  const pageData = await loadPageData();
  document.documentElement.lang = pageData.locale;
  const queryClient = createQueryClient();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const drawnQueries = document.getElementById(firstPaintQueriesElementId)?.textContent;
  // The copy the service worker kept from the last visit (decision 132) stays in view, inert, while the page's answers
  // and the user are asked for again; the app then draws the page anew from them, its forms from what is true now.
  const keptCopy = Boolean(drawnQueries) && servedFromKeptCopy();
  // A page the server drew (decision 129) starts from the answers it was drawn from. The copy kept in the browser
  // (decision 122), which would draw other values where the two differ, joins them once the page is the app's: it
  // serves the pages reached next, and never replaces a newer answer.
  const keepCache = () => {
    restoreQueryCache(queryClient, pageData);
    persistQueryCache(queryClient, pageData, Boolean(drawnQueries));
  };
  if (drawnQueries && !keptCopy) hydrate(queryClient, JSON.parse(drawnQueries));
  else if (!drawnQueries) keepCache();
  const router = createAppRouter(queryClient);
  if (pageData.user) startServiceWorker();
  const takenOver = () => {
    if (!root.hasAttribute('inert')) return;
    root.removeAttribute('inert');
    keepCache();
  };
  const app = (
    <AppTree queryClient={queryClient} onMounted={takenOver}>
      <RouterProvider router={router} />
    </AppTree>
  );
  // A first render in a transition yields to the browser every few milliseconds, where a plain one is a single
  // task as long as the whole page: on a phone's slower processor that task held every tap and scroll (decision 128).
  if (!drawnQueries) {
    startTransition(() => createRoot(root).render(app));
    return;
  }
  if (keptCopy) {
    await Promise.all([routerReady(router).then(() => readsSettled(queryClient)), refreshCurrentUser()]);
    startTransition(() => createRoot(root).render(app));
    return;
  }
  // The server's drawing stays, inert, until the router has the page's code and data and React has taken it over.
  await routerReady(router);
  startTransition(() => {
    hydrateRoot(root, app);
  });
};

void start();
