import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SceneChangeResponse } from '#shared/projects/scenes/scenes.ts';
import { apiRequest, apiUpload } from '#client/lib/api-client.ts';
import { t } from '../../texts.ts';
import { replaceCachedScene } from './scene-cache.ts';

const scenePath = (projectId: string, sceneId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/scenes/${encodeURIComponent(sceneId)}`;

export const uploadSceneImage = (projectId: string, sceneId: string, file: File): Promise<SceneChangeResponse> =>
  apiUpload<SceneChangeResponse>(`${scenePath(projectId, sceneId)}/upload`, file, {
    failureMessage: t('files.uploadFailed'),
    notifySuccess: true,
  });

export const removeSceneImage = (projectId: string, sceneId: string): Promise<SceneChangeResponse> =>
  apiRequest<SceneChangeResponse>(`${scenePath(projectId, sceneId)}/image`, { method: 'DELETE', notifySuccess: true });

export const useUploadSceneImage = (projectId: string, version: string, sceneId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSceneImage(projectId, sceneId, file),
    onSuccess: ({ scene }) => replaceCachedScene(queryClient, projectId, version, scene),
  });
};

export const useRemoveSceneImage = (projectId: string, version: string, sceneId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeSceneImage(projectId, sceneId),
    onSuccess: ({ scene }) => replaceCachedScene(queryClient, projectId, version, scene),
  });
};
