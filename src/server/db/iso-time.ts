import { sql, type SQL } from 'drizzle-orm';

/** A time as JavaScript's toISOString writes it (milliseconds, UTC), for JSON that PostgreSQL builds; null stays null. */
export const isoTimeOf = (time: SQL): SQL<string> =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
