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
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** Migrations live beside the source; the bundled server runs from dist/server, so look there too. */
export const migrationsFolder = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../src/server/db/migrations')];
  return candidates.find((candidate) => existsSync(candidate)) ?? candidates[0]!;
})();

export const pgliteExtensions = { pg_trgm };

export const openPglite = async (client: PGlite): Promise<Database> => {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
};

export const openPostgres = async (connectionString: string): Promise<Database> => {
  // A database that stops answering must fail a request in seconds (503), not hold it until the client gives up.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server ends (restart, failover, a dropped test database) leaves the pool by
  // itself and the next query opens a new one; unhandled, its 'error' event would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder });
  return { db, kind: 'postgres', close: () => pool.end() };
};

export const openDatabase = async (options: { databaseUrl: string | null; dataDir: string }): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dbDir = path.join(options.dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const client = await PGlite.create({ dataDir: dbDir, extensions: pgliteExtensions });
  return openPglite(client);
};
