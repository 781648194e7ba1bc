import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { signInTokens, users } from '#server/db/schema/index.ts';

export const signInLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const createSignInToken = async (db: Db, userId: string): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(signInTokens)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + signInLinkLifetimeMs) });
  return token;
};

const usable = (token: string) =>
  and(
    eq(signInTokens.tokenHash, hashToken(token)),
    isNull(signInTokens.usedAt),
    gt(signInTokens.expiresAt, new Date()),
  );

/** Whose account a usable link opens, without using it: its pages say so before anything happens. */
export interface SignInLinkHolder {
  userId: string;
  email: string;
  /** False until the address is proven (decision 091): the link then asks for a password first. */
  confirmed: boolean;
}

export const findSignInLinkHolder = async (db: Db, token: string): Promise<SignInLinkHolder | undefined> => {
  const [row] = await db
    .select({ userId: users.id, email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(signInTokens)
    .innerJoin(users, eq(users.id, signInTokens.userId))
    .where(usable(token))
    .limit(1);
  return row && { userId: row.userId, email: row.email, confirmed: row.confirmedAt !== null };
};

/** The address of a link that opens the password page for this token, then goes to `redirect`. */
export const passwordLink = (publicUrl: string, token: string, redirect: string): string =>
  `${publicUrl}/auth/password/${token}?redirect=${encodeURIComponent(redirect)}`;

/** Marks the token used and answers its user, or undefined when it is unknown, used or expired. */
export const consumeSignInToken = async (db: Db, token: string): Promise<string | undefined> => {
  const [row] = await db
    .update(signInTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token))
    .returning({ userId: signInTokens.userId });
  return row?.userId;
};
