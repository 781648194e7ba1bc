import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, createTheme } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import { loadPageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';

const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans Thai", Helvetica, Arial, sans-serif',
});

const start = async () => {
  const pageData = await loadPageData();
  document.documentElement.lang = pageData.locale;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <Notifications position="top-right" limit={5} />
        <QueryClientProvider client={createQueryClient()}>
          <ModalsProvider>
            <RouterProvider router={createAppRouter()} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
};

void start();
