import type { Db } from '#server/db/client.ts';
import type { Config } from '#server/lib/config.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { createSignedDownloadUrl, requireStoredKey, type PendingUpload } from '#server/modules/files/index.ts';
import { sanitizeFileName } from '#shared/files/file-names.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import { videoSource } from '#shared/format/video-url.ts';
import { coverListLimit, type CoverImage, type CoverListResponse, type CoverUploadResponse, type VideoDownloadResponse } from '#shared/projects/video/schemas.ts';
import { videoDeliveryOf, videoDownloadBlock, type VideoDownloadBlock } from '#shared/projects/video/video.ts';
import { can } from '#shared/users/permissions.ts';
import type { Actor } from '#shared/users/levels.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { loadProject, type LoadedProject } from '../access.ts';
import { versionNotFoundMessage } from '../cart/service.ts';
import type { ProjectChange } from '../manage.ts';
import { findVersions } from '../queries.ts';
import { projectViewOf } from '../service.ts';
import { findCover, insertCover, listCovers, setCurrentCover, type CoverRow } from './queries.ts';

export interface VideoContext {
  db: Db;
  config: Config;
  storage: Storage;
}

export const coverRefusal = 'Only staff can change the cover image';
export const coverNotFoundMessage = 'That image is not one of this project’s covers';
export const downloadRefusals: Record<VideoDownloadBlock, string> = {
  notAllowed: 'Only the project’s collaborators can download its video',
  notPurchased: 'The video can be downloaded once it has been purchased',
  noVideo: 'The full video is not ready yet',
};

const toCover = (row: CoverRow, currentId: string | null): CoverImage => ({
  fileId: row.fileId,
  name: row.name,
  created: row.createdAt.toISOString(),
  current: row.fileId === currentId,
});

/** Spec §6: uploading and choosing the cover is for power users, checked before a single byte is stored. */
const loadForCover = async (db: Db, projectId: string, actor: Actor | null): Promise<LoadedProject> => {
  const loaded = await loadProject(db, projectId, actor);
  if (!can(actor, 'uploadCoverImage')) throw new AppError(actor ? 'forbidden' : 'unauthorized', coverRefusal);
  return loaded;
};

/** The image goes through the file pipeline (type from the bytes, thumbnails) and becomes the current cover. */
export const uploadCover = async ({ db, config }: VideoContext, projectId: string, user: SessionUser, receive: PendingUpload): Promise<CoverUploadResponse> => {
  const loaded = await loadForCover(db, projectId, user);
  const file = await receive({ imagesOnly: true });
  const { row, createdAt } = await db.transaction(async (tx) => ({
    createdAt: await insertCover(tx, loaded.row.id, file.id),
    row: await setCurrentCover(tx, loaded.row.id, file.id),
  }));
  return {
    project: await projectViewOf(db, { ...loaded, row }, user),
    cover: toCover({ fileId: file.id, name: file.name, createdAt }, file.id),
    message: createApiTranslator(config.locale)('api.coverUploaded'),
  };
};

export const setCover = async ({ db, config }: VideoContext, projectId: string, actor: Actor | null, fileId: string): Promise<ProjectChange> => {
  const loaded = await loadForCover(db, projectId, actor);
  if (!(await findCover(db, loaded.row.id, fileId))) throw new AppError('not_found', coverNotFoundMessage);
  const row = await setCurrentCover(db, loaded.row.id, fileId);
  return { project: await projectViewOf(db, { ...loaded, row }, actor), message: createApiTranslator(config.locale)('api.coverUpdated') };
};

export const getCovers = async ({ db }: VideoContext, projectId: string, actor: Actor | null): Promise<CoverListResponse> => {
  const loaded = await loadForCover(db, projectId, actor);
  const rows = await listCovers(db, loaded.row.id, coverListLimit);
  return { items: rows.map((row) => toCover(row, loaded.row.videoCoverUrl)) };
};

const refuseDownload = (actor: Actor | null, block: VideoDownloadBlock): AppError => {
  if (block === 'noVideo') return new AppError('not_found', downloadRefusals.noVideo);
  return new AppError(actor ? 'forbidden' : 'unauthorized', downloadRefusals[block]);
};

/**
 * GET /api/projects/{id}/download: a signed link to the stored full video (the files download
 * mechanism, named after the project and version), or the address of a video kept elsewhere.
 */
export const getVideoDownload = async (
  { db, config, storage }: VideoContext,
  projectId: string,
  actor: Actor | null,
  version: string | undefined,
): Promise<VideoDownloadResponse> => {
  const loaded = await loadProject(db, projectId, actor);
  const versions = await findVersions(db, loaded.row.id);
  const delivery = videoDeliveryOf({ ...loaded.row, versions }, version);
  if (!delivery) throw new AppError('not_found', versionNotFoundMessage);
  const block = videoDownloadBlock(actor, loaded.record, delivery);
  if (block !== null || !delivery.videoFull) throw refuseDownload(actor, block ?? 'noVideo');
  const versionTitle = versions.find((entry) => entry.id === version)?.title;
  const title = versionTitle ? `${loaded.row.title} - ${versionTitle}` : loaded.row.title;
  const source = videoSource(config.mediaHost, delivery.videoFull);
  if (source.kind !== 'file') return { url: delivery.videoFull, filename: sanitizeFileName(title, 'video') };
  const key = await requireStoredKey(storage, source.key);
  const filename = sanitizeFileName(`${title}${key.slice(key.lastIndexOf('.'))}`, 'video');
  return { url: createSignedDownloadUrl(config.sessionSecret, key, filename), filename };
};
