import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentCountResponse, CommentCountsResponse } from '#shared/comments/comments.ts';
import { maxCommentCountBatch } from '#shared/comments/limits.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { commentKeys } from './comment-keys.ts';

// A badge that fails to load shows no number rather than an error toast (spec §8: many failures are silent).
export const getCommentCount = (
  itemId: string,
  itemType?: string,
  signal?: AbortSignal,
): Promise<CommentCountResponse> =>
  apiRequest<CommentCountResponse>('/api/comments/count', { query: { itemId, itemType }, silent: true, signal });

interface WaitingCount {
  itemId: string;
  resolve: (count: CommentCountResponse) => void;
  reject: (error: Error) => void;
}

const waitingByType = new Map<string, WaitingCount[]>();

const askInParts = async (itemType: string, waiting: WaitingCount[]): Promise<void> => {
  const ids = [...new Set(waiting.map((entry) => entry.itemId))];
  for (let start = 0; start < ids.length; start += maxCommentCountBatch) {
    const part = ids.slice(start, start + maxCommentCountBatch);
    const settled = waiting.filter((entry) => part.includes(entry.itemId));
    try {
      const { counts } = await apiRequest<CommentCountsResponse>('/api/comments/counts', {
        query: { itemType, itemIds: part.join(',') },
        silent: true,
      });
      for (const entry of settled) {
        const count = counts[entry.itemId];
        if (count) entry.resolve(count);
        else entry.reject(new Error(`No comment count for ${entry.itemId}`));
      }
    } catch (error) {
      for (const entry of settled) entry.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
};

/**
 * Every badge rendered in the same moment (all scene cards of a project) shares one request: the
 * first ask of a type waits for the current render to finish, then asks for all ids at once.
 */
const getBatchedCommentCount = (itemId: string, itemType: string): Promise<CommentCountResponse> =>
  new Promise((resolve, reject) => {
    const waiting = waitingByType.get(itemType);
    if (waiting) {
      waiting.push({ itemId, resolve, reject });
      return;
    }
    waitingByType.set(itemType, [{ itemId, resolve, reject }]);
    setTimeout(() => {
      const batch = waitingByType.get(itemType) ?? [];
      waitingByType.delete(itemType);
      void askInParts(itemType, batch);
    }, 0);
  });

export const commentCountQueryOptions = (itemId: string, itemType?: string) =>
  queryOptions({
    queryKey: commentKeys.count(itemId),
    queryFn: ({ signal }) =>
      itemType ? getBatchedCommentCount(itemId, itemType) : getCommentCount(itemId, undefined, signal),
  });

export const useCommentCount = (itemId: string, itemType?: string) =>
  useQuery(commentCountQueryOptions(itemId, itemType));
