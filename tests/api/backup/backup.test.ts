import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { backup, restore } from '#server/backup/backup.ts';
import { openDatabase, openPostgres, type Database } from '#server/db/client.ts';
import type { Config } from '#server/lib/config.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { insertUser } from '#server/modules/users/index.ts';
import { jpegImage } from '../../support/images.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';
import { seedProject } from '../../support/projects.ts';
import { useServerBundle } from '../../support/server-bundle.ts';
import { s3Backend, type BackendUnderTest } from '../../support/storage-backends.ts';
import { fillDataDirFromTemplate } from '../../support/test-database.ts';
import { withDatabaseName } from '../../support/test-database-names.ts';
import { testConfig, testPassword, testPasswordHash } from '../../support/test-app.ts';

const run = promisify(execFile);
const folders: string[] = [];
const newFolder = (prefix: string): string => {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Studio {
  email: string;
  projectTitle: string;
  picture: string;
  pictureBytes: Buffer;
  /** The picture's original and its sizes: every key the store holds. */
  storedFiles: number;
}

const cookieOf = (response: { cookies: { name: string; value: string }[] }): string =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

const withApp = async <T>(
  config: Config,
  database: Database,
  work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
): Promise<T> => {
  const app = await buildApp({ config, database, jobs: false });
  try {
    return await work(app);
  } finally {
    await app.close();
    await database.close();
  }
};

/** A user with a password and a picture, and a project they collaborate on: rows and a stored file. */
const fillStudio = (config: Config, database: Database): Promise<Studio> =>
  withApp(config, database, async (app) => {
    const email = `owner-${randomBytes(4).toString('hex')}@example.test`;
    const user = await insertUser(database.db, {
      name: 'Olivia Owner',
      email,
      passwordHash: await testPasswordHash(),
      level: 'client',
      roles: [],
    });
    const projectTitle = `Backed up project ${randomBytes(4).toString('hex')}`;
    await seedProject(database.db, { title: projectTitle, collaboratorIds: [user!.id] });
    const cookie = cookieOf(
      await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: testPassword } }),
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/accounts/picture',
      headers: { ...multipartHeaders, cookie },
      payload: multipartBody({ filename: 'me.jpg', content: await jpegImage(600, 600) }),
    });
    expect(uploaded.statusCode).toBe(200);
    const picture = uploaded.json<{ user: { picture: string } }>().user.picture;
    const pictureBytes = (await app.inject({ method: 'GET', url: picture })).rawPayload;
    const storage = createStorage(config);
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    await storage.close();
    return { email, projectTitle, picture, pictureBytes, storedFiles: keys.length };
  });

/** Everything fillStudio made, found again by signing in: the password hash, the project and the file's bytes. */
const expectStudio = (config: Config, database: Database, studio: Studio) =>
  withApp(config, database, async (app) => {
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: studio.email, password: testPassword },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieOf(login);
    const me = await app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
    expect(me.json().user.picture).toBe(studio.picture);
    const list = await app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } });
    expect(list.json<{ items: { title: string }[] }>().items.map((project) => project.title)).toContain(
      studio.projectTitle,
    );
    const file = await app.inject({ method: 'GET', url: studio.picture });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, studio.pictureBytes)).toBe(0);
  });

const postgresAdminUrl = inject('postgresAdminUrl');

// The parity run on PostgreSQL has no embedded database to prove; it runs the PostgreSQL half below.
describe.skipIf(postgresAdminUrl)(
  'npm run backup and npm run restore: the embedded database and the media folder',
  () => {
    const embeddedConfig = (): Config => testConfig({ dataDir: newFolder('es-backup-data-') });
    const startedConfig = async (): Promise<Config> => {
      const config = embeddedConfig();
      await fillDataDirFromTemplate(config.dataDir);
      return config;
    };
    const server = useServerBundle();

    it('restores a backup taken by the command into a fresh folder, where the app finds everything', async () => {
      const source = await startedConfig();
      const studio = await fillStudio(source, await openDatabase(source));
      const folder = path.join(newFolder('es-backup-'), 'nightly');
      const cli = (command: string, dataDir: string) =>
        run(process.execPath, [path.join(server.folder, 'backup-cli.js'), command, folder], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '' },
        });

      const backedUp = await cli('backup', source.dataDir);
      expect(studio.storedFiles).toBeGreaterThan(1);
      expect(backedUp.stdout).toMatch(
        new RegExp(`^Backed up the embedded database and ${studio.storedFiles} files \\(\\d+ bytes\\) into `),
      );

      const target = embeddedConfig();
      const restored = await cli('restore', target.dataDir);
      expect(restored.stdout).toMatch(new RegExp(`^Restored the embedded database and ${studio.storedFiles} files`));
      await expectStudio(target, await openDatabase(target), studio);
    }, 180_000);

    it('refuses to copy a database the app has open, and writes no backup', async () => {
      const source = await startedConfig();
      const database = await openDatabase(source);
      const folder = path.join(newFolder('es-backup-'), 'while-running');
      try {
        await expect(backup(source, folder)).rejects.toThrow(/is open: stop the app first/);
      } finally {
        await database.close();
      }
      await expect(restore(embeddedConfig(), folder)).rejects.toThrow(
        /has no manifest\.json: it is not a backup, or the backup did not finish/,
      );
    });

    it('refuses to restore over a database, or from a damaged backup, and leaves the target as it was', async () => {
      const source = await startedConfig();
      const studio = await fillStudio(source, await openDatabase(source));
      const folder = path.join(newFolder('es-backup-'), 'b');
      await backup(source, folder);

      await expect(restore(source, folder)).rejects.toThrow(/already holds a database: set DATA_DIR to a new folder/);
      await expectStudio(source, await openDatabase(source), studio);

      writeFileSync(path.join(folder, 'media', 'stray.jpg'), 'not from the backup');
      const target = embeddedConfig();
      await expect(restore(target, folder)).rejects.toThrow(
        new RegExp(
          `lists ${studio.storedFiles} files \\(\\d+ bytes\\) but holds ${studio.storedFiles + 1} .*: the folder is damaged`,
        ),
      );
      await expect(backup(target, folder)).rejects.toThrow(/is not empty: back up into a new folder/);
    }, 180_000);
  },
);

describe.runIf(postgresAdminUrl)('npm run backup and npm run restore: PostgreSQL and an S3-compatible store', () => {
  const stores: BackendUnderTest[] = [];
  const databases: string[] = [];
  afterAll(async () => {
    for (const store of stores) await store.stop();
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const postgresConfig = async (): Promise<Config> => {
    const name = `es_backup_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databases.push(name);
    const store = await s3Backend.start();
    stores.push(store);
    return testConfig({ ...store.config, databaseUrl: withDatabaseName(postgresAdminUrl!, name) });
  };

  it('restores into a new database and an empty bucket, where the app finds everything', async () => {
    const source = await postgresConfig();
    const studio = await fillStudio(source, await openPostgres(source.databaseUrl!));
    const folder = path.join(newFolder('es-backup-'), 'pg');
    expect(await backup(source, folder)).toMatchObject({ database: 'postgres', media: { files: studio.storedFiles } });

    const target = await postgresConfig();
    await restore(target, folder);
    await expectStudio(target, await openPostgres(target.databaseUrl!), studio);
    await expect(restore(target, folder)).rejects.toThrow(/already has tables: restore into a new, empty database/);
  }, 180_000);
});
