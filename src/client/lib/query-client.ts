import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Left out of the server's first paint (decision 130): an answer too large to travel twice, in the drawn page
       * and in the answers the browser starts from. The browser asks for it once the page is its own.
       */
      browserOnly?: boolean;
    };
  }
}

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });

/**
 * The route loaders start their reads without waiting for them: a page drawn whole (by the server, or over the copy
 * the service worker kept) is drawn once they have answered.
 */
export const readsSettled = (queryClient: QueryClient): Promise<void> =>
  new Promise((resolve) => {
    if (!queryClient.isFetching()) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching()) return;
      stop();
      resolve();
    });
  });
