import { z } from 'zod';
import { invalid } from '../i18n/validation.ts';
import { memoSchema } from '../app/page-data.ts';
import { recordIdParamsSchema } from '../app/schemas.ts';
import { feedPersonSchema } from '../feeds/feeds.ts';
import { isAdmin, isContrib, type Actor } from '../users/levels.ts';

/** Spec §9: rating scale 1 to 5, default 3; spec §4: above 3 is highlighted. */
export const minRating = 1;
export const maxRating = 5;
export const defaultRating = 3;
export const isHighlightedRating = (rating: number): boolean => rating > defaultRating;

const ratingMessage = invalid('validation.posts.rating', { minimum: minRating, maximum: maxRating });
export const ratingSchema = z
  .number({ error: ratingMessage })
  .int({ error: ratingMessage })
  .min(minRating, { error: ratingMessage })
  .max(maxRating, { error: ratingMessage })
  .default(defaultRating);

/** POST /api/posts/{id}/rate and the social-title rating. */
export const ratingBodySchema = z.object({ rating: ratingSchema });
export type RatingBody = z.infer<typeof ratingBodySchema>;

export const postTypes = ['post', 'todo', 'memo', 'story', 'contact'] as const;
export type PostType = (typeof postTypes)[number];

/** Spec §3 fixed section ids. */
export const postSectionIds = ['Storyline', 'Objective', 'Key Messages', 'Title', 'Other'] as const;
export type PostSectionId = (typeof postSectionIds)[number];

/** Spec §2: a section's comment thread is the item postId-sectionId. */
export const postSectionItemId = (postId: string, sectionId: PostSectionId): string => `${postId}-${sectionId}`;
export const postSectionItemPattern = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(?:${postSectionIds.join('|')})$`,
  'i',
);
export const splitPostSectionItemId = (itemId: string): { postId: string; sectionId: PostSectionId } | null => {
  if (!postSectionItemPattern.test(itemId)) return null;
  return { postId: itemId.slice(0, 36), sectionId: itemId.slice(37) as PostSectionId };
};

export const maxPostTitleLength = 200;
export const maxPostBodyLength = 20_000;
export const maxPostFiles = 20;
export const maxTaggedUsers = 300;
export const postTitleRequiredMessage = invalid('validation.titleRequired');

/** POST /api/posts and /api/posts/{id} (spec §5: a non-blank title). Files are ids of the author's own uploads. */
export const postBodySchema = z.object({
  feed: z.string({ error: invalid('validation.posts.feed') }).min(1, { error: invalid('validation.posts.feed') }),
  title: z
    .string({ error: postTitleRequiredMessage })
    .trim()
    .min(1, { error: postTitleRequiredMessage })
    .max(maxPostTitleLength, { error: invalid('validation.posts.titleTooLong') }),
  body: z
    .string()
    .max(maxPostBodyLength, { error: invalid('validation.posts.textTooLong') })
    .default(''),
  type: z.enum(postTypes, { error: invalid('validation.posts.type') }).default('post'),
  private: z.boolean().default(false),
  users: z
    .array(z.uuid({ error: invalid('validation.posts.taggedPerson') }))
    .max(maxTaggedUsers, { error: invalid('validation.posts.tooManyTagged') })
    .default([]),
  files: z
    .array(z.uuid({ error: invalid('validation.posts.file') }))
    .max(maxPostFiles, { error: invalid('validation.attachAtMostFiles') })
    .default([]),
  rating: ratingSchema,
});
export type PostBody = z.infer<typeof postBodySchema>;

/** POST /api/posts/{id}/section. */
export const postSectionBodySchema = z.object({
  id: z.enum(postSectionIds, { error: invalid('validation.posts.section') }),
  content: z
    .string({ error: invalid('validation.fieldRequired') })
    .max(maxPostBodyLength, { error: invalid('validation.posts.textTooLong') }),
});
export type PostSectionBody = z.infer<typeof postSectionBodySchema>;

/** POST /api/posts/{id}/track-users: readBy records a read (marked when markAsRead), false makes it unread; okBy sets OK. */
export const postTrackBodySchema = z
  .object({
    readBy: z.boolean().optional(),
    markAsRead: z.boolean().optional(),
    okBy: z.boolean().optional(),
  })
  .refine((body) => body.readBy !== undefined || body.okBy !== undefined, {
    error: invalid('validation.posts.readOrOk'),
  });
export type PostTrackBody = z.infer<typeof postTrackBodySchema>;

/** POST /api/posts/{id}/todo: adds to the viewer's to-do list, remove takes it off; done marks the post done or undone. */
export const postTodoBodySchema = z.object({ remove: z.boolean().default(false), done: z.boolean().optional() });
export type PostTodoBody = z.infer<typeof postTodoBodySchema>;

export interface PostRecord {
  user: string | null;
  readBy: readonly { user: string; markAsRead?: boolean }[];
  okBy: readonly string[];
  todoBy: readonly string[];
  done: boolean;
}

/** Spec §6: admin or author. */
export const canModifyPost = (user: Actor | null | undefined, post: Pick<PostRecord, 'user'>): boolean =>
  isAdmin(user) || (user != null && post.user === user._id);

/** Decision 051: done belongs to the post, so the author, an admin or someone tagged on it may set it. */
export const canMarkPostDone = (
  user: Actor | null | undefined,
  post: Pick<PostRecord, 'user'> & { users: readonly string[] },
): boolean => canModifyPost(user, post) || (user != null && post.users.includes(user._id));

/** Spec §6: memos are admin only; every other type is open to whoever may post in the feed. */
export const canCreatePostType = (user: Actor | null | undefined, type: PostType): boolean =>
  type === 'memo' ? isAdmin(user) : isContrib(user);

/** Decision 051: a private post is read by its author, the people tagged on it and admins. */
export const canReadPost = (
  user: Actor | null | undefined,
  post: { user: string | null; private: boolean; users: readonly string[] },
  feedReadable: boolean,
): boolean =>
  user != null &&
  feedReadable &&
  (!post.private || isAdmin(user) || post.user === user._id || post.users.includes(user._id));

export const isPostReadBy = (post: Pick<PostRecord, 'readBy'>, userId: string): boolean =>
  post.readBy.some((entry) => entry.user === userId);
export const isPostMarkedReadBy = (post: Pick<PostRecord, 'readBy'>, userId: string): boolean =>
  post.readBy.some((entry) => entry.user === userId && entry.markAsRead === true);
export const isPostOkBy = (post: Pick<PostRecord, 'okBy'>, userId: string): boolean => post.okBy.includes(userId);
export const isPostTodoBy = (post: Pick<PostRecord, 'todoBy'>, userId: string): boolean => post.todoBy.includes(userId);

/** Spec §4: expanding records a read that was not marked; marking is an explicit choice. */
export const readEntry = (userId: string, markAsRead: boolean): { user: string; markAsRead: boolean } => ({
  user: userId,
  markAsRead,
});

export type PostListAction = 'mark-read' | 'todo-remove' | 'mark-done' | 'other';

/** Spec §4: marking read in the unread feed, removing from the to-do feed, or marking done drops the post from the list. */
export const leavesPostList = (feed: string, action: PostListAction): boolean =>
  (action === 'mark-read' && feed === 'unread') ||
  (action === 'todo-remove' && feed === 'todo') ||
  action === 'mark-done';

export const postSorts = ['rating', 'modified', 'latest', 'oldest'] as const;
export type PostSort = (typeof postSorts)[number];
export const defaultPostSort: PostSort = 'latest';

export const defaultPostPageSize = 30;
export const maxPostPageSize = 100;
export const maxSearchLength = 200;

/** GET /api/posts: bounded pages, newest 100 at most; search looks in title and body. */
export const postListQuerySchema = z.object({
  feed: z.string().min(1).default('all'),
  sort: z.enum(postSorts, { error: invalid('validation.posts.sort') }).default(defaultPostSort),
  limit: z.coerce
    .number({ error: invalid('validation.number') })
    .int({ error: invalid('validation.wholeNumber') })
    .min(1, { error: invalid('validation.between', { minimum: 1, maximum: maxPostPageSize }) })
    .max(maxPostPageSize, { error: invalid('validation.between', { minimum: 1, maximum: maxPostPageSize }) })
    .default(defaultPostPageSize),
  search: z
    .string()
    .trim()
    .max(maxSearchLength, { error: invalid('validation.posts.searchTooLong') })
    .optional(),
  type: z.enum(postTypes, { error: invalid('validation.posts.type') }).optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postSearchQuerySchema = z.object({
  term: z
    .string({ error: invalid('validation.fieldRequired') })
    .trim()
    .max(maxSearchLength, { error: invalid('validation.posts.searchTooLong') }),
});

export const postFileSchema = z.object({ id: z.string(), name: z.string(), type: z.string(), isImage: z.boolean() });
export type PostFile = z.infer<typeof postFileSchema>;

export const postSectionSchema = z.object({ id: z.enum(postSectionIds), content: z.string(), html: z.string() });
export type PostSection = z.infer<typeof postSectionSchema>;

/** Spec §3 Post as one viewer sees it: ratings and todoBy carry the viewer's own entries only. */
export const postSchema = z.object({
  _id: z.string(),
  feed: z.string(),
  title: z.string(),
  body: z.string(),
  bodyHtml: z.string(),
  bodyPreview: z.string(),
  type: z.enum(postTypes),
  private: z.boolean(),
  files: z.array(postFileSchema),
  users: z.array(feedPersonSchema),
  user: z.string().nullable(),
  author: feedPersonSchema.nullable(),
  rating: z.number().int(),
  ratings: z.record(z.string(), z.number().int()),
  readBy: z.array(z.object({ user: z.string(), markAsRead: z.boolean() })),
  okBy: z.array(z.string()),
  todoBy: z.array(z.string()),
  done: z.boolean(),
  sections: z.array(postSectionSchema),
  created: z.string(),
  updated: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** The rating a viewer sees and sorts by: their own, else the priority the author gave. */
export const viewerRating = (post: Pick<Post, 'rating' | 'ratings'>, userId: string): number =>
  post.ratings[userId] ?? post.rating;

export const postListResponseSchema = z.object({ items: z.array(postSchema) });
export type PostListResponse = z.infer<typeof postListResponseSchema>;
export const postResponseSchema = z.object({ post: postSchema });
export const postWriteResponseSchema = z.object({ post: postSchema, message: z.string() });
export type PostWriteResponse = z.infer<typeof postWriteResponseSchema>;
export const postDeleteResponseSchema = z.object({ message: z.string() });
/** POST /api/posts/{id}/hide-memo: the memo the banner shows now (none until a newer memo is posted). */
export const memoHideResponseSchema = z.object({ message: z.string(), memo: memoSchema.nullable() });
export type MemoHideResponse = z.infer<typeof memoHideResponseSchema>;
export const postIdParamsSchema = recordIdParamsSchema('validation.posts.postId');

/** Spec §3 search result: a post result carries its feed, so choosing it opens the post route. */
export const postSearchResultSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(postTypes),
  feed: z.string(),
  updated: z.string(),
});
export const postSearchResponseSchema = z.object({ items: z.array(postSearchResultSchema) });
export type PostSearchResponse = z.infer<typeof postSearchResponseSchema>;

export const postPreviewLength = 240;

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** bodyPreview: the rendered body as plain text, cut at a word with an ellipsis; shown as text, never as html. */
export const postBodyPreview = (bodyHtml: string): string => {
  const text = bodyHtml
    // Blocks and line breaks part words; inline tags (strong, em, a) sit inside them.
    .replace(/<\/?(?:p|br|li|ul|ol|h[1-6]|blockquote|pre|hr|tr|td|th|table)\b[^>]*>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= postPreviewLength) return text;
  const cut = text.slice(0, postPreviewLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > postPreviewLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};
