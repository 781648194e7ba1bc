import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  embeddedDatabaseDir,
  jobQueueSchema,
  openPglite,
  openPostgres,
  pgliteExtensions,
  type Database,
} from '#server/db/client.ts';
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
  return leasePglite();
};

/**
 * Starting PGlite from the template takes about two seconds (it unpacks a 40 MB data folder), more than
 * many files' tests. A worker runs its files one after another in one module graph (isolate: false), so
 * a closed database is emptied and kept for the worker's next file instead of started again.
 */
const idleClients: PGlite[] = [];

const leasePglite = async (): Promise<Database> => {
  const client =
    idleClients.pop() ?? (await PGlite.create({ loadDataDir: pgliteTemplate(), extensions: pgliteExtensions }));
  let closed = false;
  // The file's handle stops working when it closes, as a closed database does (the readiness test relies
  // on it), while the client itself goes on to the next file.
  const handle = new Proxy(client, {
    get: (target, property) => {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('the test database is closed');
        return (value as (...values: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const database = await openPglite(handle);
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await emptyForNextFile(client);
    },
  };
};

/**
 * Back to the template's state: no rows, sequences at their start; the job queue installed but empty. Only
 * the tables that hold rows and the sequences that were used are reset: each reset writes the relation's
 * files anew, and resetting all of them took about a second per file where a file touches a handful.
 */
const emptyForNextFile = async (client: PGlite): Promise<void> => {
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
       WHERE schemaname = 'public' OR (schemaname = $1 AND tablename = ANY($2))`,
      // The job queue's schema and its queues stay, emptied: installing them again took a third of a file's app start.
      [jobQueueSchema, ['job', 'archive', 'schedule', 'subscription']],
    );
    const { rows: filledIndexes } = await client.query<{ index: number }>(
      tables
        .map((table, index) => `SELECT ${index} AS index WHERE EXISTS (SELECT FROM ${table.name})`)
        .join(' UNION ALL '),
    );
    const filled = filledIndexes.map(({ index }) => tables[index]?.name);
    const { rows: usedSequences } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences
       WHERE schemaname = 'public' AND last_value IS NOT NULL`,
    );
    await client.exec(
      [
        'RESET ALL',
        'SELECT pg_advisory_unlock_all()',
        ...(filled.length > 0 ? [`TRUNCATE ${filled.join(', ')} CASCADE`] : []),
        ...usedSequences.map((sequence) => `ALTER SEQUENCE ${sequence.name} RESTART`),
      ].join(';\n'),
    );
    idleClients.push(client);
  } catch {
    // A client left in a state the reset cannot undo is not reused.
    await client.close();
  }
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
