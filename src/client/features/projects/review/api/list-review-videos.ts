import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewVideoListResponse } from '#shared/projects/review/review.ts';
import { isOriginalVersion } from '#shared/projects/versions/version-query.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectPath } from '../../api/project-change.ts';
import { reviewKeys } from './review-keys.ts';
import { whileProcessing } from './while-processing.ts';

/** GET /api/projects/{id}/review-videos?version=: the version's videos this viewer may watch. */
export const listReviewVideos = (projectId: string, version: string, signal?: AbortSignal) =>
  apiRequest<ReviewVideoListResponse>(projectPath(projectId, '/review-videos'), {
    query: { version: isOriginalVersion(version) ? undefined : version },
    signal,
    silent: true,
  });

export const reviewVideosQueryOptions = (projectId: string, version: string) =>
  queryOptions({
    queryKey: reviewKeys.list(projectId, version),
    queryFn: ({ signal }) => listReviewVideos(projectId, version, signal),
  });

export const useReviewVideos = (projectId: string, version: string) =>
  useQuery({
    ...reviewVideosQueryOptions(projectId, version),
    refetchInterval: (query) => (query.state.data?.items.some(whileProcessing) ? 1500 : false),
  });
