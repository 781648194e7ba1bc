import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { migrationsFolder, openPostgres } from '#server/db/client.ts';
import { withDatabaseName } from '../../support/test-database-names.ts';

/**
 * Issue 21: instances started together on one new PostgreSQL database migrate it once, under an
 * advisory lock; the one that waited finds every migration applied. Runs when the API tests run on
 * PostgreSQL (scripts/test-pg.sh): the embedded PGlite belongs to one process.
 */
const adminQuery = async (adminUrl: string, text: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
};

it.runIf(process.env.TEST_DATABASE_URL)(
  'two instances migrating a new database at the same moment apply each migration once',
  async () => {
    const adminUrl = inject('postgresAdminUrl');
    const name = `es_test_migrate_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = withDatabaseName(adminUrl, name);
    try {
      const instances = await Promise.all([openPostgres(url), openPostgres(url), openPostgres(url)]);
      try {
        const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        const [first] = instances;
        const { rows: applied } = await first!.executeSql('SELECT hash FROM drizzle.__drizzle_migrations');
        expect(applied).toHaveLength(journal.entries.length);
        expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
        // pg-boss's tables came with the migrations, installed once.
        const { rows: versions } = await first!.executeSql('SELECT version FROM pgboss.version');
        expect(versions).toHaveLength(1);
        // Every instance works on the migrated schema.
        for (const instance of instances)
          expect((await instance.executeSql('SELECT count(*)::int AS jobs FROM jobs')).rows).toEqual([{ jobs: 0 }]);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    } finally {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  },
);
