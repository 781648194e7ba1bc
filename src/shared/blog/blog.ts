import { z } from 'zod';
import { invalid } from '../i18n/validation.ts';

export const blogTitleRequiredMessage = invalid('validation.titleRequired');

/** Tags are typed comma-separated; blanks and repeats are dropped. */
export const parseBlogTags = (value: string): string[] => [
  ...new Set(
    value
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  ),
];

/** POST /api/blogposts/{id or empty} (spec §5: saving needs a title). */
export const blogPostBodySchema = z.object({
  title: z.string({ error: blogTitleRequiredMessage }).trim().min(1, { error: blogTitleRequiredMessage }),
  body: z.string().default(''),
  tags: z.array(z.string().trim().min(1)).default([]),
});
export type BlogPostBody = z.infer<typeof blogPostBodySchema>;

/** The server's router answers 414 to a path parameter longer than this (counted once decoded). */
const blogSlugMaxLength = 100;

/** The {slug} of /blog/{shortId}/{slug}: letters and digits of any script, joined by hyphens, cut to what the router accepts. */
export const blogSlug = (title: string): string => {
  const words = title
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  let slug = '';
  for (const character of words) {
    if (slug.length + character.length > blogSlugMaxLength) break;
    slug += character;
  }
  return slug.replace(/-+$/, '');
};

export const blogPostPath = (post: { shortId: string; slug: string }): string => `/blog/${post.shortId}/${post.slug}`;

/** Spec §2: the preview updates 300 ms after typing stops. */
export const blogPreviewDelayMs = 300;

/** Spec §3 blog post: _id, title, body, tags, shortId, slug. */
export const blogPostSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  shortId: z.string(),
  slug: z.string(),
  created: z.string(),
  updated: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostResponseSchema = z.object({ post: blogPostSchema, message: z.string().optional() });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

export const blogDeleteResponseSchema = z.object({ message: z.string() });

/** GET /api/blogposts/files: the editor's picker; url is the large version an article shows. */
export const blogFileSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type BlogFile = z.infer<typeof blogFileSchema>;
export const blogFilesResponseSchema = z.object({ items: z.array(blogFileSchema) });
export type BlogFilesResponse = z.infer<typeof blogFilesResponseSchema>;
export const blogFileUploadResponseSchema = z.object({ file: blogFileSchema, message: z.string() });
export type BlogFileUploadResponse = z.infer<typeof blogFileUploadResponseSchema>;

/** How many uploaded images the picker lists, newest first. */
export const blogFilesLimit = 60;

/** Posts per page of /blog. */
export const blogPageSize = 10;

/** The markdown a picked image inserts into the body. */
export const blogImageMarkdown = (file: Pick<BlogFile, 'name' | 'url'>): string =>
  `![${file.name.replace(/[[\]]/g, '')}](${file.url})`;
