import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SceneChangeResponse, SceneUpdateBody } from '#shared/projects/scenes/scenes.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../../texts.ts';
import { refreshProjectCounts, replaceCachedScene } from './scene-cache.ts';

export const saveScene = (projectId: string, sceneId: string, body: SceneUpdateBody): Promise<SceneChangeResponse> =>
  apiRequest<SceneChangeResponse>(
    `/api/projects/${encodeURIComponent(projectId)}/scenes/${encodeURIComponent(sceneId)}`,
    {
      method: 'POST',
      body,
      notifySuccess: true,
      // Spec §8 names the failure 'Error saving changes'; a conflict (409) is explained beside the editor that keeps the text.
      failureMessage: t('scenes.saveFailed'),
      quietStatuses: [409],
    },
  );

export const useSaveScene = (projectId: string, version: string, sceneId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SceneUpdateBody) => saveScene(projectId, sceneId, body),
    onSuccess: ({ scene }, body) => {
      replaceCachedScene(queryClient, projectId, version, scene);
      if (body.text !== undefined) void refreshProjectCounts(queryClient);
    },
  });
};
