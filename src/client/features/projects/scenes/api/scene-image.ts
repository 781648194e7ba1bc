import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SceneChangeResponse } from '#shared/projects/scenes/scenes.ts';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { t } from '#client/lib/page-data.ts';
import { showToast } from '#client/lib/toasts.ts';
import { uploadWithProgress } from '#client/components/uploader/upload-request.ts';
import { replaceCachedScene } from './scene-cache.ts';

const scenePath = (projectId: string, sceneId: string) => `/api/projects/${encodeURIComponent(projectId)}/scenes/${encodeURIComponent(sceneId)}`;

export const uploadSceneImage = (projectId: string, sceneId: string, file: File): Promise<SceneChangeResponse> =>
  uploadWithProgress<SceneChangeResponse>(`${scenePath(projectId, sceneId)}/upload`, file, () => undefined);

export const removeSceneImage = (projectId: string, sceneId: string): Promise<SceneChangeResponse> =>
  apiRequest<SceneChangeResponse>(`${scenePath(projectId, sceneId)}/image`, { method: 'DELETE', notifySuccess: true });

export const useUploadSceneImage = (projectId: string, version: string, sceneId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSceneImage(projectId, sceneId, file),
    onSuccess: ({ scene, message }) => {
      replaceCachedScene(queryClient, projectId, version, scene);
      showToast('success', message);
    },
    onError: (error) => showToast('error', error instanceof ApiError ? error.message : t('files.uploadFailed')),
  });
};

export const useRemoveSceneImage = (projectId: string, version: string, sceneId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeSceneImage(projectId, sceneId),
    onSuccess: ({ scene }) => replaceCachedScene(queryClient, projectId, version, scene),
  });
};
