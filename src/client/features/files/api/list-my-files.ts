import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { myFilesPageSize } from '#shared/files/constants.ts';
import type { ListFilesResponse } from '#shared/files/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

import { fileKeys } from './file-keys.ts';

export const listMyFiles = (skip: number): Promise<ListFilesResponse> =>
  apiRequest<ListFilesResponse>('/api/files', { query: { skip, limit: myFilesPageSize } });

export const myFilesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: fileKeys.mine(),
    queryFn: ({ pageParam }) => listMyFiles(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });

export const useMyFiles = () => useInfiniteQuery(myFilesQueryOptions());
