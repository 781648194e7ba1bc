import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SceneChangeResponse, SceneListResponse } from '#shared/projects/scenes/scenes.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { sceneKeys } from './scene-keys.ts';
import { refreshProjectCounts } from './scene-cache.ts';

export const addScene = (projectId: string, version: string): Promise<SceneChangeResponse> =>
  apiRequest<SceneChangeResponse>(`/api/projects/${encodeURIComponent(projectId)}/scenes`, {
    method: 'POST',
    query: { version },
    notifySuccess: true,
  });

export const useAddScene = (projectId: string, version: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addScene(projectId, version),
    onSuccess: ({ scene }) => {
      queryClient.setQueryData<SceneListResponse>(sceneKeys.list(projectId, version), (old) =>
        old ? { ...old, scenes: [...old.scenes, scene] } : old,
      );
      void refreshProjectCounts(queryClient);
    },
  });
};
