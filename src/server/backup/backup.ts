import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { embeddedDatabaseDir, pgliteExtensions } from '#server/db/client.ts';
import type { Config } from '#server/lib/config.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { mimeForKey } from '#shared/files/content-types.ts';

const run = promisify(execFile);

/** What a backup folder holds; written last, so a folder without it is known to be incomplete. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  media: { files: number; bytes: number };
}

/** A refusal the command line prints as it is: the words say what to do next. */
export class BackupError extends Error {}

const manifestFile = 'manifest.json';
const pgliteArchive = 'database.pglite.tar.gz';
const postgresArchive = 'database.pgdump';
const mediaFolder = 'media';
/** Without SESSION_SECRET the app keeps its secret in DATA_DIR: restoring it keeps everyone signed in. */
const sessionSecretFile = 'session-secret';

const embeddedDir = (config: Config): string => embeddedDatabaseDir(config.dataDir);

/**
 * pg_dump must be at least the server's version. Debian installs each major version's tools side by
 * side, so PG_BIN, or else the newest installed version, wins over whatever comes first on PATH.
 */
const postgresTool = (name: 'pg_dump' | 'pg_restore'): string => {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter(Number.isFinite)
        .sort((a, b) => b - a)
    : [];
  return (
    versions
      .map((version) => path.join(root, String(version), 'bin', name))
      .find((candidate) => existsSync(candidate)) ?? name
  );
};

/** PGlite leaves this file while a process has the folder open; a second process writing beside it would corrupt it. */
const assertEmbeddedClosed = (dbDir: string): void => {
  if (existsSync(path.join(dbDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dbDir} is open: stop the app first. If it is not running, it stopped without closing the database; start it and stop it once.`,
    );
  }
};

const backupDatabase = async (config: Config, folder: string): Promise<BackupManifest['database']> => {
  if (config.databaseUrl) {
    await run(postgresTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(folder, postgresArchive)}`,
      config.databaseUrl,
    ]);
    return 'postgres';
  }
  const dbDir = embeddedDir(config);
  if (!existsSync(path.join(dbDir, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${dbDir}: check DATA_DIR.`);
  assertEmbeddedClosed(dbDir);
  const client = await PGlite.create({ dataDir: dbDir, extensions: pgliteExtensions });
  try {
    await writeFile(
      path.join(folder, pgliteArchive),
      Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
    );
  } finally {
    await client.close();
  }
  return 'pglite';
};

const backupMedia = async (config: Config, folder: string): Promise<BackupManifest['media']> => {
  const storage = createStorage(config);
  const media = { files: 0, bytes: 0 };
  try {
    for await (const key of storage.keys()) {
      const object = await storage.get(key);
      if (!object) continue;
      const target = path.join(folder, mediaFolder, ...key.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(object.stream, createWriteStream(target));
      media.files += 1;
      media.bytes += object.size;
    }
  } finally {
    await storage.close();
  }
  return media;
};

/** Copies the database and every stored file into `folder`, which must not exist yet or be empty. */
export const backup = async (config: Config, folder: string): Promise<BackupManifest> => {
  if (existsSync(folder) && (await readdir(folder)).length > 0)
    throw new BackupError(`${folder} is not empty: back up into a new folder.`);
  await mkdir(folder, { recursive: true });
  const database = await backupDatabase(config, folder);
  const media = await backupMedia(config, folder);
  if (existsSync(path.join(config.dataDir, sessionSecretFile)))
    await copyFile(path.join(config.dataDir, sessionSecretFile), path.join(folder, sessionSecretFile));
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, media };
  await writeFile(path.join(folder, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

const readManifest = async (folder: string): Promise<BackupManifest> => {
  const text = await readFile(path.join(folder, manifestFile), 'utf8').catch(() => null);
  if (text === null)
    throw new BackupError(`${folder} has no ${manifestFile}: it is not a backup, or the backup did not finish.`);
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1)
    throw new BackupError(`${folder} was written by a newer version of the app (format ${String(manifest.format)}).`);
  return manifest;
};

/** Restoring over a studio's data would mix two studios: only an empty database is filled. */
const assertPostgresEmpty = async (databaseUrl: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    if ((rows[0]?.tables ?? 0) > 0)
      throw new BackupError('The database in DATABASE_URL already has tables: restore into a new, empty database.');
  } finally {
    await client.end();
  }
};

const restoreDatabase = async (config: Config, folder: string, kind: BackupManifest['database']): Promise<void> => {
  if (kind === 'postgres') {
    if (!config.databaseUrl)
      throw new BackupError(
        'This backup is of a PostgreSQL database: set DATABASE_URL to the empty database to restore it into.',
      );
    await assertPostgresEmpty(config.databaseUrl);
    await run(postgresTool('pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      path.join(folder, postgresArchive),
    ]);
    return;
  }
  if (config.databaseUrl)
    throw new BackupError(
      'This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to a new folder.',
    );
  const dbDir = embeddedDir(config);
  if (existsSync(dbDir) && (await readdir(dbDir)).length > 0)
    throw new BackupError(`${dbDir} already holds a database: set DATA_DIR to a new folder.`);
  const archive = new Blob([await readFile(path.join(folder, pgliteArchive))]);
  const client = await PGlite.create({ dataDir: dbDir, extensions: pgliteExtensions, loadDataDir: archive });
  await client.close();
};

/** The backup's stored files with their sizes, read before anything is written. */
const mediaFilesOf = async (folder: string): Promise<{ key: string; source: string; size: number }[]> => {
  const root = path.join(folder, mediaFolder);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const source = path.join(entry.parentPath, entry.name);
        return { key: path.relative(root, source).split(path.sep).join('/'), source, size: (await stat(source)).size };
      }),
  );
};

const restoreMedia = async (config: Config, files: Awaited<ReturnType<typeof mediaFilesOf>>): Promise<void> => {
  const storage = createStorage(config);
  try {
    for (const file of files)
      await storage.put(file.key, createReadStream(file.source), { contentType: mimeForKey(file.key) });
  } finally {
    await storage.close();
  }
};

/** Fills an empty database and the configured store from a backup folder; the app then starts on them as it was. */
export const restore = async (config: Config, folder: string): Promise<BackupManifest> => {
  const manifest = await readManifest(folder);
  const files = await mediaFilesOf(folder);
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  if (files.length !== manifest.media.files || bytes !== manifest.media.bytes) {
    throw new BackupError(
      `The backup lists ${manifest.media.files} files (${manifest.media.bytes} bytes) but holds ${files.length} (${bytes} bytes): the folder is damaged.`,
    );
  }
  await restoreDatabase(config, folder, manifest.database);
  await restoreMedia(config, files);
  if (existsSync(path.join(folder, sessionSecretFile)))
    await copyFile(path.join(folder, sessionSecretFile), path.join(config.dataDir, sessionSecretFile));
  return manifest;
};
