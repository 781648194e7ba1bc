import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { PoolStats } from '#server/lib/metrics.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a query takes when it may run inside its caller's transaction: the database or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Plain SQL on the app's own connections, in the shape pg-boss's `db` adapter takes (decision 060). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  poolStats: () => PoolStats;
  close: () => Promise<void>;
}

/** Where pg-boss keeps its tables; they are installed with the app's migrations. */
export const jobQueueSchema = 'pgboss';

/** Installs pg-boss's tables on a new database; pg-boss upgrades them itself when its version moves on. */
const installJobQueue = async (executeSql: ExecuteSql): Promise<void> => {
  const { rows } = await executeSql(`SELECT to_regclass('${jobQueueSchema}.version') AS name`);
  if (!rows[0]?.name) await executeSql(PgBoss.getConstructionPlans(jobQueueSchema));
};

/** Migrations live beside the source; the bundled server runs from dist/server, so look there too. */
export const migrationsFolder = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../src/server/db/migrations')];
  return candidates.find((candidate) => existsSync(candidate)) ?? candidates[0]!;
})();

export const pgliteExtensions = { pg_trgm };

/**
 * PGlite's extended protocol takes one statement; pg-boss sends its schema and its locked
 * maintenance as several statements without parameters, which the simple protocol (exec) runs.
 */
const pgliteExecuteSql =
  (client: PGlite): ExecuteSql =>
  async (text, values) => {
    if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };

export const openPglite = async (client: PGlite): Promise<Database> => {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const executeSql = pgliteExecuteSql(client);
  // One process owns an embedded database, so nothing else can be migrating it.
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await installJobQueue(executeSql);
  // One connection, in the process: nothing to wait for or count.
  const poolStats = () => ({ max: 1, total: 1, idle: 1, waiting: 0, acquires: 0 });
  return { db, kind: 'pglite', executeSql, poolStats, close: () => client.close() };
};

/** Any fixed number: every instance of the app asks for the same lock before migrating. */
const migrationLockKey = 6_001_060;

/**
 * Migrates on one connection holding a session advisory lock, so of several instances starting at
 * once one migrates and the others wait for it, then find every migration applied.
 */
const migratePostgres = async (pool: pg.Pool): Promise<void> => {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg(connection), { migrationsFolder });
      await installJobQueue((text, values) => connection.query(text, values));
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    connection.release();
  }
};

/** Connections each instance holds to PostgreSQL. */
export const postgresPoolSize = 10;

export const openPostgres = async (connectionString: string): Promise<Database> => {
  // A database that stops answering must fail a request in seconds (503), not hold it until the client gives up.
  const pool = new pg.Pool({ connectionString, max: postgresPoolSize, connectionTimeoutMillis: 5000 });
  // An idle connection the server ends (restart, failover, a dropped test database) leaves the pool by
  // itself and the next query opens a new one; unhandled, its 'error' event would end the process.
  pool.on('error', () => undefined);
  // A connection the server ends while a request holds it between two statements (a transaction)
  // emits 'error' with no query to fail; the pool listens only on idle ones, and unheard it would end
  // the process. The next statement on it fails instead, the request answers 503, the pool drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  let acquires = 0;
  pool.on('acquire', () => {
    acquires += 1;
  });
  const poolStats = () => ({
    max: postgresPoolSize,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    acquires,
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePostgres(pool);
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    poolStats,
    close: () => pool.end(),
  };
};

/** Where the embedded database lives under DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string): string => path.join(dataDir, 'db');

export const openDatabase = async (options: { databaseUrl: string | null; dataDir: string }): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dbDir = embeddedDatabaseDir(options.dataDir);
  mkdirSync(dbDir, { recursive: true });
  const client = await PGlite.create({ dataDir: dbDir, extensions: pgliteExtensions });
  return openPglite(client);
};
