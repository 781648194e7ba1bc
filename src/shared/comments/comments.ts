import { z } from 'zod';
import { isAdmin, isContrib, isLoggedIn, isPm, isPower, type Actor } from '../users/levels.ts';

/** Spec §3 comment tags; none is the default tab and the only public one. */
export const commentTags = ['none', 'prod', 'editing', 'voice', 'recording', 'video-editing', 'notes', 'private', 'admins'] as const;
export type CommentTag = (typeof commentTags)[number];
export const defaultCommentTag: CommentTag = 'none';

/** Spec §9: the tags offered when writing a comment. */
export const selectableCommentTags: readonly CommentTag[] = ['none', 'prod', 'editing', 'voice'];

/**
 * Spec §6 tag tabs: contributors see all tabs, except that #admins is for admins and #private for
 * PMs; others see the default tab and tabs named after one of their roles.
 */
export const visibleCommentTags = (user: Actor | null | undefined): CommentTag[] =>
  commentTags.filter((tag) => {
    if (tag === 'none') return true;
    if (tag === 'admins') return isAdmin(user);
    if (tag === 'private') return isPm(user);
    if (isContrib(user)) return true;
    return user?.role.some((role) => role === tag) ?? false;
  });

export interface CommentRecord {
  user: string | null;
  tag: CommentTag;
  isReply: boolean;
}

/** Spec §6: a #private comment is visible to its author only. */
export const canSeeComment = (user: Actor | null | undefined, comment: CommentRecord): boolean => {
  if (!visibleCommentTags(user).includes(comment.tag)) return false;
  return comment.tag !== 'private' || (user != null && comment.user === user._id);
};

const isAuthor = (user: Actor | null | undefined, comment: Pick<CommentRecord, 'user'>): boolean =>
  user != null && comment.user !== null && comment.user === user._id;

/** Spec §6: admin or author. Anonymous comments have no author, so only admins edit them. */
export const canEditComment = (user: Actor | null | undefined, comment: Pick<CommentRecord, 'user'>): boolean =>
  isAdmin(user) || isAuthor(user, comment);

/** Deleting follows editing: a user expects to remove only what they could change. */
export const canDeleteComment = canEditComment;

/** Hiding collapses a comment for everyone, so it is moderation: power users, or the author. */
export const canToggleCommentHidden = (user: Actor | null | undefined, comment: Pick<CommentRecord, 'user'>): boolean =>
  isPower(user) || isAuthor(user, comment);

/** Spec §4: only top-level comments show replies and a reply box; replying needs a login (spec §6). */
export const canReplyToComment = (user: Actor | null | undefined, comment: Pick<CommentRecord, 'isReply'>): boolean =>
  isLoggedIn(user) && !comment.isReply;

/** Spec §3 audience keys of the stored counts. */
export const commentAudience = (tag: CommentTag): 'public' | 'internal' => (tag === 'none' ? 'public' : 'internal');

/** Spec §6: contributors see the sum of all counts, others the public count. */
export const visibleCommentCount = (user: Actor | null | undefined, counts: Partial<Record<'public' | 'internal', number>>): number =>
  isContrib(user) ? (counts.public ?? 0) + (counts.internal ?? 0) : (counts.public ?? 0);

/** Spec §6: only contributors see the 'edited' marker. */
export const showsEditedMarker = (user: Actor | null | undefined, comment: { edited: boolean }): boolean => comment.edited && isContrib(user);

export const commentRequiredMessage = 'Write a comment first';

/** POST /api/comments (anonymous users may post, spec §5). */
export const commentCreateBodySchema = z.object({
  text: z.string({ error: commentRequiredMessage }).trim().min(1, { error: commentRequiredMessage }),
  itemId: z.string().min(1),
  itemType: z.string().min(1),
  tag: z.enum(commentTags).default(defaultCommentTag),
  replyTo: z.string().optional(),
  files: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
  mentions: z.array(z.string()).default([]),
});
export type CommentCreateBody = z.infer<typeof commentCreateBodySchema>;

/** POST /api/comments/{id}. */
export const commentUpdateBodySchema = z.object({
  text: z.string({ error: commentRequiredMessage }).trim().min(1, { error: commentRequiredMessage }),
});
export type CommentUpdateBody = z.infer<typeof commentUpdateBodySchema>;
