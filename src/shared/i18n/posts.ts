import type { Locale } from '../app/constants.ts';
import { postsEn } from './posts-en.ts';
import { postsTh } from './posts-th.ts';
import { translatorFor } from './index.ts';

export type PostsMessageKey = keyof typeof postsEn;

const catalogues: Record<Locale, Record<PostsMessageKey, string>> = { en: postsEn, th: postsTh };

/** Only the posts feature's lazy chunks carry these labels, not the catalogue loaded at boot (decision 040). */
export const createPostsTranslator = (locale: Locale) => translatorFor(catalogues[locale]);
