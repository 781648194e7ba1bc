import { z } from 'zod';

export const blogTitleRequiredMessage = 'Title is required';

/** Tags are typed comma-separated; blanks and repeats are dropped. */
export const parseBlogTags = (value: string): string[] => [...new Set(value.split(',').map((tag) => tag.trim()).filter((tag) => tag !== ''))];

/** POST /api/blogposts/{id or empty} (spec §5: saving needs a title). */
export const blogPostBodySchema = z.object({
  title: z.string({ error: blogTitleRequiredMessage }).trim().min(1, { error: blogTitleRequiredMessage }),
  body: z.string().default(''),
  tags: z.array(z.string().trim().min(1)).default([]),
});
export type BlogPostBody = z.infer<typeof blogPostBodySchema>;

/** The {slug} of /blog/{shortId}/{slug}: letters and digits of any script, joined by hyphens. */
export const blogSlug = (title: string): string =>
  title
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

export const blogPostPath = (post: { shortId: string; slug: string }): string => `/blog/${post.shortId}/${post.slug}`;

/** Spec §2: the preview updates 300 ms after typing stops. */
export const blogPreviewDelayMs = 300;
