import { apiMessagesEn } from '#shared/i18n/api-messages-en.ts';
import type { ApiMessageKey, ApiTranslate } from '#shared/i18n/api-messages.ts';
import { translatorFor } from '#shared/i18n/index.ts';

export const statusByCode = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  /** A service we depend on (a payment provider) failed: the user may try again, the log keeps the cause. */
  bad_gateway: 502,
  /** The disk is full (issue 20, faults): nothing was kept, and the same request may succeed once space is freed. */
  insufficient_storage: 507,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

/** A failure the user can act on; the error plugin turns it into `{ message }` with its status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Set when the message is a catalogue text, so the error plugin answers it in the deployment's locale. */
    readonly translation?: { key: ApiMessageKey; values?: Record<string, string | number> },
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

const english = translatorFor(apiMessagesEn);

/** A refusal whose text comes from the API catalogue (decision 045); `message` keeps the English. */
export const catalogueError = (
  code: AppErrorCode,
  key: ApiMessageKey,
  values?: Record<string, string | number>,
): AppError => new AppError(code, english(key, values), { key, ...(values ? { values } : {}) });

/**
 * A request that fails its shared schema: the text is its first problem, already said in the
 * deployment's language by the validation catalogue. Every other refusal is a `catalogueError`.
 */
export const invalidInput = (problem: string): AppError => new AppError('bad_request', problem);

/** An AppError's text in the deployment's language, for the JSON answer and the server-rendered pages alike. */
export const localizedMessage = (error: AppError, t: ApiTranslate): string =>
  error.translation ? t(error.translation.key, error.translation.values) : error.message;
