import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { memoHides, postOks, postRatings, postReads, posts, postSections, postTodos } from '#server/db/schema/index.ts';
import { containsPattern } from '#server/db/like.ts';
import { preparedStatement, preparedStatementsByShape, writtenLimit } from '#server/db/prepared.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import { storedFeedKeysOfMember, storedFeedKeysReadBy, type PostSources } from '#server/modules/feeds/index.ts';
import { writtenList, WrittenJson } from '#server/lib/written-json.ts';
import { type Post, type PostSectionId, type PostSort, type PostType } from '#shared/posts/posts.ts';
import { postViewJson } from './views/post-view-json.ts';

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;
/** Who is asking, and which feeds' posts they may read. */
export interface ReaderScope {
  viewerId: string;
  isAdmin: boolean;
  feeds: readonly string[];
}

export type PostFilter = 'all' | 'unread' | 'todo';

/** Decision 051: private posts reach their author, the people tagged on them and admins. */
const privateReaches = (reader: { viewerId: SQLWrapper | string; isAdmin: boolean }): SQL | undefined =>
  reader.isAdmin
    ? undefined
    : or(
        eq(posts.isPrivate, false),
        eq(posts.userId, reader.viewerId),
        sql`${reader.viewerId}::uuid = ANY(${posts.taggedUsers})`,
      );

const readableBy = (scope: ReaderScope): SQL | undefined => {
  if (scope.feeds.length === 0) return sql`false`;
  return and(inArray(posts.feed, [...scope.feeds]), privateReaches(scope));
};

const markedReadBy = (viewerId: SQLWrapper): SQL =>
  sql`EXISTS (SELECT 1 FROM ${postReads} WHERE ${postReads.postId} = ${posts.id} AND ${postReads.userId} = ${viewerId} AND ${postReads.markAsRead})`;
/**
 * The reader's to-do posts as one array of ids, read once, which the posts' key then finds: asked post by post, the
 * statement read all 50,000 posts of the scale studio to keep an admin's 6,250 (decision 136).
 */
const todoOf = (viewerId: SQLWrapper): SQL =>
  sql`${posts.id} = ANY(ARRAY(SELECT ${postTodos.postId} FROM ${postTodos} WHERE ${postTodos.userId} = ${viewerId}))`;
const readBy = (viewerId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${postReads} WHERE ${postReads.postId} = ${posts.id} AND ${postReads.userId} = ${viewerId})`;

const ratingSeenBy = (viewerId: SQLWrapper): SQL<number> =>
  sql<number>`COALESCE((SELECT ${postRatings.rating} FROM ${postRatings} WHERE ${postRatings.postId} = ${posts.id} AND ${postRatings.userId} = ${viewerId}), ${posts.rating})`;

const orderFor = (sort: PostSort, viewerId: SQLWrapper): SQL[] => {
  switch (sort) {
    case 'rating':
      return [desc(ratingSeenBy(viewerId)), desc(posts.createdAt), desc(posts.id)];
    case 'modified':
      return [desc(posts.updatedAt), desc(posts.id)];
    case 'oldest':
      return [asc(posts.createdAt), asc(posts.id)];
    case 'latest':
      return [desc(posts.createdAt), desc(posts.id)];
  }
};

const viewerIdValue = sql.placeholder('viewerId');

export interface PostPageQuery {
  filter: PostFilter;
  sort: PostSort;
  limit: number;
  search?: string | undefined;
  type?: PostType | undefined;
}

/** Who reads a page, which feeds it comes from, and the session to check inside the read (decision 073). */
export interface PostPageReader {
  viewerId: string;
  isAdmin: boolean;
  sources: PostSources;
  check: ViewerCheck;
}

interface PostPageShape {
  filter: PostFilter;
  sort: PostSort;
  type: boolean;
  search: boolean;
  isAdmin: boolean;
  /** One feed (and whether it is a stored one, read only if the reader may), or which stored feeds join the level and role feeds listed. */
  sources: { feed: true; stored: boolean } | { feed: false; stored: 'readable' | 'member' | 'none' };
  limit: number;
}

const feedValue = sql.placeholder('feed');
const keysValue = sql.placeholder('keys');
const patternValue = sql.placeholder('pattern');

/**
 * The feeds a page's posts come from. One feed is an equality, so its index gives the order; a stored
 * feed's readability is an uncorrelated condition, decided once. Several are one array: the level and
 * role feeds named, and the stored feeds the statement reads itself.
 */
const fromSources = (shape: PostPageShape): SQL | undefined => {
  const reader = { viewerId: viewerIdValue, isAdmin: shape.isAdmin };
  if (shape.sources.feed)
    return and(
      eq(posts.feed, feedValue),
      shape.sources.stored ? sql`${feedValue} = any(array(${storedFeedKeysReadBy(reader)}))` : undefined,
    );
  switch (shape.sources.stored) {
    case 'readable':
      return sql`${posts.feed} = any(${keysValue}::text[] || array(${storedFeedKeysReadBy(reader)}))`;
    case 'member':
      return sql`${posts.feed} = any(${keysValue}::text[] || array(${storedFeedKeysOfMember(viewerIdValue)}))`;
    case 'none':
      return sql`${posts.feed} = any(${keysValue}::text[])`;
  }
};

/**
 * The ids of a page sorted by the rating its reader sees (decision 140). The rating a reader sees is their own or the
 * post's, so the statement no longer works it out for every post the page could hold (the 12,500 to-dos of an admin's
 * board): the best posts the reader has not rated come from the rating index, in order, until the page is full, and of
 * the reader's own ratings only those that reach the last of them can be in the page.
 */
const topRatedIds = (conditions: SQL, limit: number): SQL => {
  const pageSize = writtenLimit(limit);
  return sql`${posts.id} IN (
  WITH unrated AS (
    SELECT ${posts.id} AS id, ${posts.rating} AS seen, ${posts.createdAt} AS created_at FROM ${posts}
    WHERE ${conditions} AND NOT EXISTS (
      SELECT 1 FROM ${postRatings} WHERE ${postRatings.postId} = ${posts.id} AND ${postRatings.userId} = ${viewerIdValue}
    )
    ORDER BY ${posts.rating} DESC, ${posts.createdAt} DESC, ${posts.id} DESC LIMIT ${pageSize}
  )
  SELECT id FROM (
    SELECT id, seen, created_at FROM unrated
    UNION ALL
    SELECT ${posts.id}, ${postRatings.rating}, ${posts.createdAt}
    FROM ${postRatings} JOIN ${posts} ON ${posts.id} = ${postRatings.postId}
    WHERE ${postRatings.userId} = ${viewerIdValue} AND ${conditions}
      AND ${postRatings.rating} >= COALESCE((SELECT min(seen) FROM unrated HAVING count(*) >= ${pageSize}), 1)
  ) AS candidates
  ORDER BY seen DESC, created_at DESC, id DESC LIMIT ${pageSize}
)`;
};

/**
 * A to-do list is read post by post from the reader's own to-dos (decision 136): the rating index would walk the
 * studio's posts to find the few of them.
 */
const byRatingIds = (shape: PostPageShape): boolean => shape.sort === 'rating' && shape.filter !== 'todo';

/** One bounded page, prepared per shape of query (decision 073); done posts have left every list (spec §4) and are reached by their link. */
const postPageStatements = preparedStatementsByShape('list_posts', (db: Db, shape: PostPageShape, statementName) => {
  const conditions =
    and(
      fromSources(shape),
      privateReaches({ viewerId: viewerIdValue, isAdmin: shape.isAdmin }),
      eq(posts.done, false),
      shape.filter === 'unread' ? sql`NOT ${markedReadBy(viewerIdValue)}` : undefined,
      shape.filter === 'todo' ? todoOf(viewerIdValue) : undefined,
      shape.type ? eq(posts.type, sql.placeholder('type')) : undefined,
      shape.search ? or(ilike(posts.title, patternValue), ilike(posts.body, patternValue)) : undefined,
    ) ?? sql`true`;
  return (
    db
      .select({ post: postViewJson(viewerIdValue) })
      .from(posts)
      // The ids read by rating have met the conditions already: met again, they would be the plan's way in.
      .where(and(viewerCheckPlaceholder, byRatingIds(shape) ? topRatedIds(conditions, shape.limit) : conditions))
      .orderBy(...orderFor(shape.sort, viewerIdValue))
      .limit(writtenLimit(shape.limit))
      .prepare(statementName)
  );
});

/** A page of posts as the reader sees them, and how many it holds. */
export const listPostViews = async (
  db: Db,
  reader: PostPageReader,
  query: PostPageQuery,
): Promise<{ posts: WrittenJson<Post[]>; count: number }> => {
  const { sources } = reader;
  const rows = await postPageStatements(db, {
    filter: query.filter,
    sort: query.sort,
    type: query.type !== undefined,
    search: query.search !== undefined,
    isAdmin: reader.isAdmin,
    sources: 'feed' in sources ? { feed: true, stored: sources.stored } : { feed: false, stored: sources.stored },
    limit: query.limit,
  }).execute({
    viewerId: reader.viewerId,
    feed: 'feed' in sources ? sources.feed : undefined,
    keys: 'keys' in sources ? sources.keys : undefined,
    type: query.type,
    pattern: query.search === undefined ? undefined : containsPattern(query.search),
    ...viewerCheckValues(reader.check),
  });
  return { posts: writtenList<Post>(rows.map((row) => row.post)), count: rows.length };
};

const postViewStatement = preparedStatement((db) =>
  db
    .select({
      feed: posts.feed,
      userId: posts.userId,
      isPrivate: posts.isPrivate,
      taggedUsers: posts.taggedUsers,
      post: postViewJson(viewerIdValue),
    })
    .from(posts)
    .where(eq(posts.id, sql.placeholder('postId')))
    .prepare('find_post_view'),
);

/** What decides whether a reader may read a post (`canReadPost`). */
export type PostReach = Pick<PostRow, 'feed' | 'userId' | 'isPrivate' | 'taggedUsers'>;

/** One post as `viewerId` sees it, with what decides whether they may: that is the caller's rule. */
export const findPostView = async (
  db: Db,
  postId: string,
  viewerId: string,
): Promise<{ reach: PostReach; post: WrittenJson<Post> } | undefined> => {
  const [found] = await postViewStatement(db).execute({ postId, viewerId });
  if (!found) return undefined;
  const { post, ...reach } = found;
  return { reach, post: new WrittenJson(post) };
};

export const searchPostRows = async (db: Db, scope: ReaderScope, term: string, limit: number): Promise<PostRow[]> => {
  const pattern = containsPattern(term);
  return db
    .select()
    .from(posts)
    .where(and(readableBy(scope), or(ilike(posts.title, pattern), ilike(posts.body, pattern))))
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(limit);
};

/** Whether the viewer hid this memo, or a memo posted after it, from the banner. */
const hiddenBy = (viewerId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${memoHides} JOIN ${posts} AS hidden ON hidden.id = ${memoHides.postId} WHERE ${memoHides.userId} = ${viewerId} AND (${posts.createdAt}, ${posts.id}) <= (hidden.created_at, hidden.id))`;

/** The newest memo the viewer may read, has not opened and has not hidden: it rides in the page data (spec §1). */
export const findUnreadMemoRow = async (db: Db, scope: ReaderScope): Promise<PostRow | undefined> => {
  const [row] = await db
    .select()
    .from(posts)
    .where(
      and(
        readableBy(scope),
        eq(posts.type, 'memo'),
        eq(posts.done, false),
        sql`NOT ${readBy(scope.viewerId)}`,
        sql`NOT ${hiddenBy(scope.viewerId)}`,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(1);
  return row;
};

/**
 * Records that the user hid this memo from the banner. A memo older than the one already hidden changes
 * nothing (a stale screen hiding what another screen replaced), so the newer memo stays hidden too.
 */
export const hideMemoRow = async (db: Executor, userId: string, postId: string): Promise<void> => {
  await db
    .insert(memoHides)
    .values({ userId, postId })
    .onConflictDoUpdate({
      target: memoHides.userId,
      set: { postId, hiddenAt: sql`now()` },
      setWhere: sql`(SELECT (created_at, id) FROM ${posts} WHERE id = ${postId}) > (SELECT (created_at, id) FROM ${posts} WHERE id = ${memoHides.postId})`,
    });
};

export const findPostRow = async (db: Executor, id: string): Promise<PostRow | undefined> => {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row;
};

/** Locks the post so two edits, or an edit and a removal, cannot interleave. */
export const lockPostRow = async (db: Executor, id: string): Promise<PostRow | undefined> => {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1).for('update');
  return row;
};

export const insertPostRow = async (db: Executor, values: NewPostRow): Promise<PostRow> => {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error('insert into posts returned no row');
  return row;
};

export const updatePostRow = async (db: Executor, id: string, values: Partial<NewPostRow>): Promise<void> => {
  await db.update(posts).set(values).where(eq(posts.id, id));
};

export const deletePostRow = async (db: Executor, id: string): Promise<void> => {
  await db.delete(posts).where(eq(posts.id, id));
};

export const upsertRating = async (
  db: Executor,
  postId: string,
  userId: string,
  rating: number,
  now: Date,
): Promise<void> => {
  await db
    .insert(postRatings)
    .values({ postId, userId, rating, updatedAt: now })
    .onConflictDoUpdate({ target: [postRatings.userId, postRatings.postId], set: { rating, updatedAt: now } });
};

export const upsertSection = async (
  db: Executor,
  values: { postId: string; sectionId: PostSectionId; content: string; html: string; updatedAt: Date },
): Promise<void> => {
  await db
    .insert(postSections)
    .values(values)
    .onConflictDoUpdate({
      target: [postSections.postId, postSections.sectionId],
      set: { content: values.content, html: values.html, updatedAt: values.updatedAt },
    });
};

export const setTodo = async (db: Executor, postId: string, userId: string, wanted: boolean): Promise<void> => {
  if (wanted) await db.insert(postTodos).values({ postId, userId }).onConflictDoNothing();
  else await db.delete(postTodos).where(and(eq(postTodos.postId, postId), eq(postTodos.userId, userId)));
};

export const setOk = async (db: Executor, postId: string, userId: string, wanted: boolean): Promise<void> => {
  if (wanted) await db.insert(postOks).values({ postId, userId }).onConflictDoNothing();
  else await db.delete(postOks).where(and(eq(postOks.postId, postId), eq(postOks.userId, userId)));
};

/** A marked read stays marked when the post is expanded again; only an explicit unread removes it. */
export const recordRead = async (
  db: Executor,
  postId: string,
  userId: string,
  markAsRead: boolean,
  now: Date,
): Promise<void> => {
  await db
    .insert(postReads)
    .values({ postId, userId, markAsRead, readAt: now })
    .onConflictDoUpdate({
      target: [postReads.userId, postReads.postId],
      set: { markAsRead: sql`${postReads.markAsRead} OR ${markAsRead}`, readAt: now },
    });
};

export const removeRead = async (db: Executor, postId: string, userId: string): Promise<void> => {
  await db.delete(postReads).where(and(eq(postReads.postId, postId), eq(postReads.userId, userId)));
};
