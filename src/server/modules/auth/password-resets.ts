import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { passwordResetTokens } from '#server/db/schema/index.ts';
import { updateUserPassword } from '#server/modules/users/index.ts';
import { deleteUserSessions } from './sessions.ts';

/** Decision 063: long enough to reach the mail on another device, short enough that an old mailbox is no key. */
export const passwordResetLifetimeMinutes = 60;
export const passwordResetLifetimeMs = passwordResetLifetimeMinutes * 60_000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const createPasswordResetToken = async (db: Db, userId: string, now: Date): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + passwordResetLifetimeMs), createdAt: now });
  return token;
};

const usable = (token: string, now: Date) =>
  and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

/** Whether the link still works, without using it: the page asks for a password only then. */
export const isPasswordResetTokenUsable = async (db: Db, token: string, now: Date): Promise<boolean> => {
  const [row] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usable(token, now)).limit(1);
  return row !== undefined;
};

/** A changed password makes the user's outstanding reset links worthless. */
export const spendPasswordResetTokens = async (db: Db, userId: string, now: Date): Promise<void> => {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
};

/**
 * In one transaction: spends the token, sets the password, spends the user's other reset links and
 * ends every session of the user. Answers the user's id, or undefined when the link is unknown,
 * used or expired (then nothing changes).
 */
export const resetPasswordWithToken = async (db: Db, token: string, passwordHash: string, now: Date): Promise<string | undefined> =>
  db.transaction(async (tx) => {
    const [spent] = await tx.update(passwordResetTokens).set({ usedAt: now }).where(usable(token, now)).returning({ userId: passwordResetTokens.userId });
    if (!spent) return undefined;
    await updateUserPassword(tx, spent.userId, passwordHash);
    await spendPasswordResetTokens(tx, spent.userId, now);
    await deleteUserSessions(tx, spent.userId);
    return spent.userId;
  });
