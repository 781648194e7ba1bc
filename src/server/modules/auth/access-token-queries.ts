import { and, asc, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accessTokens, users } from '#server/db/schema/index.ts';
import type { UserRow } from '#server/modules/users/index.ts';

export type AccessTokenRow = typeof accessTokens.$inferSelect;

/** Adds a token, after deleting the user's expired ones, which open nothing and only fill the list. */
export const insertAccessToken = async (
  db: Db,
  token: { userId: string; name: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<AccessTokenRow> =>
  db.transaction(async (tx) => {
    await tx.delete(accessTokens).where(and(eq(accessTokens.userId, token.userId), lte(accessTokens.expiresAt, now)));
    const [row] = await tx.insert(accessTokens).values(token).returning();
    if (!row) throw new Error('the access token was not inserted');
    return row;
  });

/** The user's tokens that still open something, oldest first. */
export const findLiveAccessTokens = (db: Db, userId: string, now: Date): Promise<AccessTokenRow[]> =>
  db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), gt(accessTokens.expiresAt, now)))
    .orderBy(asc(accessTokens.createdAt));

export const countLiveAccessTokens = async (db: Db, userId: string, now: Date): Promise<number> => {
  const [row] = await db
    .select({ tokens: count() })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), gt(accessTokens.expiresAt, now)));
  return row?.tokens ?? 0;
};

/** Deletes one of the user's tokens; answers its name, or undefined when the user has no such token. */
export const deleteAccessToken = async (db: Db, userId: string, id: string): Promise<string | undefined> => {
  const [row] = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)))
    .returning({ name: accessTokens.name });
  return row?.name;
};

/**
 * The user a token acts as, read from PostgreSQL on every request (decision 104): a token revoked or
 * expired on one instance opens nothing on the next request anywhere. A disabled account's tokens open
 * nothing either. Marks the token used, at most once a minute.
 */
export const useAccessToken = async (
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ tokenId: string; user: UserRow } | undefined> => {
  const [row] = await db
    .select({ tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), gt(accessTokens.expiresAt, now), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= 60_000) {
    await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, row.tokenId));
  }
  return { tokenId: row.tokenId, user: row.user };
};
