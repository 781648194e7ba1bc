import { useMutation } from '@tanstack/react-query';
import type { DownloadFile } from '#shared/projects/video/delivery.ts';
import type { VideoDownloadResponse } from '#shared/projects/video/schemas.ts';
import { startDownload } from '#client/components/gallery/request-download.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const getVideoDownload = (
  projectId: string,
  version: string,
  file: DownloadFile = 'video',
): Promise<VideoDownloadResponse> =>
  apiRequest<VideoDownloadResponse>(`/api/projects/${encodeURIComponent(projectId)}/download`, {
    query: { version: version === 'original' ? undefined : version, file: file === 'video' ? undefined : file },
  });

/** Spec §7: ask for the link, let the browser follow it, and say 'Download started for {filename}'. */
export const useDownloadVideo = (projectId: string, version: string) =>
  useMutation({
    mutationFn: (file: DownloadFile = 'video') => getVideoDownload(projectId, version, file),
    onSuccess: ({ url, filename }) => startDownload(url, filename),
  });
