import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus.css';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { loadPageData } from './lib/page-data.ts';
import { persistQueryCache, restoreQueryCache } from './lib/persisted-query-cache.ts';
import { createQueryClient } from './lib/query-client.ts';

// The app's content security policy has no 'unsafe-eval'. Zod's compiled parsers first try `new Function`, which
// the browser reports as a policy violation and a console error although Zod catches it; its other parsers are as
// exact. Zod reads its settings from this global (shared by every copy of it), so it is set before Zod loads
// without bringing Zod into the first download.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const Overlays = lazy(async () => ({ default: (await import('./app/overlays.tsx')).Overlays }));

const start = async () => {
  const pageData = await loadPageData();
  document.documentElement.lang = pageData.locale;
  const queryClient = createQueryClient();
  restoreQueryCache(queryClient, pageData);
  persistQueryCache(queryClient, pageData);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const reactRoot = createRoot(root);
  // A first render in a transition yields to the browser every few milliseconds, where a plain one is a single
  // task as long as the whole page: on a phone's slower processor that task held every tap and scroll (decision 128).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={createAppRouter(queryClient)} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
};

void start();
