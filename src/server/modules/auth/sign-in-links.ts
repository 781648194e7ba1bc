import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { signInTokens } from '#server/db/schema/index.ts';

export const signInLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const createSignInToken = async (db: Db, userId: string): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.insert(signInTokens).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + signInLinkLifetimeMs) });
  return token;
};

/** Whether the token can still be used, without using it: the password page checks before it asks. */
export const isSignInTokenUsable = async (db: Db, token: string): Promise<boolean> => {
  const [row] = await db
    .select({ userId: signInTokens.userId })
    .from(signInTokens)
    .where(and(eq(signInTokens.tokenHash, hashToken(token)), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
};

/** The address of a link that opens the password page for this token, then goes to `redirect`. */
export const passwordLink = (publicUrl: string, token: string, redirect: string): string =>
  `${publicUrl}/auth/password/${token}?redirect=${encodeURIComponent(redirect)}`;

/** The address of a link that signs its holder in once, then goes to `redirect`. */
export const signInLink = (publicUrl: string, token: string, redirect: string): string =>
  `${publicUrl}/auth/token/${token}?redirect=${encodeURIComponent(redirect)}`;

/** Marks the token used and answers its user, or undefined when it is unknown, used or expired. */
export const consumeSignInToken = async (db: Db, token: string): Promise<string | undefined> => {
  const [row] = await db
    .update(signInTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInTokens.tokenHash, hashToken(token)), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, new Date())))
    .returning({ userId: signInTokens.userId });
  return row?.userId;
};
