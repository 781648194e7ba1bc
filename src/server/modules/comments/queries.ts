import { and, desc, eq, getTableColumns, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatementsByShape, writtenLimit } from '#server/db/prepared.ts';
import { comments, users } from '#server/db/schema/index.ts';
import { maxRepliesPerThread, type CommentTag } from '#shared/comments/comments.ts';

export type CommentRow = typeof comments.$inferSelect;
export type NewCommentRow = typeof comments.$inferInsert;

export interface CommentWithAuthor extends CommentRow {
  authorName: string | null;
  authorPicture: string | null;
}

export interface ThreadWithReplies extends CommentWithAuthor {
  /** The thread's first replies, oldest first, at most `maxRepliesPerThread`. */
  replies: CommentWithAuthor[];
}

/** Writes take either the database or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const withAuthor = { ...getTableColumns(comments), authorName: users.name, authorPicture: users.picture };

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
export const readableCommentText = (reader: CommentReader): SQL => {
  const ownComment = reader.viewerId ? eq(comments.userId, reader.viewerId) : sql`false`;
  return and(
    inArray(comments.tag, [...reader.tags]),
    visibleTo(reader.viewerId),
    reader.readsHidden ? undefined : or(eq(comments.isHidden, false), ownComment),
  ) ?? sql`true`;
};

export const insertComment = async (db: Executor, values: NewCommentRow): Promise<CommentRow> => {
  const [row] = await db.insert(comments).values(values).returning();
  if (!row) throw new Error('insert into comments returned no row');
  return row;
};

export const findCommentWithAuthor = async (db: Executor, id: string): Promise<CommentWithAuthor | undefined> => {
  const [row] = await db.select(withAuthor).from(comments).leftJoin(users, eq(users.id, comments.userId)).where(eq(comments.id, id)).limit(1);
  return row;
};

/** Locks the row so an edit, a toggle and a delete of the same comment cannot interleave. */
export const lockComment = async (db: Executor, id: string): Promise<CommentRow | undefined> => {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1).for('update');
  return row;
};

export interface ThreadPageQuery {
  itemId: string;
  tag: CommentTag;
  viewerId: string | null;
  limit: number;
  before?: string;
}

/** A prepared statement's reader: its `viewerId` value when signed in. */
const preparedReader = (signedIn: boolean) => (signedIn ? sql.placeholder('viewerId') : null);

/** A reply as the thread's read carries it: the row under its JavaScript names, its times as JSON text. */
type ReplyJson = Omit<CommentWithAuthor, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/**
 * The first replies of the outer thread row, oldest first, built by PostgreSQL in the thread page's own
 * read (decision 079): a second statement cost the list a round trip. The inner table is aliased, so
 * `comments` names the outer row.
 */
const repliesOfThreadRow = sql<ReplyJson[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'itemType', r.item_type, 'itemId', r.item_id, 'tag', r.tag, 'text', r.text, 'html', r.html,
    'isReply', r.is_reply, 'replyTo', r.reply_to, 'userId', r.user_id, 'guestName', r.guest_name, 'mentions', r.mentions, 'files', r.files,
    'isHidden', r.is_hidden, 'edited', r.edited, 'createdAt', r.created_at, 'updatedAt', r.updated_at,
    'authorName', r.author_name, 'authorPicture', r.author_picture) order by r.created_at, r.id)
  from (select reply.*, author.name as author_name, author.picture as author_picture
    from ${comments} reply left join ${users} author on author.id = reply.user_id
    where reply.reply_to = "comments"."id" order by reply.created_at, reply.id limit ${sql.raw(String(maxRepliesPerThread))}) r), '[]'::json)`;

// The author's name and picture as subqueries (an index probe each), so that the page is a one-table
// select, which Drizzle maps with less work per row than a join (measured: 6-13 % more pages a second).
// A one-table select leaves columns unqualified, so these and the replies name the outer row themselves.
const authorNameOfRow = sql<string | null>`(select author.name from ${users} author where author.id = "comments"."user_id")`;
const authorPictureOfRow = sql<string | null>`(select author.picture from ${users} author where author.id = "comments"."user_id")`;

/**
 * One page of top-level comments with their first replies, newest first, plus one row more to tell
 * whether another page exists. Prepared per shape (signed in or not, first page or not), as the list
 * reads of decision 073.
 */
const threadPageStatements = preparedStatementsByShape('list_comment_threads', (db: Db, shape: { signedIn: boolean; cursor: boolean; limit: number }, statementName) =>
  db
    .select({ ...getTableColumns(comments), authorName: authorNameOfRow, authorPicture: authorPictureOfRow, replies: repliesOfThreadRow })
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

const fromReplyJson = (reply: ReplyJson): CommentWithAuthor => ({ ...reply, createdAt: new Date(reply.createdAt), updatedAt: new Date(reply.updatedAt) });

export const listThreads = async (db: Db, query: ThreadPageQuery): Promise<ThreadWithReplies[]> => {
  const rows = await threadPageStatements(db, { signedIn: query.viewerId !== null, cursor: query.before !== undefined, limit: query.limit + 1 }).execute({
    itemId: query.itemId,
    tag: query.tag,
    viewerId: query.viewerId,
    before: query.before,
  });
  return rows.map((row) => ({ ...row, replies: row.replies.map(fromReplyJson) }));
};

/** Counted from the (item_id, tag, created_at) index on every read: see docs/decisions/020-comment-counts.md. */
/** Comments per item and tag that the viewer may see, for many items in one query. */
const countStatements = preparedStatementsByShape('count_comments', (db: Db, shape: { signedIn: boolean }, statementName) =>
  db
    .select({ itemId: comments.itemId, tag: comments.tag, count: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(sql`${comments.itemId} = any(${sql.placeholder('itemIds')})`, visibleTo(preparedReader(shape.signedIn))))
    .groupBy(comments.itemId, comments.tag)
    .prepare(statementName),
);

export const countCommentsByItemAndTag = async (db: Db, itemIds: readonly string[], viewerId: string | null): Promise<Map<string, Map<CommentTag, number>>> => {
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

export const findExistingUserIds = async (db: Executor, ids: string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((row) => row.id));
};

