import { and, desc, eq, gt, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { passwordResetTokens, sessions, signInTokens, users } from '#server/db/schema/index.ts';
import type { UserRow } from '#server/modules/users/index.ts';

/** Adds a session, keeps the user's newest `keptCount` and purges every expired one. */
export const insertSession = async (
  db: Db,
  session: { tokenHash: string; userId: string; expiresAt: Date },
  keptCount: number,
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values(session);
    const kept = tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, session.userId))
      .orderBy(desc(sessions.expiresAt), desc(sessions.createdAt))
      .limit(keptCount);
    await tx.delete(sessions).where(and(eq(sessions.userId, session.userId), notInArray(sessions.tokenHash, kept)));
  });
  await deleteExpiredSessions(db);
};

/**
 * A request reads its session here unless its instance remembers it and its route checks it in its
 * first read (decision 073); the fingerprint is what that check compares.
 */
const sessionUserStatement = preparedStatement((db) =>
  db
    .select({ user: users, fingerprint: sql<string>`md5(${users}::text)` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // A disabled account's sessions are ended when it is disabled; one started later (a mailed link) opens nothing either.
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('find_session_user'),
);

export const findSessionUser = async (
  db: Db,
  tokenHash: string,
): Promise<{ user: UserRow; fingerprint: string } | undefined> => {
  const [row] = await sessionUserStatement(db).execute({ tokenHash, now: new Date() });
  return row;
};

export const deleteSessionRow = async (db: Db, tokenHash: string): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
};

export const deleteExpiredSessions = async (db: Db): Promise<void> => {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
};

/** Ends the user's sessions but the one whose hash is `keptTokenHash`, when given; answers how many ended. */
export const deleteUserSessionRows = async (db: Db, userId: string, keptTokenHash?: string): Promise<number> => {
  const ended = await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), keptTokenHash === undefined ? undefined : ne(sessions.tokenHash, keptTokenHash)),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
};

/** The mailed links that open an account once each: same columns, a table each (decision 063). */
const oneTimeTokenTables = { signIn: signInTokens, passwordReset: passwordResetTokens };
export type OneTimeTokenKind = keyof typeof oneTimeTokenTables;

export const insertOneTimeToken = async (
  db: Db,
  kind: OneTimeTokenKind,
  token: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date },
): Promise<void> => {
  await db.insert(oneTimeTokenTables[kind]).values(token);
};

const usable = (kind: OneTimeTokenKind, tokenHash: string, now: Date) => {
  const table = oneTimeTokenTables[kind];
  return and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now));
};

export interface OneTimeTokenHolderRow {
  userId: string;
  email: string;
  emailConfirmedAt: Date | null;
}

export const findOneTimeTokenHolder = async (
  db: Db,
  kind: OneTimeTokenKind,
  tokenHash: string,
  now: Date,
): Promise<OneTimeTokenHolderRow | undefined> => {
  const table = oneTimeTokenTables[kind];
  const [row] = await db
    .select({ userId: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(usable(kind, tokenHash, now))
    .limit(1);
  return row;
};

/** Marks the token used and answers its user, or undefined when it is unknown, used or expired. */
export const consumeOneTimeTokenRow = async (
  db: Db,
  kind: OneTimeTokenKind,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> => {
  const table = oneTimeTokenTables[kind];
  const [row] = await db
    .update(table)
    .set({ usedAt: now })
    .where(usable(kind, tokenHash, now))
    .returning({ userId: table.userId });
  return row?.userId;
};

/** Spends every outstanding token of this kind of the user. */
export const spendUserOneTimeTokens = async (
  db: Db,
  kind: OneTimeTokenKind,
  userId: string,
  now: Date,
): Promise<void> => {
  const table = oneTimeTokenTables[kind];
  await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
};
