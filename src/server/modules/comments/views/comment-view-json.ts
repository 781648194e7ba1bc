import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { isoTimeOf } from '#server/db/iso-time.ts';
import { commentMarks, comments, users } from '#server/db/schema/index.ts';
import { maxRepliesPerThread } from '#shared/comments/comments.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';

/** The comments table as a statement names its row when it does not alias it. */
export const commentsTable = sql`${comments}`;

/**
 * Whether the reader reads the text, files and mentions of the comment `row` names: a hidden one only
 * if they read hidden comments or wrote it (`canReadHiddenComment`, the author's part by id).
 */
export const readsTextOf = (row: SQL, reader: { viewerId: string | Placeholder | null; readsHidden: boolean }): SQL => {
  if (reader.readsHidden) return sql`true`;
  return reader.viewerId
    ? sql`(not ${row}.is_hidden or ${row}.user_id = ${reader.viewerId})`
    : sql`not ${row}.is_hidden`;
};

/** What the shared rules decided for a reader of comments, before the read (decision 083). */
export interface CommentViewReader {
  /** A prepared statement's placeholder where the statement serves every reader of the same shape. */
  viewerId: string | Placeholder | null;
  /** Moderators read hidden text; an author always reads their own. */
  readsHidden: boolean;
  /** Whether they see that a comment was edited (`showsEditedMarker`). */
  seesEditedMarker: boolean;
}

/**
 * A comment as the reader sees it (`Comment`), written by PostgreSQL: the one definition of that view,
 * as the pairs of a JSON object, for the comment `row` names. A hidden comment keeps its place in the
 * thread but not its content.
 */
const commentViewPairs = (row: SQL, reader: CommentViewReader): SQL => {
  const readsText = readsTextOf(row, reader);
  return sql`'_id', ${row}.id, 'itemId', ${row}.item_id, 'itemType', ${row}.item_type, 'tag', ${row}.tag,
  'text', case when ${readsText} then ${row}.text else '' end, 'html', case when ${readsText} then ${row}.html else '' end,
  'isReply', ${row}.is_reply, 'replyTo', ${row}.reply_to,
  'user', (select json_build_object('_id', author.id, 'name', author.name, 'picture', coalesce(author.picture, ${defaultAvatar}))
    from ${users} author where author.id = ${row}.user_id),
  'guestName', ${row}.guest_name, 'files', case when ${readsText} then ${row}.files else '[]'::jsonb end,
  'mentions', case when ${readsText} then to_json(${row}.mentions) else '[]'::json end, 'isHidden', ${row}.is_hidden,
  'edited', ${reader.seesEditedMarker ? sql`${row}.edited` : sql`false`}, 'created', ${isoTimeOf(sql`${row}.created_at`)},
  'mark', (select json_build_object('frame', mark.frame, 'inFrame', mark.in_frame, 'outFrame', mark.out_frame,
      'shapes', case when ${readsText} then mark.shapes else '[]'::jsonb end, 'resolved', mark.resolved)
    from ${commentMarks} mark where mark.comment_id = ${row}.id)`;
};

/** One comment as the reader sees it (`Comment`). */
export const commentViewJson = (reader: CommentViewReader) =>
  sql<string>`json_build_object(${commentViewPairs(commentsTable, reader)})::text`;

/**
 * A top-level comment with its first replies, oldest first, at most `maxRepliesPerThread`
 * (`CommentThread`), in the thread page's own read (decision 079). A reply lives in its thread's tab
 * (`createComment`), so whoever sees the thread sees its replies. The inner table is aliased, so
 * `comments` names the outer row.
 */
export const threadViewJson = (
  reader: CommentViewReader,
) => sql<string>`json_build_object(${commentViewPairs(commentsTable, reader)}, 'replies', coalesce((
  select json_agg(json_build_object(${commentViewPairs(sql`r`, reader)}) order by r.created_at, r.id)
  from (select * from ${comments} reply where reply.reply_to = ${commentsTable}.id order by reply.created_at, reply.id
    limit ${sql.raw(String(maxRepliesPerThread))}) r), '[]'::json))::text`;
