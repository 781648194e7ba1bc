import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, pgliteExtensions } from '#server/db/client.ts';
import { postgresTemplateName, withDatabaseName } from '../support/test-database-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresAdminUrl: string;
  }
}

/** Migrates once; every test file then starts from a copy of that database. */
export const setup = async (project: TestProject) => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${postgresTemplateName}`);
    await admin.end();
    const template = await openPostgres(withDatabaseName(adminUrl, postgresTemplateName));
    await template.close();
    project.provide('postgresAdminUrl', adminUrl);
    project.provide('pgliteTemplateFile', '');
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'es-template-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openPglite(client);
  const dump = await client.dumpDataDir('none');
  const file = path.join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresAdminUrl', '');
  return () => rmSync(folder, { recursive: true, force: true });
};
