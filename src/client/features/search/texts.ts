import { searchEn } from '#shared/i18n/search-en.ts';
import { searchTh } from '#shared/i18n/search-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

/** The search feature's labels and the app's, through one `t`; they travel in the results' lazy chunk. */
export const t = translatorWith({ en: searchEn, th: searchTh });
