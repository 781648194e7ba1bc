import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** One part of a transfer: the manifest, or one stored object named by its key. */
export interface OutgoingPart {
  name: string;
  contentType: string;
  size: number;
  open: () => Promise<Readable | Buffer>;
}

export const newBoundary = (): string => `transfer-${randomBytes(16).toString('hex')}`;

const partHead = (boundary: string, part: OutgoingPart): Buffer =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.name}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
  );

const closing = (boundary: string): Buffer => Buffer.from(`--${boundary}--\r\n`);

/** The body's exact length, sent ahead so the target can refuse an oversized transfer before reading it. */
export const multipartLength = (boundary: string, parts: readonly OutgoingPart[]): number =>
  parts.reduce((total, part) => total + partHead(boundary, part).length + part.size + 2, closing(boundary).length);

/**
 * A multipart/form-data body written part by part (decision 068): each object is read from the
 * store only when its turn comes, so a transfer never holds more than one chunk in memory.
 */
export async function* multipartBody(boundary: string, parts: readonly OutgoingPart[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    yield partHead(boundary, part);
    const body = await part.open();
    if (Buffer.isBuffer(body)) yield body;
    else for await (const chunk of body) yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    yield Buffer.from('\r\n');
  }
  yield closing(boundary);
}
