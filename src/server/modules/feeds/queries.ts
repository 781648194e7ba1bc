import { and, asc, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { feedMembers, feeds, posts, users } from '#server/db/schema/index.ts';
import type { Level, Role } from '#shared/users/constants.ts';

export type FeedRow = typeof feeds.$inferSelect;
export interface StoredFeed extends FeedRow {
  /** Members in the order they were added. */
  memberIds: string[];
}

export interface TeamMember {
  id: string;
  name: string;
  picture: string | null;
  level: Level;
  roles: Role[];
}

/** Everyone who can belong to a feed: level and role feeds are computed from this list, never copied. */
export const listTeam = async (db: Db): Promise<TeamMember[]> =>
  db
    .select({ id: users.id, name: users.name, picture: users.picture, level: users.level, roles: users.roles })
    .from(users)
    .where(ne(users.level, 'client'))
    .orderBy(asc(users.createdAt), asc(users.id));

export const listStoredFeeds = async (db: Executor): Promise<StoredFeed[]> => {
  const rows = await db.select().from(feeds).orderBy(asc(feeds.name), asc(feeds.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({ feedId: feedMembers.feedId, userId: feedMembers.userId })
    .from(feedMembers)
    .where(
      inArray(
        feedMembers.feedId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(feedMembers.addedAt), asc(feedMembers.userId));
  return rows.map((row) => ({
    ...row,
    memberIds: members.filter((member) => member.feedId === row.id).map((member) => member.userId),
  }));
};

export const lockStoredFeed = async (db: Executor, id: string): Promise<FeedRow | undefined> => {
  const [row] = await db.select().from(feeds).where(eq(feeds.id, id)).limit(1).for('update');
  return row;
};

export const insertFeed = async (db: Executor, values: typeof feeds.$inferInsert): Promise<FeedRow> => {
  const [row] = await db.insert(feeds).values(values).returning();
  if (!row) throw new Error('insert into feeds returned no row');
  return row;
};

export const updateFeedFields = async (
  db: Executor,
  id: string,
  values: Partial<Pick<FeedRow, 'name' | 'description' | 'icon' | 'isReadOnly'>>,
): Promise<void> => {
  if (Object.keys(values).length > 0) await db.update(feeds).set(values).where(eq(feeds.id, id));
};

/** Keeps the members who stay (and when they were added), adds the new ones in the order given. */
export const replaceFeedMembers = async (
  db: Executor,
  feedId: string,
  userIds: readonly string[],
  now: Date,
): Promise<void> => {
  const current = await db
    .select({ userId: feedMembers.userId })
    .from(feedMembers)
    .where(eq(feedMembers.feedId, feedId));
  const wanted = new Set(userIds);
  const gone = current.map((row) => row.userId).filter((userId) => !wanted.has(userId));
  if (gone.length > 0)
    await db.delete(feedMembers).where(and(eq(feedMembers.feedId, feedId), inArray(feedMembers.userId, gone)));
  const have = new Set(current.map((row) => row.userId));
  const added = [...wanted].filter((userId) => !have.has(userId));
  // One millisecond apart, so the order they were chosen in is the order they are pictured in.
  if (added.length > 0)
    await db
      .insert(feedMembers)
      .values(added.map((userId, index) => ({ feedId, userId, addedAt: new Date(now.getTime() + index) })));
};

/** A feed goes with its posts (their reads, ratings and sections cascade). */
export const deleteFeedWithPosts = async (db: Executor, id: string): Promise<void> => {
  await db.delete(posts).where(eq(posts.feed, id));
  await db.delete(feeds).where(eq(feeds.id, id));
};

/** Which of these ids are people of the studio team (not clients, not unknown). */
export const findTeamIds = async (db: Executor, ids: readonly string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), ne(users.level, 'client')));
  return new Set(rows.map((row) => row.id));
};

/**
 * The keys of the stored feeds whose posts a contributor reads, as a select for a read of posts
 * (decision 075): canReadFeed's rule for a custom feed over the rows the directory reads. An admin
 * reads every one; anyone else one they belong to, or one with nobody of the team in it.
 */
export const storedFeedKeysReadBy = (reader: { viewerId: SQLWrapper; isAdmin: boolean }): SQL =>
  reader.isAdmin
    ? sql`select f.id::text from ${feeds} f`
    : sql`select f.id::text from ${feeds} f
        where exists (select 1 from ${feedMembers} m where m.feed_id = f.id and m.user_id = ${reader.viewerId})
          or not exists (select 1 from ${feedMembers} m join ${users} u on u.id = m.user_id where m.feed_id = f.id and u.level <> 'client')`;

/** The keys of the stored feeds the reader belongs to, as a select (the mine feed's). */
export const storedFeedKeysOfMember = (viewerId: SQLWrapper): SQL =>
  sql`select m.feed_id::text from ${feedMembers} m where m.user_id = ${viewerId}`;
