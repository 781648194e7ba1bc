import { uploadFieldName } from '#shared/files/constants.ts';
import { ApiError, loginAddress } from '#client/lib/api-client.ts';
import { t } from '#client/lib/page-data.ts';

const parse = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * fetch() cannot report upload progress, so uploads use XMLHttpRequest; failures follow the API
 * wrapper's rules (401 goes to sign-in, a 4xx shows the server's message, anything else the generic one).
 */
export const uploadWithProgress = <T>(endpoint: string, file: File, onProgress: (fraction: number) => void): Promise<T> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const payload = parse(request.responseText);
      const message = typeof payload.message === 'string' ? payload.message : t('common.unexpectedError');
      if (request.status === 401) {
        window.location.assign(loginAddress(typeof payload.redirectUrl === 'string' ? payload.redirectUrl : '/auth/login'));
        reject(new ApiError(401, message));
      } else if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(payload as T);
      } else {
        reject(new ApiError(request.status, request.status >= 500 ? t('common.unexpectedError') : message));
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, t('common.unexpectedError'))));
    const form = new FormData();
    form.append(uploadFieldName, file);
    request.send(form);
  });
