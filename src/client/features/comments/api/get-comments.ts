import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CommentListResponse, CommentTag } from '#shared/comments/comments.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { commentKeys } from './comment-keys.ts';

export const getComments = (
  itemId: string,
  tag: CommentTag,
  before: string | null,
  signal?: AbortSignal,
): Promise<CommentListResponse> =>
  apiRequest<CommentListResponse>('/api/comments', { query: { itemId, tag, before }, signal });

export const commentsQueryOptions = (itemId: string, tag: CommentTag) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(itemId, tag),
    queryFn: ({ pageParam, signal }) => getComments(itemId, tag, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });

/**
 * While another tab's list loads, the previous tab's answer stays as placeholder: it names the same item, so the
 * new-comment form stays mounted with what the user is typing, and the panel shows a loader for the threads.
 */
export const useComments = (itemId: string, tag: CommentTag) =>
  useInfiniteQuery({ ...commentsQueryOptions(itemId, tag), placeholderData: keepPreviousData });
