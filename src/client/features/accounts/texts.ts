import { accountsEn } from '#shared/i18n/accounts-en.ts';
import { accountsTh } from '#shared/i18n/accounts-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

/** The account page's labels, in its chunk only. */
export const t = translatorWith<keyof typeof accountsEn>({ en: accountsEn, th: accountsTh });
