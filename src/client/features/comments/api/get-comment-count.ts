import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentCountResponse } from '#shared/comments/comments.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { commentKeys } from './comment-keys.ts';

// A badge that fails to load shows no number rather than an error toast (spec §8: many failures are silent).
export const getCommentCount = (itemId: string, itemType?: string, signal?: AbortSignal): Promise<CommentCountResponse> =>
  apiRequest<CommentCountResponse>('/api/comments/count', { query: { itemId, itemType }, silent: true, signal });

export const commentCountQueryOptions = (itemId: string, itemType?: string) =>
  queryOptions({ queryKey: commentKeys.count(itemId), queryFn: ({ signal }) => getCommentCount(itemId, itemType, signal) });

export const useCommentCount = (itemId: string, itemType?: string) => useQuery(commentCountQueryOptions(itemId, itemType));
