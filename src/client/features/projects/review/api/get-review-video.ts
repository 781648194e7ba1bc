import { useQuery } from '@tanstack/react-query';
import type { ReviewVideoResponse } from '#shared/projects/review/review.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectPath } from '../../api/project-change.ts';
import { reviewKeys } from './review-keys.ts';
import { whileProcessing } from './while-processing.ts';

/** GET /api/projects/{id}/review-videos/{videoId}. */
export const getReviewVideo = (projectId: string, videoId: string, signal?: AbortSignal) =>
  apiRequest<ReviewVideoResponse>(projectPath(projectId, `/review-videos/${encodeURIComponent(videoId)}`), {
    signal,
  });

export const useReviewVideo = (projectId: string, videoId: string) =>
  useQuery({
    queryKey: reviewKeys.one(projectId, videoId),
    queryFn: ({ signal }) => getReviewVideo(projectId, videoId, signal),
    refetchInterval: (query) => (query.state.data && whileProcessing(query.state.data.video) ? 1500 : false),
  });
