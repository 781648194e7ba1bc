import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { sessions, users } from './schema/index.ts';

/**
 * Decision 073: the session an instance remembers for a request, checked by PostgreSQL inside the
 * request's first read instead of in a statement of its own. Both null: the request read its session
 * already, and the check passes.
 */
export interface ViewerCheck {
  tokenHash: string | null;
  fingerprint: string | null;
}

export const sessionAlreadyRead: ViewerCheck = { tokenHash: null, fingerprint: null };

/** The checks put into a statement, so that an answer that never checked its viewer is known. */
const placedChecks = new WeakSet<ViewerCheck>();

export const wasPlacedInRead = (check: ViewerCheck): boolean => placedChecks.has(check);

const condition = (tokenHash: unknown, fingerprint: unknown): SQL => sql`(${tokenHash}::text is null or exists (
  select 1 from ${sessions} viewer_session join ${users} viewer_user on viewer_user.id = viewer_session.user_id
  where viewer_session.token_hash = ${tokenHash} and viewer_session.expires_at > now() and md5(viewer_user::text) = ${fingerprint}
) or viewer_changed())`;

/**
 * True, or fails the statement. Uncorrelated and stable, so PostgreSQL computes it once, as a
 * one-time filter before the first row; it belongs in the outermost WHERE of the statement.
 */
export const viewerCheckCondition = (check: ViewerCheck): SQL => {
  placedChecks.add(check);
  return condition(check.tokenHash, check.fingerprint);
};

/** The same condition in a prepared statement, whose values `viewerCheckValues` gives. */
export const viewerCheckPlaceholder: SQL = condition(
  sql.placeholder('viewerTokenHash'),
  sql.placeholder('viewerFingerprint'),
);

export const viewerCheckValues = (check: ViewerCheck) => {
  placedChecks.add(check);
  return { viewerTokenHash: check.tokenHash, viewerFingerprint: check.fingerprint };
};

/**
 * For a read that cannot carry the check (an item found through another module): the check in a
 * statement of its own, as the session read it replaces, unless it is in a statement already.
 */
export const confirmViewer = async (db: Db, check: ViewerCheck): Promise<void> => {
  if (check.tokenHash === null || wasPlacedInRead(check)) return;
  await db.execute(sql`select ${viewerCheckCondition(check)}`);
};
