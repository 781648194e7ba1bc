import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, catalogueError } from '#server/lib/errors.ts';
import { maxUploadMb, uploadFieldName } from '#shared/files/constants.ts';
import { sanitizeFileName } from '#shared/files/file-names.ts';

/** The disk or the process's file size limit is full: the server's problem, which the sender can only wait out. */
export const isDiskFull = (error: unknown): boolean =>
  error instanceof Error && ['ENOSPC', 'EDQUOT', 'EFBIG'].includes((error as NodeJS.ErrnoException).code ?? '');

export interface SpooledUpload {
  path: string;
  name: string;
  size: number;
}

/**
 * Writes the request's file to a private temp file before anything reaches storage, so an upload that
 * breaks the size limit or fails half-way never leaves a partial object anywhere; the temp file is
 * removed whatever `use` does.
 */
export const withSpooledUpload = async <T>(
  request: FastifyRequest,
  tmpDir: string,
  use: (upload: SpooledUpload) => Promise<T>,
): Promise<T> => {
  if (!request.isMultipart()) throw catalogueError('bad_request', 'api.notMultipart', { field: uploadFieldName });
  // The multipart parser throws plain errors about the request's own bytes: they are the sender's problem.
  const part = await request.file().catch((error: unknown) => {
    throw error instanceof AppError ? error : catalogueError('bad_request', 'api.malformedUpload');
  });
  if (!part || part.fieldname !== uploadFieldName) {
    part?.file.resume();
    throw catalogueError('bad_request', 'api.missingFile', { field: uploadFieldName });
  }
  // The whole body may already be parsed (a cut-off request, app.inject): its error can come before any
  // await below, so the listener goes on at once, and a stream that already failed counts as broken too.
  let requestBroke = part.file.errored !== null;
  part.file.once('error', () => {
    requestBroke = true;
  });
  const name = sanitizeFileName(part.filename, 'file');
  const tmpPath = path.join(tmpDir, randomBytes(12).toString('hex'));
  try {
    await mkdir(tmpDir, { recursive: true });
    await pipeline(part.file, createWriteStream(tmpPath)).catch((error: unknown) => {
      if (isDiskFull(error)) throw catalogueError('insufficient_storage', 'api.diskFull', { name });
      throw requestBroke || part.file.errored !== null ? catalogueError('bad_request', 'api.malformedUpload') : error;
    });
    if (part.file.truncated)
      throw catalogueError('payload_too_large', 'api.uploadTooLarge', { name, limit: maxUploadMb });
    const { size } = await stat(tmpPath);
    if (size === 0) throw catalogueError('bad_request', 'api.emptyFile', { name });
    return await use({ path: tmpPath, name, size });
  } finally {
    await rm(tmpPath, { force: true });
  }
};
