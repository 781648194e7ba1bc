import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { postOks, postRatings, postReads, posts, postSections, postTodos, users } from '#server/db/schema/index.ts';
import { containsPattern } from '#server/db/like.ts';
import type { PostSectionId, PostSort, PostType } from '#shared/posts/posts.ts';

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;
/** Writes take either the database or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Who is asking, and which feeds' posts they may read. */
export interface ReaderScope {
  viewerId: string;
  isAdmin: boolean;
  feeds: readonly string[];
}

export type PostFilter = 'all' | 'unread' | 'todo';

/** Decision 051: private posts reach their author, the people tagged on them and admins. */
const readableBy = (scope: ReaderScope): SQL | undefined => {
  if (scope.feeds.length === 0) return sql`false`;
  const inFeeds = inArray(posts.feed, [...scope.feeds]);
  if (scope.isAdmin) return inFeeds;
  return and(inFeeds, or(eq(posts.isPrivate, false), eq(posts.userId, scope.viewerId), sql`${scope.viewerId}::uuid = ANY(${posts.taggedUsers})`));
};

const markedReadBy = (viewerId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${postReads} WHERE ${postReads.postId} = ${posts.id} AND ${postReads.userId} = ${viewerId} AND ${postReads.markAsRead})`;
const todoOf = (viewerId: string): SQL => sql`EXISTS (SELECT 1 FROM ${postTodos} WHERE ${postTodos.postId} = ${posts.id} AND ${postTodos.userId} = ${viewerId})`;
const readBy = (viewerId: string): SQL => sql`EXISTS (SELECT 1 FROM ${postReads} WHERE ${postReads.postId} = ${posts.id} AND ${postReads.userId} = ${viewerId})`;

const ratingSeenBy = (viewerId: string): SQL<number> =>
  sql<number>`COALESCE((SELECT ${postRatings.rating} FROM ${postRatings} WHERE ${postRatings.postId} = ${posts.id} AND ${postRatings.userId} = ${viewerId}), ${posts.rating})`;

const orderFor = (sort: PostSort, viewerId: string): SQL[] => {
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

export interface PostPageQuery {
  filter: PostFilter;
  sort: PostSort;
  limit: number;
  search?: string | undefined;
  type?: PostType | undefined;
}

/** One bounded page; done posts have left every list (spec §4) and are reached by their link. */
export const listPostRows = async (db: Db, scope: ReaderScope, query: PostPageQuery): Promise<PostRow[]> => {
  const conditions: (SQL | undefined)[] = [readableBy(scope), eq(posts.done, false)];
  if (query.filter === 'unread') conditions.push(sql`NOT ${markedReadBy(scope.viewerId)}`);
  if (query.filter === 'todo') conditions.push(todoOf(scope.viewerId));
  if (query.type) conditions.push(eq(posts.type, query.type));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(posts.title, pattern), ilike(posts.body, pattern)));
  }
  return db
    .select()
    .from(posts)
    .where(and(...conditions))
    .orderBy(...orderFor(query.sort, scope.viewerId))
    .limit(query.limit);
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

/** The newest memo the viewer may read and has not opened: it rides in the page data (spec §1). */
export const findUnreadMemoRow = async (db: Db, scope: ReaderScope): Promise<PostRow | undefined> => {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(readableBy(scope), eq(posts.type, 'memo'), eq(posts.done, false), sql`NOT ${readBy(scope.viewerId)}`))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(1);
  return row;
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

export const upsertRating = async (db: Executor, postId: string, userId: string, rating: number, now: Date): Promise<void> => {
  await db
    .insert(postRatings)
    .values({ postId, userId, rating, updatedAt: now })
    .onConflictDoUpdate({ target: [postRatings.userId, postRatings.postId], set: { rating, updatedAt: now } });
};

export const upsertSection = async (db: Executor, values: { postId: string; sectionId: PostSectionId; content: string; html: string; updatedAt: Date }): Promise<void> => {
  await db
    .insert(postSections)
    .values(values)
    .onConflictDoUpdate({ target: [postSections.postId, postSections.sectionId], set: { content: values.content, html: values.html, updatedAt: values.updatedAt } });
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
export const recordRead = async (db: Executor, postId: string, userId: string, markAsRead: boolean, now: Date): Promise<void> => {
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

export interface PostExtras {
  reads: { postId: string; userId: string; markAsRead: boolean }[];
  oks: { postId: string; userId: string }[];
  todos: { postId: string }[];
  ratings: { postId: string; rating: number }[];
  sections: { postId: string; sectionId: PostSectionId; content: string; html: string }[];
  people: Map<string, { id: string; name: string; picture: string | null }>;
}

/** Everything a page of posts shows beside its rows, in one query per table; to-dos and ratings only the viewer's. */
export const loadPostExtras = async (db: Db, rows: readonly PostRow[], viewerId: string): Promise<PostExtras> => {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { reads: [], oks: [], todos: [], ratings: [], sections: [], people: new Map() };
  const [reads, oks, todos, ratings, sections] = await Promise.all([
    db
      .select({ postId: postReads.postId, userId: postReads.userId, markAsRead: postReads.markAsRead })
      .from(postReads)
      .where(inArray(postReads.postId, ids))
      .orderBy(asc(postReads.readAt)),
    db.select({ postId: postOks.postId, userId: postOks.userId }).from(postOks).where(inArray(postOks.postId, ids)).orderBy(asc(postOks.createdAt)),
    db
      .select({ postId: postTodos.postId })
      .from(postTodos)
      .where(and(inArray(postTodos.postId, ids), eq(postTodos.userId, viewerId))),
    db
      .select({ postId: postRatings.postId, rating: postRatings.rating })
      .from(postRatings)
      .where(and(inArray(postRatings.postId, ids), eq(postRatings.userId, viewerId))),
    db
      .select({ postId: postSections.postId, sectionId: postSections.sectionId, content: postSections.content, html: postSections.html })
      .from(postSections)
      .where(inArray(postSections.postId, ids)),
  ]);
  const personIds = [...new Set(rows.flatMap((row) => [...row.taggedUsers, ...(row.userId ? [row.userId] : [])]))];
  const people =
    personIds.length === 0 ? [] : await db.select({ id: users.id, name: users.name, picture: users.picture }).from(users).where(inArray(users.id, personIds));
  return { reads, oks, todos, ratings, sections, people: new Map(people.map((person) => [person.id, person])) };
};
