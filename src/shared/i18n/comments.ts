import type { Locale } from '../app/constants.ts';
import { commentsEn } from './comments-en.ts';
import { commentsTh } from './comments-th.ts';
import { fillPlaceholders } from './index.ts';

/**
 * The comments feature's labels, kept out of the app-wide catalogue so they load with the
 * feature's chunk and not with the first download (decision 004's budget).
 */
export type CommentLabel = keyof typeof commentsEn;

const catalogues: Record<Locale, Record<CommentLabel, string>> = { en: commentsEn, th: commentsTh };

export const createCommentsTranslator =
  (locale: Locale) =>
  (key: CommentLabel, values?: Record<string, string | number>): string =>
    fillPlaceholders(catalogues[locale][key], values);
