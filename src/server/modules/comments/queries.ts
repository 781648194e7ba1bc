import { and, desc, eq, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { preparedStatementsByShape, writtenLimit } from '#server/db/prepared.ts';
import { commentMarks, comments, users } from '#server/db/schema/index.ts';
import { writtenList, WrittenJson } from '#server/lib/written-json.ts';
import { type Comment, type CommentTag, type CommentThread } from '#shared/comments/comments.ts';
import type { CommentMarkBody } from '#shared/comments/marks.ts';
import {
  commentsTable,
  commentViewJson,
  readsTextOf,
  threadViewJson,
  type CommentViewReader,
} from './views/comment-view-json.ts';

export type CommentRow = typeof comments.$inferSelect;
export type NewCommentRow = typeof comments.$inferInsert;

/** A #private comment exists only for its author; every read goes through this condition (the id may be a prepared statement's value). */
const visibleTo = (viewerId: string | Placeholder | null): SQL | undefined =>
  viewerId ? or(ne(comments.tag, 'private'), eq(comments.userId, viewerId)) : ne(comments.tag, 'private');

/** A reader in the terms of the shared rules: the tabs they see, and whether hidden comments' text reaches them. */
export interface CommentReader {
  /** A prepared statement's placeholder where the statement serves every reader of the same shape. */
  viewerId: string | Placeholder | null;
  tags: readonly CommentTag[];
  /** Moderators read hidden text; an author always reads their own. */
  readsHidden: boolean;
}

/** The comments whose text the reader may see, for queries that read text across items (the top bar's search). */
export const readableCommentText = (reader: CommentReader): SQL =>
  and(
    inArray(comments.tag, [...reader.tags]),
    visibleTo(reader.viewerId),
    reader.readsHidden ? undefined : readsTextOf(commentsTable, reader),
  ) ?? sql`true`;

export const insertComment = async (db: Executor, values: NewCommentRow): Promise<CommentRow> => {
  const [row] = await db.insert(comments).values(values).returning();
  if (!row) throw new Error('insert into comments returned no row');
  return row;
};

export const findComment = async (db: Executor, id: string): Promise<CommentRow | undefined> => {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
};

/** One comment as the reader sees it. */
export const findCommentView = async (
  db: Executor,
  id: string,
  reader: CommentViewReader,
): Promise<WrittenJson<Comment> | undefined> => {
  const [row] = await db
    .select({ comment: sql<string>`${commentViewJson(reader)}` })
    .from(comments)
    .where(eq(comments.id, id));
  return row && new WrittenJson(row.comment);
};

/** Locks the row so an edit, a toggle and a delete of the same comment cannot interleave. */
export const lockComment = async (db: Executor, id: string): Promise<CommentRow | undefined> => {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1).for('update');
  return row;
};

export interface ThreadPageQuery {
  itemId: string;
  tag: CommentTag;
  limit: number;
  before?: string | undefined;
}

/** A prepared statement's reader: its `viewerId` value when signed in. */
const preparedReader = (signedIn: boolean) => (signedIn ? sql.placeholder('viewerId') : null);

/**
 * One page of top-level comments with their first replies, newest first, plus one row more to tell
 * whether another page exists. Prepared per shape (the reader's decisions, first page or not), as the
 * list reads of decision 073.
 */
const threadPageStatements = preparedStatementsByShape(
  'list_comment_threads',
  (
    db: Db,
    shape: { signedIn: boolean; readsHidden: boolean; seesEditedMarker: boolean; cursor: boolean; limit: number },
    statementName,
  ) =>
    db
      .select({
        id: comments.id,
        thread: threadViewJson({
          viewerId: preparedReader(shape.signedIn),
          readsHidden: shape.readsHidden,
          seesEditedMarker: shape.seesEditedMarker,
        }),
      })
      .from(comments)
      .where(
        and(
          eq(comments.itemId, sql.placeholder('itemId')),
          eq(comments.tag, sql.placeholder('tag')),
          eq(comments.isReply, false),
          visibleTo(preparedReader(shape.signedIn)),
          shape.cursor
            ? sql`(${comments.createdAt}, ${comments.id}) < (SELECT c.created_at, c.id FROM comments c WHERE c.id = ${sql.placeholder('before')})`
            : undefined,
        ),
      )
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(writtenLimit(shape.limit))
      .prepare(statementName),
);

/** A page of threads as the reader sees them, and the cursor of the next page if there is one. */
export const listThreadViews = async (
  db: Db,
  reader: CommentViewReader & { viewerId: string | null },
  query: ThreadPageQuery,
): Promise<{ threads: WrittenJson<CommentThread[]>; nextBefore: string | null }> => {
  const rows = await threadPageStatements(db, {
    signedIn: reader.viewerId !== null,
    readsHidden: reader.readsHidden,
    seesEditedMarker: reader.seesEditedMarker,
    cursor: query.before !== undefined,
    limit: query.limit + 1,
  }).execute({ itemId: query.itemId, tag: query.tag, viewerId: reader.viewerId, before: query.before });
  const page = rows.slice(0, query.limit);
  return {
    threads: writtenList<CommentThread>(page.map((row) => row.thread)),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
};

/** Counted from the (item_id, tag, created_at) index on every read: see docs/decisions/020-comment-counts.md. */
/** Comments per item and tag that the viewer may see, for many items in one query. */
const countStatements = preparedStatementsByShape(
  'count_comments',
  (db: Db, shape: { signedIn: boolean }, statementName) =>
    db
      .select({ itemId: comments.itemId, tag: comments.tag, count: sql<number>`count(*)::int` })
      .from(comments)
      .where(
        and(sql`${comments.itemId} = any(${sql.placeholder('itemIds')})`, visibleTo(preparedReader(shape.signedIn))),
      )
      .groupBy(comments.itemId, comments.tag)
      .prepare(statementName),
);

export const countCommentsByItemAndTag = async (
  db: Db,
  itemIds: readonly string[],
  viewerId: string | null,
): Promise<Map<string, Map<CommentTag, number>>> => {
  const byItem = new Map<string, Map<CommentTag, number>>(itemIds.map((id) => [id, new Map()]));
  if (itemIds.length === 0) return byItem;
  const rows = await countStatements(db, { signedIn: viewerId !== null }).execute({ itemIds, viewerId });
  for (const row of rows) byItem.get(row.itemId)?.set(row.tag, row.count);
  return byItem;
};

export const updateCommentText = async (db: Executor, id: string, text: string, html: string): Promise<void> => {
  await db.update(comments).set({ text, html, edited: true, updatedAt: new Date() }).where(eq(comments.id, id));
};

export const setCommentHidden = async (db: Executor, id: string, isHidden: boolean): Promise<void> => {
  await db.update(comments).set({ isHidden, updatedAt: new Date() }).where(eq(comments.id, id));
};

/** Replies go with their thread through the reply_to foreign key (ON DELETE CASCADE). */
export const deleteComment = async (db: Executor, id: string): Promise<void> => {
  await db.delete(comments).where(eq(comments.id, id));
};

/** The named accounts that exist, by id, each with its name and whether it is disabled. */
export const findMentionedUsers = async (
  db: Executor,
  ids: string[],
): Promise<Map<string, { name: string; disabled: boolean }>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, disabledAt: users.disabledAt })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, { name: row.name, disabled: row.disabledAt !== null }]));
};

/** A review comment's frame, range and drawing, written with the comment in its transaction (decision 110). */
export const insertCommentMark = async (db: Executor, commentId: string, mark: CommentMarkBody): Promise<void> => {
  await db.insert(commentMarks).values({
    commentId,
    frame: mark.frame,
    inFrame: mark.inFrame ?? null,
    outFrame: mark.outFrame ?? null,
    shapes: mark.shapes,
  });
};

/** Answers whether the comment has a mark to resolve. */
export const setMarkResolved = async (db: Executor, commentId: string, resolved: boolean): Promise<boolean> => {
  const updated = await db
    .update(commentMarks)
    .set({ resolved })
    .where(eq(commentMarks.commentId, commentId))
    .returning({ commentId: commentMarks.commentId });
  return updated.length > 0;
};
