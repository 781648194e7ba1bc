import type { Locale } from '../app/constants.ts';
import { apiMessagesEn } from './api-messages-en.ts';
import { apiMessagesTh } from './api-messages-th.ts';
import { translatorFor } from './index.ts';

export type ApiMessageKey = keyof typeof apiMessagesEn;
/** A refusal decided by a shared rule, answered by the server in the deployment's language. */
export interface ApiRefusal {
  key: ApiMessageKey;
  values?: Record<string, string | number>;
}

export type ApiTranslate = (key: ApiMessageKey, values?: Record<string, string | number>) => string;

export const apiMessageCatalogues: Record<Locale, Record<ApiMessageKey, string>> = {
  en: apiMessagesEn,
  th: apiMessagesTh,
};

/** The API answers in the deployment's one locale; the browser never loads these texts (decision 045). */
export const createApiTranslator = (locale: Locale): ApiTranslate => translatorFor(apiMessageCatalogues[locale]);
