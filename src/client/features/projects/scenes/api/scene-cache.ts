import type { QueryClient } from '@tanstack/react-query';
import type { SceneListResponse, SceneView } from '#shared/projects/scenes/scenes.ts';
import { scenesQueryKey } from './get-scenes.ts';

/** Puts the server's answer for one scene into the cached list, so the card shows what was saved. */
export const replaceCachedScene = (queryClient: QueryClient, projectId: string, version: string, scene: SceneView): void => {
  queryClient.setQueryData<SceneListResponse>(scenesQueryKey(projectId, version), (old) =>
    old ? { ...old, scenes: old.scenes.map((item) => (item._id === scene._id ? scene : item)) } : old,
  );
};

/**
 * The title bar's word and scene counts come from the project query, which belongs to another
 * feature; its key starts with 'projects', so refreshing that prefix keeps the counts true.
 */
export const refreshProjectCounts = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: ['projects'] });
