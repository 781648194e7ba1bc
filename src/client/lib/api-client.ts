import { showToast } from './toasts.ts';
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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Spec §8: many failures are silently ignored; those calls pass silent. */
  silent?: boolean;
  /** Show the response's `message` as a success toast. */
  notifySuccess?: boolean;
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

const readJson = async (response: Response): Promise<Record<string, unknown>> => {
  try {
    const value: unknown = await response.json();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export const loginAddress = (redirectUrl: string): string => {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return `${redirectUrl}?redirect=${encodeURIComponent(here)}`;
};

/** The one way the client talks to the API, with the error behaviour of spec §8. */
export const apiRequest = async <T>(path: string, options: ApiRequestOptions = {}): Promise<T> => {
  const { method = 'GET', body, query, silent = false, notifySuccess = false, signal } = options;
  const isForm = body instanceof FormData;
  const response = await fetch(withQuery(path, query), {
    method,
    credentials: 'same-origin',
    headers: body === undefined || isForm ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
  const payload = await readJson(response);
  if (response.status === 401) {
    window.location.assign(loginAddress(typeof payload.redirectUrl === 'string' ? payload.redirectUrl : '/auth/login'));
    throw new ApiError(401, typeof payload.message === 'string' ? payload.message : t('common.unexpectedError'));
  }
  if (!response.ok) {
    const message = response.status >= 500 || typeof payload.message !== 'string' ? t('common.unexpectedError') : payload.message;
    if (!silent) showToast('error', message);
    throw new ApiError(response.status, message);
  }
  if (notifySuccess && typeof payload.message === 'string') showToast('success', payload.message);
  return payload as T;
};
