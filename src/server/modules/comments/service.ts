import type { Db } from '#server/db/client.ts';
import type { CommentEventComment } from '#server/lib/events.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { sessionAlreadyRead, type ViewerCheck } from '#server/db/viewer-check.ts';
import { catalogueError } from '#server/lib/errors.ts';
import {
  canDeleteComment,
  canEditComment,
  canReadHiddenComment,
  canReplyToComment,
  canSeeComment,
  canToggleCommentHidden,
  canUseCommentTag,
  showsEditedMarker,
  visibleCommentCount,
  visibleCommentTags,
  type Comment,
  type CommentCountResponse,
  type CommentCountsResponse,
  type CommentCreateBody,
  type CommentFile,
  type CommentListQuery,
  type CommentListResponse,
  type CommentRecord,
  type CommentTag,
  type CommentUpdateBody,
} from '#shared/comments/comments.ts';
import { findOwnUploads } from '#server/modules/files/index.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { can } from '#shared/users/permissions.ts';
import { defaultAvatar, type SessionUser } from '#shared/users/schemas.ts';
import { commentItemTypes, findReadableCommentItems, resolveCommentItem, type ResolvedItem } from './items.ts';
import {
  countCommentsByItemAndTag,
  deleteComment,
  findCommentWithAuthor,
  findExistingUserIds,
  insertComment,
  listThreads,
  lockComment,
  setCommentHidden,
  updateCommentText,
  type CommentReader,
  type CommentRow,
  type CommentWithAuthor,
  type Executor,
} from './queries.ts';

type Viewer = SessionUser | null;

const toRecord = (row: Pick<CommentRow, 'userId' | 'tag' | 'isReply'>): CommentRecord => ({ user: row.userId, tag: row.tag, isReply: row.isReply });

/** What a viewer receives of a row: a hidden comment keeps its place in the thread but not its content. */
export const toComment = (row: CommentWithAuthor, viewer: Viewer): Comment => {
  const withheld = row.isHidden && !canReadHiddenComment(viewer, toRecord(row));
  return {
    _id: row.id,
    itemId: row.itemId,
    itemType: row.itemType,
    tag: row.tag,
    text: withheld ? '' : row.text,
    html: withheld ? '' : row.html,
    isReply: row.isReply,
    replyTo: row.replyTo,
    user: row.userId && row.authorName !== null ? { _id: row.userId, name: row.authorName, picture: row.authorPicture ?? defaultAvatar } : null,
    guestName: row.guestName,
    files: withheld ? [] : row.files,
    mentions: withheld ? [] : row.mentions,
    isHidden: row.isHidden,
    edited: showsEditedMarker(viewer, row),
    created: row.createdAt.toISOString(),
  };
};

/** Whose comments' text the viewer may read, by the same rules as the threads. */
export const commentTextReaderOf = (viewer: Viewer): CommentReader => ({
  viewerId: viewer?._id ?? null,
  tags: visibleCommentTags(viewer),
  readsHidden: canToggleCommentHidden(viewer),
});

const refuseUnlessReadable = (viewer: Viewer, item: Pick<ResolvedItem, 'type'>): void => {
  if (item.type.canRead(viewer)) return;
  throw viewer ? catalogueError('forbidden', 'api.commentsReadRefused') : catalogueError('unauthorized', 'api.notSignedIn');
};

export const listComments = async (
  context: ModuleContext,
  { viewer, query, check }: { viewer: Viewer; query: CommentListQuery; check: ViewerCheck },
): Promise<CommentListResponse> => {
  const { db } = context;
  const item = await resolveCommentItem(context, viewer, query.itemId, query.itemType, check);
  refuseUnlessReadable(viewer, item);
  if (!visibleCommentTags(viewer).includes(query.tag)) throw catalogueError('forbidden', 'api.commentTagRefused', { tag: query.tag });
  const viewerId = viewer?._id ?? null;
  const rows = await listThreads(db, { itemId: item.itemId, tag: query.tag, viewerId, limit: query.limit, before: query.before });
  const page = rows.slice(0, query.limit).filter((row) => canSeeComment(viewer, toRecord(row)));
  return {
    items: page.map((row) => ({
      ...toComment(row, viewer),
      replies: row.replies.filter((reply) => canSeeComment(viewer, toRecord(reply))).map((reply) => toComment(reply, viewer)),
    })),
    item: { itemType: item.itemType, itemId: item.itemId, title: item.title },
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
};

const toCountResponse = (viewer: Viewer, byTag: ReadonlyMap<CommentTag, number>): CommentCountResponse => {
  const tags: CommentCountResponse['tags'] = {};
  let internal = 0;
  for (const tag of visibleCommentTags(viewer)) {
    const count = byTag.get(tag);
    if (!count) continue;
    tags[tag] = count;
    if (tag !== 'none') internal += count;
  }
  const counts = { public: tags.none ?? 0, internal };
  return { count: visibleCommentCount(viewer, counts), counts, tags };
};

export const countComments = async (
  context: ModuleContext,
  { viewer, query, check }: { viewer: Viewer; query: { itemId: string; itemType?: string | undefined }; check: ViewerCheck },
): Promise<CommentCountResponse> => {
  const item = await resolveCommentItem(context, viewer, query.itemId, query.itemType, check);
  refuseUnlessReadable(viewer, item);
  const byItem = await countCommentsByItemAndTag(context.db, [item.itemId], viewer?._id ?? null);
  return toCountResponse(viewer, byItem.get(item.itemId) ?? new Map());
};

/** The badges of a whole page of items (a project's scene cards) in one request instead of one each. */
export const countCommentsOfItems = async (
  context: ModuleContext,
  { viewer, query, check }: { viewer: Viewer; query: { itemType: string; itemIds: string[] }; check: ViewerCheck },
): Promise<CommentCountsResponse> => {
  const readable = await findReadableCommentItems(context, viewer, query.itemType, query.itemIds, check);
  const byItem = await countCommentsByItemAndTag(context.db, readable, viewer?._id ?? null);
  return { counts: Object.fromEntries(readable.map((itemId) => [itemId, toCountResponse(viewer, byItem.get(itemId) ?? new Map())])) };
};

const eventComment = (row: CommentRow, authorName: string): CommentEventComment => ({
  commentId: row.id,
  itemType: row.itemType,
  itemId: row.itemId,
  tag: row.tag,
  authorId: row.userId,
  authorName,
  text: row.text,
  replyTo: row.replyTo,
});

const findParent = async (db: Db, viewer: Viewer, itemId: string, replyTo: string): Promise<CommentRow> => {
  const parent = await findCommentWithAuthor(db, replyTo);
  if (!parent || parent.itemId !== itemId || !canSeeComment(viewer, toRecord(parent))) throw catalogueError('not_found', 'api.commentNotFound');
  if (parent.isReply) throw catalogueError('bad_request', 'api.replyToReply');
  if (!canReplyToComment(viewer, parent)) throw catalogueError('unauthorized', 'api.signInToReply');
  return parent;
};

const checkMentions = async (db: Db, viewer: Viewer, mentions: string[]): Promise<string[]> => {
  const unique = [...new Set(mentions)];
  if (unique.length === 0) return unique;
  if (!can(viewer, 'mentionUsers')) throw catalogueError('forbidden', 'api.mentionRefused');
  const existing = await findExistingUserIds(db, unique);
  if (unique.some((id) => !existing.has(id))) throw catalogueError('bad_request', 'api.unknownMention');
  return unique;
};

/** Attachments must be uploads of the commenter: an upload id seen elsewhere cannot be re-published in another thread. */
const checkAttachments = async (db: Db, viewer: Viewer, refs: CommentCreateBody['files']): Promise<CommentFile[]> => {
  const ids = [...new Set(refs.map((ref) => ref.id))];
  if (ids.length === 0) return [];
  if (!viewer) throw catalogueError('unauthorized', 'api.notSignedIn');
  const uploads = await findOwnUploads(db, viewer._id, ids);
  return ids.map((id) => {
    const upload = uploads.get(id);
    if (!upload) throw catalogueError('bad_request', 'api.attachOwnFiles');
    return upload;
  });
};

export const createComment = async (context: ModuleContext, { viewer, body }: { viewer: Viewer; body: CommentCreateBody }) => {
  const { db, events, t } = context;
  const item = await resolveCommentItem(context, viewer, body.itemId, body.itemType, sessionAlreadyRead);
  if (!item.type.canComment(viewer)) {
    throw viewer ? catalogueError('forbidden', 'api.commentRefused') : catalogueError('unauthorized', 'api.notSignedIn');
  }
  const guestName = viewer ? null : (body.guestName ?? '');
  if (guestName === '') throw catalogueError('bad_request', 'api.guestNameRequired');
  const parent = body.replyTo ? await findParent(db, viewer, item.itemId, body.replyTo) : null;
  // A reply lives in its thread's tab whatever tab the form was on.
  const tag = parent?.tag ?? body.tag;
  if (!canUseCommentTag(viewer, tag)) throw catalogueError('forbidden', 'api.commentTagRefused', { tag });
  const mentions = await checkMentions(db, viewer, body.mentions);
  const attachments = await checkAttachments(db, viewer, body.files);

  const row = await db.transaction((tx) =>
    insertComment(tx, {
      itemType: item.itemType,
      itemId: item.itemId,
      tag,
      text: body.text,
      html: renderMarkdown(body.text),
      isReply: parent !== null,
      replyTo: parent?.id ?? null,
      userId: viewer?._id ?? null,
      guestName,
      mentions,
      files: attachments,
    }),
  );

  const comment = eventComment(row, viewer?.name ?? guestName ?? '');
  if (parent) void events.emit('comment.replied', { comment, parentId: parent.id, parentAuthorId: parent.userId });
  else void events.emit('comment.created', { comment });
  if (mentions.length > 0) void events.emit('comment.mentioned', { comment, mentionedUserIds: mentions });

  const stored = await findCommentWithAuthor(db, row.id);
  if (!stored) throw catalogueError('not_found', 'api.commentNotFound');
  return { comment: toComment(stored, viewer), message: t('api.commentPosted') };
};

/** Loads and locks a comment the viewer can see, or answers 404 as if it did not exist. */
const lockVisibleComment = async (tx: Executor, viewer: Viewer, id: string): Promise<CommentRow> => {
  const row = await lockComment(tx, id);
  const type = row ? commentItemTypes.get(row.itemType) : undefined;
  if (!row || !type?.canRead(viewer) || !canSeeComment(viewer, toRecord(row))) throw catalogueError('not_found', 'api.commentNotFound');
  return row;
};

const requireViewer = (viewer: Viewer): SessionUser => {
  if (!viewer) throw catalogueError('unauthorized', 'api.notSignedIn');
  return viewer;
};

const reload = async (db: Db, viewer: Viewer, id: string): Promise<Comment> => {
  const row = await findCommentWithAuthor(db, id);
  if (!row) throw catalogueError('not_found', 'api.commentNotFound');
  return toComment(row, viewer);
};

export const updateComment = async ({ db, t }: ModuleContext, { viewer, id, body }: { viewer: Viewer; id: string; body: CommentUpdateBody }) => {
  const user = requireViewer(viewer);
  await db.transaction(async (tx) => {
    const row = await lockVisibleComment(tx, user, id);
    if (!canEditComment(user, toRecord(row))) throw catalogueError('forbidden', 'api.commentEditRefused');
    await updateCommentText(tx, id, body.text, renderMarkdown(body.text));
  });
  return { comment: await reload(db, user, id), message: t('api.commentUpdated') };
};

export const removeComment = async ({ db, t }: ModuleContext, { viewer, id }: { viewer: Viewer; id: string }) => {
  const user = requireViewer(viewer);
  await db.transaction(async (tx) => {
    const row = await lockVisibleComment(tx, user, id);
    if (!canDeleteComment(user, toRecord(row))) throw catalogueError('forbidden', 'api.commentEditRefused');
    await deleteComment(tx, id);
  });
  return { message: t('api.commentDeleted') };
};

export const toggleCommentHidden = async ({ db, t }: ModuleContext, { viewer, id }: { viewer: Viewer; id: string }) => {
  const user = requireViewer(viewer);
  const hidden = await db.transaction(async (tx) => {
    const row = await lockVisibleComment(tx, user, id);
    if (!canToggleCommentHidden(user)) throw catalogueError('forbidden', 'api.commentToggleRefused');
    await setCommentHidden(tx, id, !row.isHidden);
    return !row.isHidden;
  });
  return { comment: await reload(db, user, id), message: t(hidden ? 'api.commentHidden' : 'api.commentOpened') };
};
