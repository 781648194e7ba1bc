import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import { users } from '#server/db/schema/index.ts';
import { defaultAvatar, type Level, type Role, type SessionUser, type UserListQuery, type UserSummary } from '#shared/users/schemas.ts';

export type UserRow = typeof users.$inferSelect;

export const toSessionUser = (row: UserRow): SessionUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  picture: row.picture ?? defaultAvatar,
  level: row.level,
  role: row.roles,
  notificationEmailOn: row.notificationEmailOn,
  notificationEmail: row.notificationEmail,
  bg: row.bg,
});

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
};

const levelsOfFilter = (filter: UserListQuery['level']): Level[] | null => {
  if (filter === 'all') return null;
  return filter === 'power' ? ['admin', 'staff'] : [filter];
};

/** One page of users by name, filtered as the /users page and the mention autocomplete ask. */
export const listUserSummaries = async (db: Db, query: UserListQuery): Promise<UserSummary[]> => {
  const levelsWanted = levelsOfFilter(query.level);
  const rows = await db
    .select({ id: users.id, name: users.name, picture: users.picture, level: users.level, roles: users.roles })
    .from(users)
    .where(
      and(
        levelsWanted ? inArray(users.level, levelsWanted) : undefined,
        query.role ? sql`${query.role} = ANY(${users.roles})` : undefined,
        query.lookup ? or(ilike(users.name, containsPattern(query.lookup)), ilike(users.email, containsPattern(query.lookup))) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.limit)
    .offset(query.skip ?? 0);
  return rows.map((row) => ({ _id: row.id, name: row.name, picture: row.picture ?? defaultAvatar, level: row.level, role: row.roles }));
};

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  level: Level;
  roles: Role[];
}

/** Inserts unless the email is taken; answers undefined when it is. */
export const insertUser = async (db: Db, user: NewUser): Promise<UserRow | undefined> => {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row;
};

export const countUsers = async (db: Db): Promise<number> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
};

export const updateUserPicture = async (db: Db, userId: string, picture: string): Promise<UserRow> => {
  const [row] = await db.update(users).set({ picture }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`user ${userId} vanished while setting the picture`);
  return row;
};

export const updateUserPassword = async (db: Db, userId: string, passwordHash: string): Promise<void> => {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
};

/** Where mail for the admins goes: each admin who keeps notification e-mail on, at their notification address or sign-in address. */
export const findAdminMailAddresses = async (db: Db): Promise<string[]> => {
  const rows = await db
    .select({ email: users.email, notificationEmail: users.notificationEmail })
    .from(users)
    .where(and(eq(users.level, 'admin'), eq(users.notificationEmailOn, true)));
  return rows.map((row) => row.notificationEmail || row.email);
};
