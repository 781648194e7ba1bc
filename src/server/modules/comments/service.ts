import type { Db, Executor } from '#server/db/client.ts';
import { recordWebhookEvent } from '#server/db/webhook-outbox.ts';
import type { CommentEventComment } from '#server/lib/events.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { sessionAlreadyRead, type ViewerCheck } from '#server/db/viewer-check.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { answerOfParts, type WrittenJson } from '#server/lib/written-json.ts';
import {
  canDeleteComment,
  canEditComment,
  canReadHiddenComment,
  canReplyToComment,
  canResolveComment,
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
  type CommentWriteResponse,
} from '#shared/comments/comments.ts';
import { isMarkWithinVideo, type CommentMarkBody, type CommentResolveBody } from '#shared/comments/marks.ts';
import { findOwnUploads } from '#server/modules/files/index.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { can } from '#shared/users/permissions.ts';
import { webhookCommentOf } from '#shared/webhooks/webhooks.ts';
import type { SessionUser, Viewer } from '#shared/users/schemas.ts';
import { commentItemTypes, findReadableCommentItems, resolveCommentItem, type ResolvedItem } from './items.ts';
import {
  countCommentsByItemAndTag,
  deleteComment,
  findComment,
  findCommentView,
  findMentionedUsers,
  insertComment,
  insertCommentMark,
  listThreadViews,
  lockComment,
  setCommentHidden,
  setMarkResolved,
  updateCommentText,
  type CommentReader,
  type CommentRow,
} from './queries.ts';
import type { CommentViewReader } from './views/comment-view-json.ts';

const toRecord = (row: Pick<CommentRow, 'userId' | 'tag' | 'isReply'>): CommentRecord => ({
  user: row.userId,
  tag: row.tag,
  isReply: row.isReply,
});

/**
 * Whose comments' text the viewer may read, by the same rules as the threads: hidden ones by others
 * (`canReadHiddenComment` of a comment not theirs); their own the reads match by the viewer's id.
 */
export const commentTextReaderOf = (viewer: Viewer): CommentReader => ({
  viewerId: viewer?._id ?? null,
  tags: visibleCommentTags(viewer),
  readsHidden: canReadHiddenComment(viewer, { user: null }),
});

/** What the viewer sees of each comment, decided by the shared rules before the read (decision 083). */
const commentViewReaderOf = (viewer: Viewer): CommentViewReader & { viewerId: string | null } => ({
  viewerId: viewer?._id ?? null,
  readsHidden: canReadHiddenComment(viewer, { user: null }),
  seesEditedMarker: showsEditedMarker(viewer, { edited: true }),
});

const refuseUnlessReadable = (viewer: Viewer, item: Pick<ResolvedItem, 'type'>): void => {
  if (item.type.canRead(viewer)) return;
  throw viewer
    ? catalogueError('forbidden', 'api.commentsReadRefused')
    : catalogueError('unauthorized', 'api.notSignedIn');
};

export const listComments = async (
  context: ModuleContext,
  { viewer, query, check }: { viewer: Viewer; query: CommentListQuery; check: ViewerCheck },
): Promise<WrittenJson<CommentListResponse>> => {
  const { db } = context;
  const item = await resolveCommentItem(context, viewer, query.itemId, query.itemType, check);
  refuseUnlessReadable(viewer, item);
  if (!visibleCommentTags(viewer).includes(query.tag))
    throw catalogueError('forbidden', 'api.commentTagRefused', { tag: query.tag });
  // The tab was checked above; who may see which comment of it (a #private one is its author's) is the read's condition.
  const page = await listThreadViews(db, commentViewReaderOf(viewer), query);
  return answerOfParts<CommentListResponse>({
    items: page.threads,
    item: { itemType: item.itemType, itemId: item.itemId, title: item.title },
    nextBefore: page.nextBefore,
  });
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
  {
    viewer,
    query,
    check,
  }: { viewer: Viewer; query: { itemId: string; itemType?: string | undefined }; check: ViewerCheck },
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
  return {
    counts: Object.fromEntries(
      readable.map((itemId) => [itemId, toCountResponse(viewer, byItem.get(itemId) ?? new Map())]),
    ),
  };
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
  const parent = await findComment(db, replyTo);
  if (!parent || parent.itemId !== itemId || !canSeeComment(viewer, toRecord(parent)))
    throw catalogueError('not_found', 'api.commentNotFound');
  if (parent.isReply) throw catalogueError('bad_request', 'api.replyToReply');
  if (!canReplyToComment(viewer, parent)) throw catalogueError('unauthorized', 'api.signInToReply');
  return parent;
};

const checkMentions = async (db: Db, viewer: Viewer, mentions: string[]): Promise<string[]> => {
  const unique = [...new Set(mentions)];
  if (unique.length === 0) return unique;
  if (!can(viewer, 'mentionUsers')) throw catalogueError('forbidden', 'api.mentionRefused');
  const found = await findMentionedUsers(db, unique);
  for (const id of unique) {
    const user = found.get(id);
    if (!user) throw catalogueError('bad_request', 'api.unknownMention');
    // A disabled account hears of nothing until it is enabled again (decision 097), so it is not mentioned at all.
    if (user.disabled) throw catalogueError('bad_request', 'api.mentionDisabled', { name: user.name });
  }
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

/**
 * A mark pins a top-level comment to frames of a video item (decision 110): the item must take marks,
 * know its frames (the proxy is ready), and hold every frame the mark names.
 */
const checkMark = (item: ResolvedItem, parent: CommentRow | null, mark: CommentMarkBody | undefined) => {
  if (!mark) return null;
  if (parent) throw catalogueError('bad_request', 'api.marks.onReply');
  if (item.frameCount === undefined) throw catalogueError('bad_request', 'api.marks.notTaken');
  if (item.frameCount === null) throw catalogueError('conflict', 'api.marks.notReady');
  if (!isMarkWithinVideo(mark, item.frameCount))
    throw catalogueError('bad_request', 'api.marks.outsideVideo', { last: item.frameCount - 1 });
  return mark;
};

export const createComment = async (
  context: ModuleContext,
  { viewer, body }: { viewer: Viewer; body: CommentCreateBody },
) => {
  const { db, events, t } = context;
  const item = await resolveCommentItem(context, viewer, body.itemId, body.itemType, sessionAlreadyRead);
  if (!item.type.canComment(viewer)) {
    throw viewer
      ? catalogueError('forbidden', 'api.commentRefused')
      : catalogueError('unauthorized', 'api.notSignedIn');
  }
  const guestName = viewer ? null : (body.guestName ?? '');
  if (guestName === '') throw catalogueError('bad_request', 'api.guestNameRequired');
  const parent = body.replyTo ? await findParent(db, viewer, item.itemId, body.replyTo) : null;
  // A reply lives in its thread's tab whatever tab the form was on.
  const tag = parent?.tag ?? body.tag;
  if (!canUseCommentTag(viewer, tag)) throw catalogueError('forbidden', 'api.commentTagRefused', { tag });
  const mentions = await checkMentions(db, viewer, body.mentions);
  const attachments = await checkAttachments(db, viewer, body.files);
  const mark = checkMark(item, parent, body.mark);

  const authorName = viewer?.name ?? guestName ?? '';
  const row = await db.transaction(async (tx) => {
    const inserted = await insertComment(tx, {
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
    });
    const sent = webhookCommentOf(eventComment(inserted, authorName));
    if (sent) await recordWebhookEvent(tx, context.clock.now(), { event: 'comment.added', data: sent });
    if (mark) await insertCommentMark(tx, inserted.id, mark);
    return inserted;
  });

  const comment = eventComment(row, authorName);
  if (parent) void events.emit('comment.replied', { comment, parentId: parent.id, parentAuthorId: parent.userId });
  else void events.emit('comment.created', { comment });
  if (mentions.length > 0) void events.emit('comment.mentioned', { comment, mentionedUserIds: mentions });

  return answerOfParts<CommentWriteResponse>({
    comment: await reload(db, viewer, row.id),
    message: t('api.commentPosted'),
  });
};

/** Loads and locks a comment the viewer can see, or answers 404 as if it did not exist. */
const lockVisibleComment = async (tx: Executor, viewer: Viewer, id: string): Promise<CommentRow> => {
  const row = await lockComment(tx, id);
  const type = row ? commentItemTypes.get(row.itemType) : undefined;
  if (!row || !type?.canRead(viewer) || !canSeeComment(viewer, toRecord(row)))
    throw catalogueError('not_found', 'api.commentNotFound');
  return row;
};

const requireViewer = (viewer: Viewer): SessionUser => {
  if (!viewer) throw catalogueError('unauthorized', 'api.notSignedIn');
  return viewer;
};

const reload = async (db: Db, viewer: Viewer, id: string): Promise<WrittenJson<Comment>> => {
  const comment = await findCommentView(db, id, commentViewReaderOf(viewer));
  if (!comment) throw catalogueError('not_found', 'api.commentNotFound');
  return comment;
};

export const updateComment = async (
  { db, t }: ModuleContext,
  { viewer, id, body }: { viewer: Viewer; id: string; body: CommentUpdateBody },
) => {
  const user = requireViewer(viewer);
  await db.transaction(async (tx) => {
    const row = await lockVisibleComment(tx, user, id);
    if (!canEditComment(user, toRecord(row))) throw catalogueError('forbidden', 'api.commentEditRefused');
    await updateCommentText(tx, id, body.text, renderMarkdown(body.text));
  });
  return answerOfParts<CommentWriteResponse>({ comment: await reload(db, user, id), message: t('api.commentUpdated') });
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
  return answerOfParts<CommentWriteResponse>({
    comment: await reload(db, user, id),
    message: t(hidden ? 'api.commentHidden' : 'api.commentOpened'),
  });
};

/**
 * POST /api/comments/{id}/resolve: a review comment is marked done or open again (decision 110).
 * The item is found again as the viewer may reach it, so who may no longer watch the video cannot
 * change its comments.
 */
export const resolveComment = async (
  context: ModuleContext,
  { viewer, id, body }: { viewer: Viewer; id: string; body: CommentResolveBody },
) => {
  const { db, t, events } = context;
  const user = requireViewer(viewer);
  const row = await findComment(db, id);
  if (!row || !canSeeComment(user, toRecord(row))) throw catalogueError('not_found', 'api.commentNotFound');
  await resolveCommentItem(context, user, row.itemId, row.itemType, sessionAlreadyRead);
  await db.transaction(async (tx) => {
    const locked = await lockVisibleComment(tx, user, id);
    if (!canResolveComment(user, { isReply: locked.isReply, hasMark: true }))
      throw catalogueError('forbidden', 'api.marks.resolveRefused');
    if (!(await setMarkResolved(tx, id, body.resolved))) throw catalogueError('bad_request', 'api.marks.noMark');
  });
  void events.emit('comment.resolved', { comment: eventComment(row, user.name) });
  return answerOfParts<CommentWriteResponse>({
    comment: await reload(db, user, id),
    message: t(body.resolved ? 'api.marks.resolved' : 'api.marks.reopened'),
  });
};
