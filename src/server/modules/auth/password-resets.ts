import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { passwordResetTokens } from '#server/db/schema/index.ts';

/** Decision 063: long enough to reach the mail on another device, short enough that an old mailbox is no key. */
export const passwordResetLifetimeMinutes = 60;
export const passwordResetLifetimeMs = passwordResetLifetimeMinutes * 60_000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const createPasswordResetToken = async (db: Db, userId: string, now: Date): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + passwordResetLifetimeMs),
    createdAt: now,
  });
  return token;
};

const usable = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** Whether the link still works, without using it: the page asks for a password only then. */
export const isPasswordResetTokenUsable = async (db: Db, token: string, now: Date): Promise<boolean> => {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(token, now))
    .limit(1);
  return row !== undefined;
};

/** A changed password makes the user's outstanding reset links worthless. */
export const spendPasswordResetTokens = async (db: Db, userId: string, now: Date): Promise<void> => {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
};

/** Marks the link used and answers its user, or undefined when it is unknown, used or expired. */
export const consumePasswordResetToken = async (db: Db, token: string, now: Date): Promise<string | undefined> => {
  const [spent] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(token, now))
    .returning({ userId: passwordResetTokens.userId });
  return spent?.userId;
};
