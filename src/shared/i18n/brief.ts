import type { Locale } from '../app/constants.ts';
import { briefEn } from './brief-en.ts';
import { briefTh } from './brief-th.ts';
import { translatorFor } from './index.ts';

export type BriefMessageKey = keyof typeof briefEn;

export const briefCatalogues: Record<Locale, Record<BriefMessageKey, string>> = { en: briefEn, th: briefTh };

/** Only the project page's lazy chunk carries these labels, not the catalogue loaded at boot (decision 040). */
export const createBriefTranslator = (locale: Locale) => translatorFor(briefCatalogues[locale]);
