import { createReadStream } from 'node:fs';
import { catalogueError } from '#server/lib/errors.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { assertSafeKey } from '#server/lib/storage/keys.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { imageMimeTypes } from '#shared/files/content-types.ts';
import { imageVersions, type ImageVersionName } from '#shared/files/constants.ts';
import { sanitizeFileName } from '#shared/files/file-names.ts';
import type {
  DownloadQuery,
  DownloadResponse,
  ListFilesQuery,
  ListFilesResponse,
  UploadedFile,
  UploadResponse,
} from '#shared/files/schemas.ts';
import { imageVersionKey, mediaUrl, originalKey } from '#shared/files/urls.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { detectType } from './detect-type.ts';
import { processImage, type ProcessedImage } from './images.ts';
import { deleteFileRow, insertFile, listFilesByUploader, type FileRow } from './queries.ts';
import { checkSignedDownload, createSignedDownloadUrl } from './signed-urls.ts';
import { isDiskFull, type SpooledUpload } from './spool.ts';

const acceptedImageTypes = imageMimeTypes.map((mime) => mime.replace('image/', '').toUpperCase()).join(', ');

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
export interface UploadOptions {
  imagesOnly?: boolean;
  /** Only a video, or only an audio recording, judged by the bytes (delivered files, decision 065). */
  mediaKind?: 'video' | 'audio';
}

/**
 * The file of a request, taken only when the service calls it: a service checks access first and
 * then receives, so a refused upload never stores a byte, and the service never sees the request.
 */
export type PendingUpload = (options?: UploadOptions) => Promise<UploadedFile>;

export const storeUpload = async (
  { db, storage }: Pick<ModuleContext, 'db' | 'storage'>,
  user: Pick<SessionUser, '_id'>,
  upload: SpooledUpload,
  options: UploadOptions = {},
): Promise<UploadedFile> => {
  const type = await detectType(upload.path);
  if (options.imagesOnly && !type.isImage)
    throw catalogueError('bad_request', 'api.notAnImage', { name: upload.name, types: acceptedImageTypes });
  if (options.mediaKind && !type.mime.startsWith(`${options.mediaKind}/`)) {
    throw catalogueError('bad_request', options.mediaKind === 'video' ? 'api.notAVideo' : 'api.notAnAudio', {
      name: upload.name,
    });
  }
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
    throw isDiskFull(error) ? catalogueError('insufficient_storage', 'api.diskFull', { name: upload.name }) : error;
  }
  return toUploadedFile(row);
};

export const requireStoredKey = async (storage: Storage, key: string): Promise<string> => {
  assertSafeKey(key);
  if (!(await storage.exists(key))) throw catalogueError('not_found', 'api.noSuchFile', { key });
  return key;
};

export const listMyFiles = async (
  { db }: ModuleContext,
  { user, query }: { user: SessionUser; query: ListFilesQuery },
): Promise<ListFilesResponse> => {
  const { rows, count } = await listFilesByUploader(db, user._id, query.skip, query.limit);
  return { items: rows.map(toUploadedFile), count };
};

export const uploadFile = async (
  { config, t }: ModuleContext,
  { receive }: { receive: PendingUpload },
): Promise<UploadResponse> => {
  const file = await receive();
  return { file, url: mediaUrl(config.mediaHost, file.key), message: t('api.fileUploaded', { name: file.name }) };
};

export const createDownloadLink = async (
  { config, storage, clock }: ModuleContext,
  query: DownloadQuery,
): Promise<DownloadResponse> => {
  const key = await requireStoredKey(storage, query.key);
  return {
    url: createSignedDownloadUrl(config.sessionSecret, key, sanitizeFileName(query.filename), clock.now().getTime()),
  };
};

/** A signed link answers its file only as it was signed and before it expires. */
export const openSignedDownload = (
  { config, clock }: ModuleContext,
  link: Record<'key' | 'filename' | 'expires' | 'signature', string>,
) => {
  const check = checkSignedDownload(
    config.sessionSecret,
    { ...link, expires: Number(link.expires) },
    clock.now().getTime(),
  );
  if (check === 'invalid') throw catalogueError('forbidden', 'api.downloadLinkInvalid');
  if (check === 'expired') throw catalogueError('forbidden', 'api.downloadLinkExpired');
  return { key: assertSafeKey(link.key), filename: link.filename };
};
