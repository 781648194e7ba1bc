import { z } from 'zod';
import { isAdmin, type Actor } from '../users/levels.ts';

/** Spec §9: rating scale 1 to 5, default 3; spec §4: above 3 is highlighted. */
export const minRating = 1;
export const maxRating = 5;
export const defaultRating = 3;
export const isHighlightedRating = (rating: number): boolean => rating > defaultRating;

const ratingMessage = 'Choose a rating from 1 to 5';
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

export const postTitleRequiredMessage = 'Title is required';

/** POST /api/posts and /api/posts/{id} (spec §5: a non-blank title). */
export const postBodySchema = z.object({
  feed: z.string().min(1, { error: 'Choose a feed' }),
  title: z.string({ error: postTitleRequiredMessage }).trim().min(1, { error: postTitleRequiredMessage }),
  body: z.string().default(''),
  type: z.enum(postTypes).default('post'),
  private: z.boolean().default(false),
  users: z.array(z.string()).default([]),
  files: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })).default([]),
  rating: ratingSchema,
});
export type PostBody = z.infer<typeof postBodySchema>;

/** POST /api/posts/{id}/section. */
export const postSectionBodySchema = z.object({ id: z.enum(postSectionIds), content: z.string() });

/** POST /api/posts/{id}/track-users. */
export const postTrackBodySchema = z.object({
  readBy: z.boolean().optional(),
  markAsRead: z.boolean().optional(),
  okBy: z.boolean().optional(),
});

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

export const isPostReadBy = (post: Pick<PostRecord, 'readBy'>, userId: string): boolean => post.readBy.some((entry) => entry.user === userId);
export const isPostOkBy = (post: Pick<PostRecord, 'okBy'>, userId: string): boolean => post.okBy.includes(userId);
export const isPostTodoBy = (post: Pick<PostRecord, 'todoBy'>, userId: string): boolean => post.todoBy.includes(userId);

/** Spec §4: expanding records a read that was not marked; marking is an explicit choice. */
export const readEntry = (userId: string, markAsRead: boolean): { user: string; markAsRead: boolean } => ({ user: userId, markAsRead });

export type PostListAction = 'mark-read' | 'todo-remove' | 'mark-done' | 'other';

/** Spec §4: marking read in the unread feed, removing from the to-do feed, or marking done drops the post from the list. */
export const leavesPostList = (feed: string, action: PostListAction): boolean =>
  (action === 'mark-read' && feed === 'unread') || (action === 'todo-remove' && feed === 'todo') || action === 'mark-done';

export const postSorts = ['rating', 'modified', 'latest', 'oldest'] as const;
export type PostSort = (typeof postSorts)[number];
