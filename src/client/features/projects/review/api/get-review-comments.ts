import { useQuery } from '@tanstack/react-query';
import type { CommentListResponse, CommentTag } from '#shared/comments/comments.ts';
import { reviewCommentItemType } from '#shared/projects/review/review.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { commentKeys } from '#client/features/comments/index.ts';

/** The player marks every comment of the tab on its timeline: one page of the most the list gives (decision 110). */
const reviewCommentPage = 100;

/** GET /api/comments for a review video. */
export const getReviewComments = (videoId: string, tag: CommentTag, signal?: AbortSignal) =>
  apiRequest<CommentListResponse>('/api/comments', {
    query: { itemId: videoId, itemType: reviewCommentItemType, tag, limit: reviewCommentPage },
    signal,
  });

export const useReviewComments = (videoId: string, tag: CommentTag, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...commentKeys.list(videoId, tag), 'review'],
    queryFn: ({ signal }) => getReviewComments(videoId, tag, signal),
  });
