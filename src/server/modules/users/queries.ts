import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { defaultAvatar, type Level, type Role, type SessionUser } from '#shared/users/schemas.ts';

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
