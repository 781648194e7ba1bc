import { createPostsTranslator, type PostsMessageKey } from '#shared/i18n/posts.ts';
import { getPageData } from '#client/lib/page-data.ts';

/** The posts labels in the deployment's locale; page data is loaded before the first route renders. */
export const pt = (key: PostsMessageKey, values?: Record<string, string | number>): string =>
  createPostsTranslator(getPageData().locale)(key, values);
