import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import { users } from '#server/db/schema/index.ts';
import {
  defaultAvatar,
  type Level,
  type Role,
  type SessionUser,
  type UserListQuery,
  type UserSort,
  type UserSummary,
} from '#shared/users/schemas.ts';

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

const userOrder = (sort: UserSort): SQL[] => {
  const byName = [asc(sql`lower(${users.name})`), asc(users.id)];
  if (sort === 'newest') return [desc(users.createdAt), asc(users.id)];
  // Spec §6 orders levels admin, staff, freelancer, client.
  if (sort === 'level')
    return [asc(sql`array_position(array['admin','staff','freelancer','client']::text[], ${users.level})`), ...byName];
  return byName;
};

/**
 * Users filtered and ordered as the /users page and the mention autocomplete ask; `count` rows from `skip`.
 * Disabled accounts only when `withDisabled`: no one else may mention them or give them work.
 */
export const listUserRows = async (
  db: Db,
  query: UserListQuery,
  count: number,
  withDisabled: boolean,
): Promise<UserRow[]> => {
  const levelsWanted = levelsOfFilter(query.level);
  return db
    .select()
    .from(users)
    .where(
      and(
        levelsWanted ? inArray(users.level, levelsWanted) : undefined,
        withDisabled ? undefined : isNull(users.disabledAt),
        query.role ? sql`${query.role} = ANY(${users.roles})` : undefined,
        query.lookup
          ? or(ilike(users.name, containsPattern(query.lookup)), ilike(users.email, containsPattern(query.lookup)))
          : undefined,
      ),
    )
    .orderBy(...userOrder(query.sort))
    .limit(count)
    .offset(query.skip ?? 0);
};

export const toUserSummary = (row: UserRow): UserSummary => ({
  _id: row.id,
  name: row.name,
  picture: row.picture ?? defaultAvatar,
  level: row.level,
  role: row.roles,
});

export const findUserById = async (db: Db, userId: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
};

export type UserChange = Pick<UserRow, 'level' | 'roles'> & Partial<Pick<UserRow, 'name' | 'email'>>;

/**
 * Applies the admin's change unless it would leave the studio without an admin: the admins' rows
 * are locked first, so two admins demoting each other at once cannot both succeed. Answers
 * 'lastAdmin' or 'emailTaken' instead of the row when the change is refused.
 */
export const updateUserByAdmin = async (
  db: Db,
  userId: string,
  change: UserChange,
): Promise<UserRow | 'lastAdmin' | 'emailTaken' | undefined> =>
  db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.level, 'admin')).for('update');
    const demotesAnAdmin = change.level !== 'admin' && admins.some((admin) => admin.id === userId);
    if (demotesAnAdmin && admins.length === 1) return 'lastAdmin' as const;
    if (change.email) {
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, change.email.toLowerCase()), ne(users.id, userId)))
        .limit(1);
      if (holder) return 'emailTaken' as const;
    }
    const [row] = await tx.update(users).set(change).where(eq(users.id, userId)).returning();
    return row;
  });

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  level: Level;
  roles: Role[];
  /** Only accounts whose address is known to be their owner's (the demo seed, tests) start confirmed (decision 091). */
  emailConfirmedAt?: Date;
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

/** Disables (a date) or enables (null) an account; answers the row, or undefined when there is no such user. */
export const setUserDisabledAt = async (
  db: Db,
  userId: string,
  disabledAt: Date | null,
): Promise<UserRow | undefined> => {
  const [row] = await db.update(users).set({ disabledAt }).where(eq(users.id, userId)).returning();
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

/** The settings a user changes on their own account page. */
export type AccountSettings = Partial<Pick<UserRow, 'name' | 'notificationEmailOn' | 'notificationEmail' | 'bg'>>;

export const updateAccountSettings = async (db: Db, userId: string, settings: AccountSettings): Promise<UserRow> => {
  const [row] = await db.update(users).set(settings).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`user ${userId} vanished while saving account settings`);
  return row;
};

export const updateUserPassword = async (db: Db, userId: string, passwordHash: string): Promise<void> => {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
};

/**
 * Decision 091: the owner proved the address. Whatever notification address was set before leads
 * elsewhere and is dropped. Changes nothing on an account confirmed already.
 */
export const confirmUserEmail = async (db: Db, userId: string, now: Date): Promise<void> => {
  await db
    .update(users)
    .set({ emailConfirmedAt: now, notificationEmail: null })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
};

/**
 * Drops the notification address of an account nobody confirmed yet; answers whether it was
 * unconfirmed, so its caller goes on taking it back from whoever signed in to it (decision 091).
 */
export const clearUnconfirmedUser = async (db: Db, userId: string): Promise<boolean> => {
  const cleared = await db
    .update(users)
    .set({ notificationEmail: null })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning({ id: users.id });
  return cleared.length > 0;
};

/** Where mail for the admins goes: each admin who keeps notification e-mail on, at their notification address or sign-in address. */
export const findAdminMailAddresses = async (db: Db): Promise<string[]> => {
  const rows = await db
    .select({ email: users.email, notificationEmail: users.notificationEmail })
    .from(users)
    .where(and(eq(users.level, 'admin'), eq(users.notificationEmailOn, true)));
  return rows.map((row) => row.notificationEmail || row.email);
};
