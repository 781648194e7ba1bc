import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import type { UserRow } from '#server/modules/users/index.ts';
import { sessionLifetimeMs } from '#server/plugins/session.ts';

/** Decision 047: signing in again ends the oldest session past this many. */
export const maxSessionsPerUser = 10;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Only the hash is stored, so a leaked database row cannot be replayed as a cookie. Each sign-in
 * also purges expired sessions and keeps the user's newest `maxSessionsPerUser`.
 */
export const createSession = async (db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionLifetimeMs);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
    const kept = tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.expiresAt), desc(sessions.createdAt))
      .limit(maxSessionsPerUser);
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.tokenHash, kept)));
  });
  await deleteExpiredSessions(db);
  return { token, expiresAt };
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

export const deleteSession = async (db: Db, token: string): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
};

export const deleteExpiredSessions = async (db: Db): Promise<void> => {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
};

/**
 * Ends the user's sessions, all of them or all but the one whose token is `keptToken` (a password
 * change keeps the browser that made it). Answers how many were ended.
 */
export const deleteUserSessions = async (db: Db, userId: string, keptToken?: string): Promise<number> => {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        keptToken === undefined ? undefined : ne(sessions.tokenHash, hashToken(keptToken)),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
};
