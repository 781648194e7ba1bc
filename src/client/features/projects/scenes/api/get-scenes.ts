import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SceneListResponse } from '#shared/projects/scenes/scenes.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const scenesQueryKey = (projectId: string, version: string) => ['scenes', projectId, version] as const;

export const scenesQueryOptions = (projectId: string, version: string) =>
  queryOptions({
    queryKey: scenesQueryKey(projectId, version),
    queryFn: ({ signal }) =>
      apiRequest<SceneListResponse>(`/api/projects/${encodeURIComponent(projectId)}/scenes`, { query: { version }, signal, silent: true }),
  });

export const useScenes = (projectId: string, version: string) => useQuery(scenesQueryOptions(projectId, version));
