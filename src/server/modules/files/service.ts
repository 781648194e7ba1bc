import { createReadStream } from 'node:fs';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { assertSafeKey } from '#server/lib/storage/keys.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { imageMimeTypes } from '#shared/files/content-types.ts';
import { imageVersions, type ImageVersionName } from '#shared/files/constants.ts';
import type { ListFilesQuery, ListFilesResponse, UploadedFile } from '#shared/files/schemas.ts';
import { imageVersionKey, originalKey } from '#shared/files/urls.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { detectType } from './detect-type.ts';
import { processImage, type ProcessedImage } from './images.ts';
import { deleteFileRow, insertFile, listFilesByUploader, type FileRow } from './queries.ts';
import type { SpooledUpload } from './spool.ts';

export interface FilesContext {
  db: Db;
  storage: Storage;
}

export const notAnImageMessage = (name: string): string =>
  `${name} is not an image: use ${imageMimeTypes.map((mime) => mime.replace('image/', '').toUpperCase()).join(', ')}`;
export const noSuchFileMessage = (key: string): string => `No file is stored under ${key}`;

const versionNames = Object.keys(imageVersions) as ImageVersionName[];

const toUploadedFile = (row: FileRow): UploadedFile => ({
  id: row.id,
  key: originalKey(row.id, row.extension),
  name: row.name,
  type: row.type,
  size: row.size,
  isImage: row.isImage,
  width: row.width,
  height: row.height,
  versions: row.isImage
    ? {
        thumb: { name: imageVersionKey(row.id, imageVersions.thumb.suffix) },
        large: { name: imageVersionKey(row.id, imageVersions.large.suffix) },
      }
    : {},
});

/**
 * Records the file, then writes the original and, for images, the thumbnail and large versions. If any
 * write fails, whatever was written and the row are removed again, so a file is either whole or absent.
 */
export const storeUpload = async (
  { db, storage }: FilesContext,
  user: Pick<SessionUser, '_id'>,
  upload: SpooledUpload,
  options: { imagesOnly?: boolean } = {},
): Promise<UploadedFile> => {
  const type = await detectType(upload.path);
  if (options.imagesOnly && !type.isImage) throw new AppError('bad_request', notAnImageMessage(upload.name));
  const image: ProcessedImage | null = type.isImage ? await processImage(upload.path, upload.name) : null;
  const row = await insertFile(db, {
    extension: type.extension,
    name: upload.name,
    type: type.mime,
    size: upload.size,
    isImage: type.isImage,
    width: image?.width ?? null,
    height: image?.height ?? null,
    uploadedBy: user._id,
  });
  const versions = versionNames.flatMap((name) =>
    image ? [{ key: imageVersionKey(row.id, imageVersions[name].suffix), data: image.versions[name].data }] : [],
  );
  const written: string[] = [];
  try {
    const key = originalKey(row.id, row.extension);
    await storage.put(key, createReadStream(upload.path), { contentType: type.mime });
    written.push(key);
    for (const version of versions) {
      await storage.put(version.key, version.data, { contentType: 'image/jpeg' });
      written.push(version.key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    await deleteFileRow(db, row.id);
    throw error;
  }
  return toUploadedFile(row);
};

export const requireStoredKey = async (storage: Storage, key: string): Promise<string> => {
  assertSafeKey(key);
  if (!(await storage.exists(key))) throw new AppError('not_found', noSuchFileMessage(key));
  return key;
};

export const listMyFiles = async (db: Db, user: SessionUser, query: ListFilesQuery): Promise<ListFilesResponse> => {
  const { rows, count } = await listFilesByUploader(db, user._id, query.skip, query.limit);
  return { items: rows.map(toUploadedFile), count };
};
