import type { QueryClient } from '@tanstack/react-query';
import type { SceneListResponse, SceneView } from '#shared/projects/scenes/scenes.ts';
import { projectKeys } from '../../api/project-keys.ts';
import { sceneKeys } from './scene-keys.ts';

/** Puts the server's answer for one scene into the cached list, so the card shows what was saved. */
export const replaceCachedScene = (
  queryClient: QueryClient,
  projectId: string,
  version: string,
  scene: SceneView,
): void => {
  queryClient.setQueryData<SceneListResponse>(sceneKeys.list(projectId, version), (old) =>
    old ? { ...old, scenes: old.scenes.map((item) => (item._id === scene._id ? scene : item)) } : old,
  );
};

/** The title bar's word and scene counts come from the project query: refreshing the module's prefix keeps them true. */
export const refreshProjectCounts = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: projectKeys.all });
