import { transferEn } from '#shared/i18n/transfer-en.ts';
import { transferTh } from '#shared/i18n/transfer-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

/** The Transfer Project group's labels, in its own lazy chunk. */
export const t = translatorWith({ en: transferEn, th: transferTh });
