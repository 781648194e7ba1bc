import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mimeForKey } from '#shared/files/content-types.ts';
import { assertSafeKey } from './keys.ts';
import { resolveRange, type PutBody, type RangeRequest, type Storage, type StoredObject } from './storage.ts';

/** A key segment must start with a letter or digit, so no key can ever name this folder. */
const partialFolder = '.partial';

export class LocalStorage implements Storage {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  private pathFor(key: string): string {
    assertSafeKey(key);
    const target = path.resolve(this.root, key);
    if (!target.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`key ${key} resolves outside the storage root`);
    return target;
  }

  async put(key: string, body: PutBody): Promise<void> {
    const target = this.pathFor(key);
    const partial = path.join(this.root, partialFolder, randomBytes(12).toString('hex'));
    await mkdir(path.dirname(partial), { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body);
      else await pipeline(body, createWriteStream(partial));
      // A rename within one file system is atomic: readers see the whole file or none.
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, request?: RangeRequest): Promise<StoredObject | null> {
    const target = this.pathFor(key);
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) return null;
    const range = request ? resolveRange(request, info.size) : null;
    return { stream: createReadStream(target, range ?? {}), size: info.size, contentType: mimeForKey(key), range };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const info = await stat(this.pathFor(key)).catch(() => null);
    return info?.isFile() ?? false;
  }

  async probe(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async *keys(): AsyncIterable<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (entry.isFile() && !key.startsWith(`${partialFolder}/`)) yield key;
    }
  }

  async close(): Promise<void> {}
}
