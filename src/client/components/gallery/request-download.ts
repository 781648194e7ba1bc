import type { DownloadResponse } from '#shared/files/schemas.ts';
import { downloadPath } from '#shared/files/urls.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '#client/lib/page-data.ts';
import { showToast } from '#client/lib/toasts.ts';

/** Spec §7: ask for a signed link, let the browser follow it (the server sends it as an attachment), say so. */
export const requestDownload = async (key: string, filename: string): Promise<void> => {
  const { url } = await apiRequest<DownloadResponse>(downloadPath, { query: { key, filename } });
  window.location.assign(url);
  showToast('info', t('files.downloadStarted', { filename }));
};
