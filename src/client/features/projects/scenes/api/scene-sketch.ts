import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SceneChangeResponse } from '#shared/projects/scenes/scenes.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { replaceCachedScene } from './scene-cache.ts';
import { sceneKeys } from './scene-keys.ts';

const sketchPath = (projectId: string, sceneId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/scenes/${encodeURIComponent(sceneId)}/sketch`;

export const sketchQueryOptions = (projectId: string, sceneId: string) =>
  queryOptions({
    queryKey: sceneKeys.sketch(sceneId),
    // A drawing is a data URL of tens of kilobytes: sixty of them drawn into the page weighed megabytes.
    meta: { browserOnly: true },
    queryFn: async ({ signal }) =>
      (await apiRequest<{ dataUrl: string }>(sketchPath(projectId, sceneId), { signal, silent: true })).dataUrl,
  });

/** Sketches are large, so they load only for scenes that have one. */
export const useSketch = (projectId: string, sceneId: string, hasSketch: boolean) =>
  useQuery({ ...sketchQueryOptions(projectId, sceneId), enabled: hasSketch });

export const saveSketch = (projectId: string, sceneId: string, dataUrl: string): Promise<SceneChangeResponse> =>
  apiRequest<SceneChangeResponse>(sketchPath(projectId, sceneId), {
    method: 'POST',
    body: { dataUrl },
    notifySuccess: true,
  });

export const useSaveSketch = (projectId: string, version: string, sceneId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dataUrl: string) => saveSketch(projectId, sceneId, dataUrl),
    onSuccess: ({ scene }, dataUrl) => {
      queryClient.setQueryData(sceneKeys.sketch(sceneId), dataUrl);
      replaceCachedScene(queryClient, projectId, version, scene);
    },
  });
};
