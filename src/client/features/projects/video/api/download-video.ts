import { useMutation } from '@tanstack/react-query';
import type { VideoDownloadResponse } from '#shared/projects/video/schemas.ts';
import { startDownload } from '#client/components/gallery/request-download.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const getVideoDownload = (projectId: string, version: string): Promise<VideoDownloadResponse> =>
  apiRequest<VideoDownloadResponse>(`/api/projects/${encodeURIComponent(projectId)}/download`, { query: { version: version === 'original' ? undefined : version } });

/** Spec §7: ask for the link, let the browser follow it, and say 'Download started for {filename}'. */
export const useDownloadVideo = (projectId: string, version: string) =>
  useMutation({
    mutationFn: () => getVideoDownload(projectId, version),
    onSuccess: ({ url, filename }) => startDownload(url, filename),
  });
