import { z } from 'zod';
import { invalid } from '../i18n/validation.ts';
import { recordIdParamsSchema } from '../app/schemas.ts';
import { maxCommentCountBatch } from './limits.ts';
import { commentMarkBodySchema, commentMarkSchema } from './marks.ts';
import { isAdmin, isPower, type Actor } from '../users/levels.ts';
import { can } from '../users/permissions.ts';

/** Spec §3 comment tags; none is the default tab and the only public one. */
export const commentTags = [
  'none',
  'prod',
  'editing',
  'voice',
  'recording',
  'video-editing',
  'notes',
  'private',
  'admins',
] as const;
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
    if (tag === 'admins') return can(user, 'viewAdminsCommentTab');
    if (tag === 'private') return can(user, 'viewPrivateCommentTab');
    if (can(user, 'seeAllCommentTags')) return true;
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

/** Hiding collapses a comment for everyone, so it is moderation: power users only (spec §6, issue 8). */
export const canToggleCommentHidden = (user: Actor | null | undefined): boolean => isPower(user);

/** Spec §4: only top-level comments show replies and a reply box; replying needs a login (spec §6). */
export const canReplyToComment = (user: Actor | null | undefined, comment: Pick<CommentRecord, 'isReply'>): boolean =>
  can(user, 'replyToComments') && !comment.isReply;

/** Spec §3 audience keys of the stored counts. */
export const commentAudience = (tag: CommentTag): 'public' | 'internal' => (tag === 'none' ? 'public' : 'internal');

/** Spec §6: contributors see the sum of all counts, others the public count. */
export const visibleCommentCount = (
  user: Actor | null | undefined,
  counts: Partial<Record<'public' | 'internal', number>>,
): number => (can(user, 'seeAllCommentCounts') ? (counts.public ?? 0) + (counts.internal ?? 0) : (counts.public ?? 0));

/** Spec §6: only contributors see the 'edited' marker. */
export const showsEditedMarker = (user: Actor | null | undefined, comment: { edited: boolean }): boolean =>
  comment.edited && can(user, 'seeCommentEditedMarker');

export const commentRequiredMessage = invalid('validation.comments.required');
export const maxCommentLength = 20_000;
export const commentTooLongMessage = invalid('validation.comments.tooLong');
export const maxCommentFiles = 10;
export const maxCommentMentions = 20;
export const maxGuestNameLength = 80;

/** A tag can be written under only by someone who can read it, so nobody posts into a tab they cannot see. */
export const canUseCommentTag = (user: Actor | null | undefined, tag: CommentTag): boolean =>
  visibleCommentTags(user).includes(tag);

/** A hidden comment stays in its thread; its text is still read by the moderators who may open it and by its author. */
export const canReadHiddenComment = (user: Actor | null | undefined, comment: Pick<CommentRecord, 'user'>): boolean =>
  canToggleCommentHidden(user) || isAuthor(user, comment);

/** Spec §3 files of a comment as the form sends them: references to uploads from the file pipeline. */
export const commentFileRefSchema = z.object({
  id: z.uuid({ error: invalid('validation.attachUploadedFile') }),
  name: z.string().trim().min(1).max(255),
});

/** As stored and sent back: the name the upload was given, and whether it has picture versions for thumbnails. */
export const commentFileSchema = z.object({ id: z.string(), name: z.string(), isImage: z.boolean() });
export type CommentFile = z.infer<typeof commentFileSchema>;

const commentTextSchema = z
  .string({ error: commentRequiredMessage })
  .trim()
  .min(1, { error: commentRequiredMessage })
  .max(maxCommentLength, { error: commentTooLongMessage });

/** The id of the item a thread is on, as every comment route takes it. */
const commentItemIdSchema = z
  .string()
  .trim()
  .min(1, { error: invalid('validation.comments.item') })
  .max(200);

/** POST /api/comments (anonymous users may post under a name they give, spec §5). */
export const commentCreateBodySchema = z.object({
  text: commentTextSchema,
  itemId: commentItemIdSchema,
  itemType: z
    .string()
    .trim()
    .min(1, { error: invalid('validation.comments.item') })
    .max(40),
  tag: z.enum(commentTags, { error: invalid('validation.comments.tag') }).default(defaultCommentTag),
  replyTo: z.uuid({ error: invalid('validation.comments.replyTo') }).optional(),
  files: z
    .array(commentFileRefSchema)
    .max(maxCommentFiles, { error: invalid('validation.attachAtMostFiles') })
    .default([]),
  mentions: z
    .array(z.uuid({ error: invalid('validation.comments.mention') }))
    .max(maxCommentMentions)
    .default([]),
  guestName: z.string().trim().max(maxGuestNameLength).optional(),
  /** The frame, range and drawing of a comment on a review video (decision 110). */
  mark: commentMarkBodySchema.optional(),
});
export type CommentCreateBody = z.infer<typeof commentCreateBodySchema>;

/** POST /api/comments/{id}. */
export const commentUpdateBodySchema = z.object({ text: commentTextSchema });
export type CommentUpdateBody = z.infer<typeof commentUpdateBodySchema>;

export const commentIdParamsSchema = recordIdParamsSchema('validation.comments.unknownId');

export const defaultCommentPageSize = 20;
/** Threads are short in practice; the cap keeps one runaway thread from making a page unbounded. */
export const maxRepliesPerThread = 200;

/** GET /api/comments: one page of threads, newest first; before is the id of the oldest thread already shown. */
export const commentListQuerySchema = z.object({
  itemId: commentItemIdSchema,
  itemType: z.string().trim().max(40).optional(),
  tag: z.enum(commentTags, { error: invalid('validation.comments.tag') }).default(defaultCommentTag),
  limit: z.coerce.number().int().min(1).max(100).catch(defaultCommentPageSize),
  before: z.uuid().optional(),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

/** GET /api/comments/count. */
export const commentCountQuerySchema = z.object({
  itemId: commentItemIdSchema,
  itemType: z.string().trim().max(40).optional(),
});

export const commentCountsQuerySchema = z.object({
  itemType: z
    .string()
    .trim()
    .min(1, { error: invalid('validation.comments.countType') })
    .max(40),
  itemIds: z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(200))
        .min(1, { error: invalid('validation.comments.countNone') })
        .max(maxCommentCountBatch, { error: invalid('validation.comments.countTooMany') }),
    ),
});

export const commentAuthorSchema = z.object({ _id: z.string(), name: z.string(), picture: z.string() });

export const commentSchema = z.object({
  _id: z.string(),
  itemId: z.string(),
  itemType: z.string(),
  tag: z.enum(commentTags),
  text: z.string(),
  html: z.string(),
  isReply: z.boolean(),
  replyTo: z.string().nullable(),
  user: commentAuthorSchema.nullable(),
  guestName: z.string().nullable(),
  files: z.array(commentFileSchema),
  mentions: z.array(z.string()),
  isHidden: z.boolean(),
  edited: z.boolean(),
  created: z.string(),
  /** Null on every comment not written on a video frame. */
  mark: commentMarkSchema.nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentItemSchema = z.object({ itemType: z.string(), itemId: z.string(), title: z.string() });
export type CommentItem = z.infer<typeof commentItemSchema>;

export const commentListResponseSchema = z.object({
  items: z.array(commentThreadSchema),
  item: commentItemSchema,
  nextBefore: z.string().nullable(),
});
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;

export const commentCountResponseSchema = z.object({
  count: z.number().int(),
  counts: z.object({ public: z.number().int(), internal: z.number().int() }),
  tags: z.partialRecord(z.enum(commentTags), z.number().int()),
});
export type CommentCountResponse = z.infer<typeof commentCountResponseSchema>;

/** Counts per item id; an item that does not exist or that the viewer may not read is left out. */
export const commentCountsResponseSchema = z.object({ counts: z.record(z.string(), commentCountResponseSchema) });
export type CommentCountsResponse = z.infer<typeof commentCountsResponseSchema>;

export const commentWriteResponseSchema = z.object({ comment: commentSchema, message: z.string() });
export type CommentWriteResponse = z.infer<typeof commentWriteResponseSchema>;
export const commentDeleteResponseSchema = z.object({ message: z.string() });

/** The record the shared rules read, from a comment as the API sends it. */
export const toCommentRecord = (comment: Pick<Comment, 'user' | 'tag' | 'isReply'>): CommentRecord => ({
  user: comment.user?._id ?? null,
  tag: comment.tag,
  isReply: comment.isReply,
});

/**
 * Resolving marks a review comment done for everyone (decision 110): whoever may reply may do it,
 * on a top-level comment that carries a mark.
 */
export const canResolveComment = (
  user: Actor | null | undefined,
  comment: Pick<CommentRecord, 'isReply'> & { hasMark: boolean },
): boolean => comment.hasMark && canReplyToComment(user, comment);
