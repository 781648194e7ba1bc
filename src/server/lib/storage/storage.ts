import type { Readable } from 'node:stream';

/** Every stored key holds a file id, so an object never changes once written and may be cached for good. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

export type PutBody = Buffer | Readable;

export interface PutOptions {
  contentType: string;
}

/** One byte range as a Range header asks for it: from a start (to an end or the last byte), or the last n bytes. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/** Inclusive byte positions of the part of an object being sent. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  stream: Readable;
  /** The whole object's size, also when only a range of it is streamed. */
  size: number;
  contentType: string;
  range: ByteRange | null;
}

/** The asked range lies wholly past the object's end (HTTP 416). */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable: the object has ${size} bytes`);
  }
}

/** Clamps a range request to an object of `size` bytes, as RFC 9110 §14.1.2 describes. */
export const resolveRange = (request: RangeRequest, size: number): ByteRange => {
  if ('suffix' in request) {
    if (request.suffix === 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
};

/**
 * Where uploaded bytes live. A failed put leaves nothing behind under its key, and every method refuses a
 * key that could reach outside the storage root.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: PutBody, options: PutOptions): Promise<void>;
  /** With a range, streams only those bytes; throws RangeNotSatisfiableError when none of them exist. */
  get(key: string, range?: RangeRequest): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key, in no particular order: what a backup copies. */
  keys(): AsyncIterable<string>;
  close(): Promise<void>;
}
