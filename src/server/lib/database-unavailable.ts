import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * SQLSTATE codes that say the server cannot be reached or is going away, not that the query was
 * wrong: class 08 (connection exception), 57P01-57P03 (shut down, crashed, not yet accepting),
 * 53300 (too many connections).
 */
const unavailableStates = /^(08...|57P0[1-3]|53300)$/;
const unreachableSocket = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
// node-postgres reports a dropped or timed-out connection, a statement sent on a connection already
// dropped, and a database closed to connections, by message only.
const unavailableMessage =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|is not currently accepting connections|is not queryable/i;

/** True when an error means the database is away (a restart, a failover, a network cut), so the request may be tried again. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const cause: unknown = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(cause instanceof Error)) return false;
  const code = (cause as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableStates.test(code) || unreachableSocket.has(code))) return true;
  return unavailableMessage.test(cause.message);
};
