import { useQuery } from '@tanstack/react-query';
import type { Memo, PageData } from '#shared/app/page-data.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { postKeys } from './post-keys.ts';

const getBannerMemo = async (signal: AbortSignal): Promise<Memo | null> =>
  (await apiRequest<PageData>('/api/page-data', { signal, silent: true })).memo;

/**
 * The banner's memo: the page data's at first, then asked again whenever posts change, since a live
 * message about a post names every posts query (a new memo, a memo read on another screen).
 */
export const useBannerMemo = () =>
  useQuery({
    queryKey: postKeys.memo(),
    queryFn: ({ signal }) => getBannerMemo(signal),
    initialData: getPageData().memo,
    staleTime: Number.POSITIVE_INFINITY,
  });
