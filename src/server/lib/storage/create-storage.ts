import path from 'node:path';
import type { Config } from '#server/lib/config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export const createStorage = (config: Config): Storage =>
  config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'media'));
