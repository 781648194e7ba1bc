import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** Sessions, rate limits, logs and the migrations' own table change without anyone's data changing. */
const volatileTable = /session|rate|limit|throttle|attempt|log|migration|pgboss|job_queue/i;

const rowsOf = (result: unknown): Record<string, unknown>[] => {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows;
  return rows ?? (result as Record<string, unknown>[]);
};

/** The tables a refused call must leave as they were: every table of the app's schema but the volatile ones. */
export const fingerprintedTables = async (db: Db): Promise<string[]> => {
  const result = await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rowsOf(result)
    .map((row) => String(row.table_name))
    .filter((name) => !volatileTable.test(name));
};

/**
 * One digest per table, in one query; equal digests mean nothing was written. Every insert or update
 * leaves a row version stamped with its transaction (xmin), so the count and the sum of the stamps
 * move with any insert, update or delete, without reading the rows' contents.
 */
export const fingerprint = async (db: Db, tables: readonly string[]): Promise<Map<string, string>> => {
  const query = tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) AS digest FROM "${table}"`,
    )
    .join(' UNION ALL ');
  const result = await db.execute(sql.raw(query));
  return new Map(rowsOf(result).map((row) => [String(row.name), String(row.digest)]));
};

export const changedTables = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...before].filter(([table, digest]) => after.get(table) !== digest).map(([table]) => table);
