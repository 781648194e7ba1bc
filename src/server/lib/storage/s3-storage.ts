import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { binaryMimeType } from '#shared/files/content-types.ts';
import { assertSafeKey } from './keys.ts';
import {
  immutableCacheControl,
  resolveRange,
  type PutBody,
  type PutOptions,
  type RangeRequest,
  type Storage,
  type StoredObject,
} from './storage.ts';

export interface S3Settings {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3 wants parts of at least 5 MiB; a stream shorter than one part goes up in a single PUT. */
const partSize = 8 * 1024 * 1024;

/** Cuts a stream into buffers of exactly partSize bytes, the last one shorter; an empty stream gives one empty buffer. */
async function* partsOf(stream: Readable): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  let yielded = false;
  for await (const chunk of stream) {
    const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    chunks.push(data);
    length += data.length;
    if (length < partSize) continue;
    let pending = Buffer.concat(chunks, length);
    while (pending.length >= partSize) {
      yield pending.subarray(0, partSize);
      yielded = true;
      pending = pending.subarray(partSize);
    }
    chunks = [pending];
    length = pending.length;
  }
  if (length > 0 || !yielded) yield Buffer.concat(chunks, length);
}

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * True when the S3 client got no answer from the store (refused, reset, timed out) or a 5xx: the store
 * is away, not the request wrong. The SDK puts `$metadata` on every error it throws, so a database error
 * with the same socket code (ECONNREFUSED) is not taken for it.
 */
export const isObjectStoreUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
};

/** Any S3-compatible store: path-style addressing, because most self-hosted ones have no per-bucket host names. */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Default checksums use aws-chunked trailers, which many S3-compatible stores do not accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * A stream is never sent as one PUT: if it failed half-way the store could keep what arrived (s3rver
   * does) and the SDK would wait forever for the rest. Parts only become an object on completion.
   */
  async put(key: string, body: PutBody, options: PutOptions): Promise<void> {
    assertSafeKey(key);
    const parts = partsOf(Buffer.isBuffer(body) ? Readable.from([body]) : body);
    const first = await parts.next();
    const second = await parts.next();
    if (first.done || second.done) {
      await this.client.send(
        new PutObjectCommand({ ...this.target(key, options), Body: first.value ?? Buffer.alloc(0) }),
      );
      return;
    }
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand(this.target(key, options)));
    const location = { Bucket: this.settings.bucket, Key: key, UploadId };
    try {
      const completed: CompletedPart[] = [];
      const uploadPart = async (data: Buffer) => {
        const PartNumber = completed.length + 1;
        const { ETag } = await this.client.send(new UploadPartCommand({ ...location, PartNumber, Body: data }));
        completed.push({ ETag, PartNumber });
      };
      await uploadPart(first.value);
      await uploadPart(second.value);
      for await (const data of parts) await uploadPart(data);
      await this.client.send(
        new CompleteMultipartUploadCommand({ ...location, MultipartUpload: { Parts: completed } }),
      );
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand(location)).catch(() => undefined);
      throw error;
    }
  }

  private target(key: string, options: PutOptions) {
    return {
      Bucket: this.settings.bucket,
      Key: key,
      ContentType: options.contentType,
      CacheControl: immutableCacheControl,
    };
  }

  async get(key: string, request?: RangeRequest): Promise<StoredObject | null> {
    assertSafeKey(key);
    const location = { Bucket: this.settings.bucket, Key: key };
    try {
      // The object's size is needed first so that a range is clamped exactly as the local storage clamps it.
      const size = request ? ((await this.client.send(new HeadObjectCommand(location))).ContentLength ?? 0) : null;
      const range = request && size !== null ? resolveRange(request, size) : null;
      const response = await this.client.send(
        new GetObjectCommand(range ? { ...location, Range: `bytes=${range.start}-${range.end}` } : location),
      );
      if (!(response.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
      return {
        stream: response.Body,
        size: size ?? response.ContentLength ?? 0,
        contentType: response.ContentType ?? binaryMimeType,
        range,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  async *keys(): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
