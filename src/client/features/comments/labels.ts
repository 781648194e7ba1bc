import { createCommentsTranslator, type CommentLabel } from '#shared/i18n/comments.ts';
import { getPageData } from '#client/lib/page-data.ts';

export const tc = (key: CommentLabel, values?: Record<string, string | number>): string => createCommentsTranslator(getPageData().locale)(key, values);
