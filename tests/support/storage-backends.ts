import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Config } from '#server/lib/config.ts';
import type { S3Settings } from '#server/lib/storage/s3-storage.ts';

/** One storage backend as a test file sees it: what to add to the config, and what is really stored. */
export interface BackendUnderTest {
  config: Partial<Config>;
  /** Every stored object, including anything a failed write may have left behind. */
  storedKeys: (config: Config) => Promise<string[]>;
  stop: () => Promise<void>;
}

export interface Backend {
  name: 'local folder' | 'S3-compatible';
  start: () => Promise<BackendUnderTest>;
}

const filesUnder = (folder: string): string[] => {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
};

export const localBackend: Backend = {
  name: 'local folder',
  start: async () => ({
    config: { s3: null },
    storedKeys: async (config) => filesUnder(path.join(config.dataDir, 'media')),
    stop: async () => undefined,
  }),
};

/** s3rver on loopback, on a port the OS picks, storing in a temp folder. */
export const s3Backend: Backend = {
  name: 'S3-compatible',
  start: async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'es-s3-'));
    const bucket = 'media';
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    const s3: S3Settings = {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    return {
      config: { s3 },
      storedKeys: async () => {
        const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listing.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
      },
      stop: async () => {
        client.destroy();
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  },
};

export const backends: Backend[] = [localBackend, s3Backend];

export const tmpUploadsLeft = (config: Config): string[] => filesUnder(path.join(config.dataDir, 'tmp'));
