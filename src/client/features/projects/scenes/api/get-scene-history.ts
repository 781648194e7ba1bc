import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SceneHistoryResponse } from '#shared/projects/scenes/scenes.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { sceneKeys } from './scene-keys.ts';

const pageSize = 20;

export const sceneHistoryQueryOptions = (sceneId: string) =>
  infiniteQueryOptions({
    queryKey: sceneKeys.history(sceneId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SceneHistoryResponse>(`/api/scenes/${encodeURIComponent(sceneId)}/versions`, {
        query: { skip: pageParam, limit: pageSize },
        signal,
        silent: true,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });

export const useSceneHistory = (sceneId: string, enabled: boolean) =>
  useInfiniteQuery({ ...sceneHistoryQueryOptions(sceneId), enabled });
