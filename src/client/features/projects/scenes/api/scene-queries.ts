// The scenes' reads as query options, without their hooks, so that the project page's loader can ask
// for them in the first download while the page's chunk is on its way.
import { queryOptions } from '@tanstack/react-query';
import type { SceneListResponse } from '#shared/projects/scenes/scenes.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { sceneKeys } from './scene-keys.ts';

export const scenesQueryOptions = (projectId: string, version: string) =>
  queryOptions({
    queryKey: sceneKeys.list(projectId, version),
    queryFn: ({ signal }) =>
      apiRequest<SceneListResponse>(`/api/projects/${encodeURIComponent(projectId)}/scenes`, {
        query: { version },
        signal,
        silent: true,
      }),
  });
