import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, pgliteExtensions, type Database } from '#server/db/client.ts';
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
  const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  const client = await PGlite.create({ loadDataDir: template, extensions: pgliteExtensions });
  return openPglite(client);
};
