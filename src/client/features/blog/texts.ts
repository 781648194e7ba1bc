import { blogEn } from '#shared/i18n/blog-en.ts';
import { blogTh } from '#shared/i18n/blog-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

export const t = translatorWith({ en: blogEn, th: blogTh });
