import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { embeddedDatabaseDir, openPglite, openPostgres, pgliteExtensions, type Database } from '#server/db/client.ts';
import { postgresTemplateName, withDatabaseName } from './test-database-names.ts';

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL database made from the template. */
export const createTestDatabase = async (): Promise<Database & { url?: string }> => {
  const adminUrl = inject('postgresAdminUrl');
  if (adminUrl) {
    const name = `es_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName}`);
    await admin.end();
    const url = withDatabaseName(adminUrl, name);
    const database = await openPostgres(url);
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const client = await PGlite.create({ loadDataDir: pgliteTemplate(), extensions: pgliteExtensions });
  return openPglite(client);
};

const pgliteTemplate = (): Blob => new Blob([readFileSync(inject('pgliteTemplateFile'))]);

/**
 * A data folder whose embedded database is a copy of the migrated template, as a first start leaves it: for
 * tests of what the app does with its data after that. A first start itself is durability.test.ts's.
 */
export const fillDataDirFromTemplate = async (dataDir: string): Promise<void> => {
  const client = await PGlite.create({
    dataDir: embeddedDatabaseDir(dataDir),
    loadDataDir: pgliteTemplate(),
    extensions: pgliteExtensions,
  });
  await client.close();
};
