import type { Db } from '#server/db/client.ts';
import { sessionLifetimeMs } from '#server/plugins/session.ts';
import { deleteSessionRow, deleteUserSessionRows, insertSession } from './queries.ts';
import { hashToken, newToken } from './tokens.ts';

/** Decision 047: signing in again ends the oldest session past this many. */
export const maxSessionsPerUser = 10;

export const createSession = async (db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> => {
  const token = newToken();
  const expiresAt = new Date(Date.now() + sessionLifetimeMs);
  await insertSession(db, { tokenHash: hashToken(token), userId, expiresAt }, maxSessionsPerUser);
  return { token, expiresAt };
};

export const deleteSession = (db: Db, token: string): Promise<void> => deleteSessionRow(db, hashToken(token));

/**
 * Ends the user's sessions, all of them or all but the one whose token is `keptToken` (a password
 * change keeps the browser that made it). Answers how many were ended.
 */
export const deleteUserSessions = (db: Db, userId: string, keptToken?: string): Promise<number> =>
  deleteUserSessionRows(db, userId, keptToken === undefined ? undefined : hashToken(keptToken));
