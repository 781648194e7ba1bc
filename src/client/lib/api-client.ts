import { uploadFieldName } from '#shared/files/constants.ts';
import { showToast, type ToastKind } from './toasts.ts';
import { t } from './page-data.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * How a call reports its outcome. The API client is the only place that toasts a failure: a call
 * site only picks one of these (spec §8), it never shows an error itself.
 */
export interface ApiFeedback {
  /** Spec §8: many failures are silently ignored; those calls pass silent. */
  silent?: boolean;
  /** Statuses the screen explains itself (a scene edit conflict beside its editor). */
  quietStatuses?: readonly number[];
  /** Spec §8's fixed message for this call ('Error Updating Project', 'Error uploading file'...), shown instead of the server's. */
  failureMessage?: string;
  /** Show the response's `message` as a toast: a warning when the answer says nothing was deleted (spec §8, collaborators). */
  notifySuccess?: boolean;
}

export interface ApiRequestOptions extends ApiFeedback {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

const withQuery = (path: string, query: ApiRequestOptions['query']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const toRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const parseJson = (text: string): Record<string, unknown> => {
  try {
    return toRecord(JSON.parse(text));
  } catch {
    return {};
  }
};

export const loginAddress = (redirectUrl: string): string => {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return `${redirectUrl}?redirect=${encodeURIComponent(here)}`;
};

/** Spec §8 for every answer, fetched or uploaded: 401 signs in again, a failure toasts once, a success may toast its message. */
const settle = <T>(status: number, payload: Record<string, unknown>, feedback: ApiFeedback): T => {
  const serverMessage = typeof payload.message === 'string' ? payload.message : null;
  if (status === 401) {
    window.location.assign(loginAddress(typeof payload.redirectUrl === 'string' ? payload.redirectUrl : '/auth/login'));
    throw new ApiError(401, serverMessage ?? t('common.unexpectedError'));
  }
  if (status < 200 || status >= 300) {
    const failed =
      status >= 500 || status === 0 || serverMessage === null ? t('common.unexpectedError') : serverMessage;
    // A server failure names its request (decision 105): what the user quotes finds its log lines.
    const message =
      status >= 500 && typeof payload.requestId === 'string'
        ? `${failed} ${t('common.errorReference', { id: payload.requestId })}`
        : failed;
    if (!feedback.silent && !feedback.quietStatuses?.includes(status))
      showToast('error', feedback.failureMessage ?? message);
    throw new ApiError(status, message);
  }
  if (feedback.notifySuccess && serverMessage !== null) {
    const kind: ToastKind = payload.deleted === false ? 'warning' : 'success';
    showToast(kind, serverMessage);
  }
  return payload as T;
};

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's first paint (decision 129) reads the page's data from the app itself, as the signed-in user. */
export const setApiTransport = (next: ApiTransport): void => {
  transport = next;
};

/** The one way the client talks to the API. */
export const apiRequest = async <T>(path: string, options: ApiRequestOptions = {}): Promise<T> => {
  const { method = 'GET', body, query, signal } = options;
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await transport(withQuery(path, query), {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined || isForm
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return settle<T>(0, {}, options);
  }
  return settle<T>(response.status, parseJson(await response.text()), options);
};

export interface ApiUploadOptions extends ApiFeedback {
  onProgress?: (fraction: number) => void;
}

/** An upload through the same rules as apiRequest; fetch() cannot report upload progress, so this uses XMLHttpRequest. */
export const apiUpload = <T>(path: string, file: File, options: ApiUploadOptions = {}): Promise<T> =>
  new Promise((resolve, reject) => {
    const { onProgress } = options;
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    const finish = (status: number, payload: Record<string, unknown>) => {
      try {
        const value = settle<T>(status, payload, options);
        onProgress?.(1);
        resolve(value);
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(status, t('common.unexpectedError')));
      }
    };
    request.addEventListener('load', () => finish(request.status, parseJson(request.responseText)));
    request.addEventListener('error', () => finish(0, {}));
    const form = new FormData();
    form.append(uploadFieldName, file);
    request.send(form);
  });
