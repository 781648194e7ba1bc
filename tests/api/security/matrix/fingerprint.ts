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

/** The transaction id the next write will take: it stays put while nothing writes, whatever is read. */
const nextTransactionId = 'pg_snapshot_xmax(pg_current_snapshot())::text';

/**
 * One digest per table, in one query; equal digests mean nothing was written. Every insert or update
 * leaves a row version stamped with its transaction (xmin), so the count and the sum of the stamps
 * move with any insert, update or delete, without reading the rows' contents.
 *
 * Most calls the matrix and the hostile input send are refused before they write, and a write of every
 * kind takes a transaction id first (PostgreSQL assigns one at a transaction's first change, even one
 * rolled back). So the digests are read again only when the next transaction id moved since they were
 * last read; until then they are the same by construction, and a cheap read of one number says so.
 */
export const fingerprinter = (db: Db, tables: readonly string[]): (() => Promise<Map<string, string>>) => {
  let last: { nextId: string; digests: Map<string, string> } | null = null;
  const digestsQuery = [
    `SELECT '' AS name, ${nextTransactionId} AS digest`,
    ...tables.map(
      (table) =>
        `SELECT '${table}' AS name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) AS digest FROM "${table}"`,
    ),
  ].join(' UNION ALL ');
  return async () => {
    if (last) {
      const [row] = rowsOf(await db.execute(sql.raw(`SELECT ${nextTransactionId} AS next_id`)));
      if (String(row?.next_id) === last.nextId) return last.digests;
    }
    const rows = rowsOf(await db.execute(sql.raw(digestsQuery)));
    const nextId = String(rows.find((row) => row.name === '')?.digest);
    const digests = new Map(rows.filter((row) => row.name !== '').map((row) => [String(row.name), String(row.digest)]));
    last = { nextId, digests };
    return digests;
  };
};

export const changedTables = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...before].filter(([table, digest]) => after.get(table) !== digest).map(([table]) => table);
