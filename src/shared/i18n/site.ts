import type { Locale } from '../app/constants.ts';
import { translatorFor } from './index.ts';
import { siteEn } from './site-en.ts';
import { siteTh } from './site-th.ts';

export type SiteMessageKey = keyof typeof siteEn;

export const siteCatalogues: Record<Locale, Record<SiteMessageKey, string>> = { en: siteEn, th: siteTh };

/** The public site's texts; only the server renders them, so no client chunk carries them. */
export const createSiteTranslator = (locale: Locale) => translatorFor(siteCatalogues[locale]);
