import type { Locale } from '../app/constants.ts';
import { feedsEn } from './feeds-en.ts';
import { feedsTh } from './feeds-th.ts';
import { translatorFor } from './index.ts';

export type FeedsMessageKey = keyof typeof feedsEn;

const catalogues: Record<Locale, Record<FeedsMessageKey, string>> = { en: feedsEn, th: feedsTh };

/** Only the feeds feature's lazy chunks carry these labels, not the catalogue loaded at boot (decision 040). */
export const createFeedsTranslator = (locale: Locale) => translatorFor(catalogues[locale]);
