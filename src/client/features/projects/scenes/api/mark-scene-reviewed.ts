import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SceneChangeResponse } from '#shared/projects/scenes/scenes.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { replaceCachedScene } from './scene-cache.ts';

export const markSceneReviewed = (projectId: string, sceneId: string): Promise<SceneChangeResponse> =>
  apiRequest<SceneChangeResponse>(
    `/api/projects/${encodeURIComponent(projectId)}/scenes/${encodeURIComponent(sceneId)}/review`,
    {
      method: 'POST',
      notifySuccess: true,
    },
  );

export const useMarkSceneReviewed = (projectId: string, version: string, sceneId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markSceneReviewed(projectId, sceneId),
    onSuccess: ({ scene }) => replaceCachedScene(queryClient, projectId, version, scene),
  });
};
