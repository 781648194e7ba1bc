import type { DownloadResponse } from '#shared/files/schemas.ts';
import { downloadPath } from '#shared/files/urls.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '#client/lib/page-data.ts';
import { showToast } from '#client/lib/toasts.ts';

/** Spec §7: the browser navigates to the link (the server sends it as an attachment), and the user is told. */
export const startDownload = (url: string, filename: string): void => {
  window.location.assign(url);
  showToast('info', t('files.downloadStarted', { filename }));
};

/** Spec §7: ask for a signed link to a stored file, then follow it. */
export const requestDownload = async (key: string, filename: string): Promise<void> => {
  const { url } = await apiRequest<DownloadResponse>(downloadPath, { query: { key, filename } });
  startDownload(url, filename);
};
