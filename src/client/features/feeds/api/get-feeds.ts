import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedListResponse } from '#shared/feeds/feeds.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { feedKeys } from './feed-keys.ts';

export const getFeeds = (signal?: AbortSignal): Promise<FeedListResponse> =>
  apiRequest<FeedListResponse>('/api/feeds', { signal });

export const feedsQueryOptions = () =>
  queryOptions({ queryKey: feedKeys.list(), queryFn: ({ signal }) => getFeeds(signal) });

export const useFeeds = () => useQuery(feedsQueryOptions());
