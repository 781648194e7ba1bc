import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SceneChangeResponse, SceneNumbersBody } from '#shared/projects/scenes/scenes.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { replaceCachedScene } from './scene-cache.ts';

export const saveSceneNumbers = (
  projectId: string,
  sceneId: string,
  body: SceneNumbersBody,
): Promise<SceneChangeResponse> =>
  apiRequest<SceneChangeResponse>(
    `/api/projects/${encodeURIComponent(projectId)}/scenes/${encodeURIComponent(sceneId)}/numbers`,
    {
      method: 'POST',
      body,
      notifySuccess: true,
    },
  );

export const useSaveSceneNumbers = (projectId: string, version: string, sceneId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (numbers: SceneNumbersBody['numbers']) => saveSceneNumbers(projectId, sceneId, { numbers }),
    onSuccess: ({ scene }) => replaceCachedScene(queryClient, projectId, version, scene),
  });
};
