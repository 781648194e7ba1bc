import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SceneListResponse, SceneView } from '#shared/projects/scenes/scenes.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { sceneKeys } from './scene-keys.ts';

export const sortScenes = (
  projectId: string,
  version: string,
  order: string[],
): Promise<{ scenes: SceneView[]; message: string }> =>
  apiRequest(`/api/projects/${encodeURIComponent(projectId)}/scenes/sort`, {
    method: 'POST',
    query: { version },
    body: { order },
    notifySuccess: true,
  });

/** The new order shows at once; a refusal puts the server's order back. */
export const useSortScenes = (projectId: string, version: string) => {
  const queryClient = useQueryClient();
  const key = sceneKeys.list(projectId, version);
  return useMutation({
    mutationFn: (ordered: SceneView[]) =>
      sortScenes(
        projectId,
        version,
        ordered.map((scene) => scene._id),
      ),
    onMutate: (ordered) => {
      queryClient.setQueryData<SceneListResponse>(key, (old) => (old ? { ...old, scenes: ordered } : old));
    },
    onSuccess: ({ scenes }) =>
      queryClient.setQueryData<SceneListResponse>(key, (old) => (old ? { ...old, scenes } : old)),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};
