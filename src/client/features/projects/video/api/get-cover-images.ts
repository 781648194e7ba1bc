import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoverListResponse } from '#shared/projects/video/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';

export const coverImagesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.covers(projectId),
    queryFn: async ({ signal }) =>
      (await apiRequest<CoverListResponse>(`/api/projects/${encodeURIComponent(projectId)}/cover-images`, { signal }))
        .items,
  });

/** Only power users may list covers (the server's rule), so only their screens mount this. */
export const useCoverImages = (projectId: string) => useQuery(coverImagesQueryOptions(projectId));
