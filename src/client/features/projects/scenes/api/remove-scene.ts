import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SceneListResponse } from '#shared/projects/scenes/scenes.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { sceneKeys } from './scene-keys.ts';
import { refreshProjectCounts } from './scene-cache.ts';

export const removeScene = (projectId: string, sceneId: string): Promise<{ message: string }> =>
  apiRequest<{ message: string }>(
    `/api/projects/${encodeURIComponent(projectId)}/scenes/${encodeURIComponent(sceneId)}`,
    { method: 'DELETE', notifySuccess: true },
  );

export const useRemoveScene = (projectId: string, version: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sceneId: string) => removeScene(projectId, sceneId),
    onSuccess: (_answer, sceneId) => {
      queryClient.setQueryData<SceneListResponse>(sceneKeys.list(projectId, version), (old) =>
        old ? { ...old, scenes: old.scenes.filter((scene) => scene._id !== sceneId) } : old,
      );
      void refreshProjectCounts(queryClient);
    },
  });
};
