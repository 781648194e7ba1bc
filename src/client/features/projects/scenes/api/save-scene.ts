import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SceneChangeResponse, SceneUpdateBody } from '#shared/projects/scenes/scenes.ts';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { showToast } from '#client/lib/toasts.ts';
import { refreshProjectCounts, replaceCachedScene } from './scene-cache.ts';

export const saveScene = (projectId: string, sceneId: string, body: SceneUpdateBody): Promise<SceneChangeResponse> =>
  apiRequest<SceneChangeResponse>(`/api/projects/${encodeURIComponent(projectId)}/scenes/${encodeURIComponent(sceneId)}`, {
    method: 'POST',
    body,
    notifySuccess: true,
    silent: true,
  });

/**
 * A conflict (409) is explained once, beside the editor that keeps the text; other refusals toast as
 * the API wrapper would (a 401 has already sent the browser to sign in).
 */
export const useSaveScene = (projectId: string, version: string, sceneId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SceneUpdateBody) => saveScene(projectId, sceneId, body),
    onSuccess: ({ scene }, body) => {
      replaceCachedScene(queryClient, projectId, version, scene);
      if (body.text !== undefined) void refreshProjectCounts(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status !== 401 && error.status !== 409) showToast('error', error.message);
    },
  });
};
