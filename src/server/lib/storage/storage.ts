import type { Readable } from 'node:stream';

/** Every stored key holds a file id, so an object never changes once written and may be cached for good. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

export type PutBody = Buffer | Readable;

export interface PutOptions {
  contentType: string;
}

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded bytes live. A failed put leaves nothing behind under its key, and every method refuses a
 * key that could reach outside the storage root.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: PutBody, options: PutOptions): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}
