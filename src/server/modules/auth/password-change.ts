import type { Db } from '#server/db/client.ts';
import { clearUnconfirmedUser, confirmUserEmail, updateUserPassword } from '#server/modules/users/index.ts';
import { spendUserOneTimeTokens } from './queries.ts';
import { deleteUserSessions } from './sessions.ts';

interface NewPassword {
  userId: string;
  passwordHash: string;
  now: Date;
}

/**
 * What every new password means, wherever it was chosen (the account page, a reset link, a mailed
 * password link): the user's outstanding reset links are spent and their sessions end, all of them
 * or all but `keptSessionToken`'s. Called in the transaction that proved the right to set it.
 * Answers how many sessions ended.
 */
export const replacePassword = async (
  tx: Db,
  { userId, passwordHash, now, keptSessionToken }: NewPassword & { keptSessionToken?: string },
): Promise<number> => {
  await updateUserPassword(tx, userId, passwordHash);
  await spendUserOneTimeTokens(tx, 'passwordReset', userId, now);
  return deleteUserSessions(tx, userId, keptSessionToken);
};

/**
 * A password chosen from a link mailed to the address also proves the address (decision 091): the
 * account is confirmed, and whoever held it before loses every session and the password they knew.
 */
export const replacePasswordFromMail = async (tx: Db, change: NewPassword): Promise<void> => {
  await confirmUserEmail(tx, change.userId, change.now);
  await replacePassword(tx, change);
};

/**
 * An invitation or a transfer that names the address of an unconfirmed account treats it as a new
 * address (decision 091): whoever signed in to the account is signed out, and its password becomes
 * one nobody knows, as a new invited account's, so only a link mailed to the address opens it.
 * Answers false, changing nothing, when the owner has confirmed the address meanwhile.
 */
export const releaseUnconfirmedAccount = async (tx: Db, change: NewPassword): Promise<boolean> => {
  if (!(await clearUnconfirmedUser(tx, change.userId))) return false;
  await replacePassword(tx, change);
  return true;
};
