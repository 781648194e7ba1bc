import { commentsEn } from '#shared/i18n/comments-en.ts';
import { commentsTh } from '#shared/i18n/comments-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

/** The comments module's labels and the app's, read through one `t`; they travel in the comments chunks. */
export const t = translatorWith({ en: commentsEn, th: commentsTh });
