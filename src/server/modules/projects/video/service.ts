import type { Db } from '#server/db/client.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { refusal, refuseUnless } from '#server/lib/refusals.ts';
import { createSignedDownloadUrl, requireStoredKey, type PendingUpload } from '#server/modules/files/index.ts';
import { sanitizeFileName } from '#shared/files/file-names.ts';
import { videoSource } from '#shared/format/video-url.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import {
  coverListLimit,
  type CoverImage,
  type CoverListResponse,
  type CoverUploadResponse,
  type VideoDownloadResponse,
} from '#shared/projects/video/schemas.ts';
import { videoDownloadBlock, type VideoDownloadBlock } from '#shared/projects/video/video.ts';
import {
  canUploadDeliveredFiles,
  deliverySlotKinds,
  type DeliverySlot,
  type DownloadFile,
} from '#shared/projects/video/delivery.ts';
import type { Actor } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { answerOfParts, type WrittenJson } from '#server/lib/written-json.ts';
import { loadProject, resolveVersion, type LoadedProject } from '../access.ts';
import { queueReviewVideo, recordReviewVideo } from '../review/service.ts';
import { isReviewSlot } from '#shared/projects/review/review.ts';
import { projectViewOf, projectChange, type ProjectChange, type ProjectTarget } from '../service.ts';
import {
  findCover,
  insertCover,
  listCovers,
  setCurrentCover,
  setProjectDelivery,
  setVersionDelivery,
  type CoverRow,
  type DeliveredFiles,
} from './queries.ts';

const downloadRefusals: Record<VideoDownloadBlock, ApiMessageKey> = {
  notAllowed: 'api.download.notAllowed',
  notPurchased: 'api.download.notPurchased',
  noVideo: 'api.download.noVideo',
};

const downloadRefusal = (actor: Actor | null, block: VideoDownloadBlock) =>
  block === 'noVideo' ? catalogueError('not_found', downloadRefusals.noVideo) : refusal(actor, downloadRefusals[block]);

const toCover = (row: CoverRow, currentId: string | null): CoverImage => ({
  fileId: row.fileId,
  name: row.name,
  created: row.createdAt.toISOString(),
  current: row.fileId === currentId,
});

/** Spec §6: uploading and choosing the cover is for power users, checked before a single byte is stored. */
const loadForCover = async (db: Db, projectId: string, actor: Actor | null): Promise<LoadedProject> => {
  const loaded = await loadProject(db, projectId, actor);
  refuseUnless(can(actor, 'uploadCoverImage'), actor, 'api.coverRefused');
  return loaded;
};

/** The image goes through the file pipeline (type from the bytes, thumbnails) and becomes the current cover. */
export const uploadCover = async (
  { db, t }: ModuleContext,
  { projectId, user, receive }: { projectId: string; user: SessionUser; receive: PendingUpload },
): Promise<WrittenJson<CoverUploadResponse>> => {
  const loaded = await loadForCover(db, projectId, user);
  const file = await receive({ imagesOnly: true });
  const createdAt = await db.transaction(async (tx) => {
    const inserted = await insertCover(tx, loaded.row.id, file.id);
    await setCurrentCover(tx, loaded.row.id, file.id);
    return inserted;
  });
  return answerOfParts<CoverUploadResponse>({
    project: await projectViewOf(db, loaded.row.id, user),
    cover: toCover({ fileId: file.id, name: file.name, createdAt }, file.id),
    message: t('api.coverUploaded'),
  });
};

export const setCover = async (
  { db, t }: ModuleContext,
  { projectId, actor, fileId }: ProjectTarget & { fileId: string },
): Promise<ProjectChange> => {
  const loaded = await loadForCover(db, projectId, actor);
  if (!(await findCover(db, loaded.row.id, fileId))) throw catalogueError('not_found', 'api.coverNotFound');
  await setCurrentCover(db, loaded.row.id, fileId);
  return projectChange(await projectViewOf(db, loaded.row.id, actor), t('api.coverUpdated'));
};

export const getCovers = async (
  { db }: ModuleContext,
  { projectId, actor }: ProjectTarget,
): Promise<CoverListResponse> => {
  const loaded = await loadForCover(db, projectId, actor);
  const rows = await listCovers(db, loaded.row.id, coverListLimit);
  return { items: rows.map((row) => toCover(row, loaded.row.videoCoverUrl)) };
};

const recordingTitles: Record<Exclude<DownloadFile, 'video'>, string> = { voice: 'voice', music: 'music' };

/** The stored file, or the address of one kept elsewhere, as the files download mechanism hands it out. */
const downloadOf = async (
  { config, storage }: Pick<ModuleContext, 'config' | 'storage'>,
  address: string,
  title: string,
): Promise<VideoDownloadResponse> => {
  const source = videoSource(config.mediaHost, address);
  if (source.kind !== 'file') return { url: address, filename: sanitizeFileName(title, 'video') };
  const key = await requireStoredKey(storage, source.key);
  const filename = sanitizeFileName(`${title}${key.slice(key.lastIndexOf('.'))}`, 'video');
  return { url: createSignedDownloadUrl(config.sessionSecret, key, filename), filename };
};

/**
 * GET /api/projects/{id}/download: a signed link to the stored full video (the files download
 * mechanism, named after the project and version), or the address of a video kept elsewhere;
 * `file=voice` or `file=music` hands project managers the delivered recordings (spec §6).
 */
export const getVideoDownload = async (
  context: ModuleContext,
  { projectId, actor, version, file }: ProjectTarget & { version: string | undefined; file: DownloadFile },
): Promise<VideoDownloadResponse> => {
  const loaded = await loadProject(context.db, projectId, actor);
  const extension = await resolveVersion(context.db, loaded.row.id, version);
  const delivery = extension ?? loaded.row;
  const title = extension ? `${loaded.row.title} - ${extension.title}` : loaded.row.title;
  if (file !== 'video') {
    refuseUnless(can(actor, 'downloadAudioAndMusic'), actor, 'api.download.recordingsNotAllowed');
    const recording = file === 'voice' ? delivery.deliveredVoice : delivery.deliveredMusic;
    if (!recording) throw catalogueError('not_found', 'api.download.noRecording');
    return downloadOf(context, recording, `${title} - ${recordingTitles[file]}`);
  }
  const block = videoDownloadBlock(actor, loaded.record, delivery);
  const videoFull = delivery.videoFull;
  if (block !== null || !videoFull) throw downloadRefusal(actor, block ?? 'noVideo');
  return downloadOf(context, videoFull, title);
};

const deliveryColumns = {
  preview: 'videoPreview',
  watermarked: 'videoWatermarked',
  full: 'videoFull',
  voice: 'deliveredVoice',
  music: 'deliveredMusic',
} as const satisfies Record<DeliverySlot, keyof DeliveredFiles>;

/**
 * A project manager uploads one delivered file for the project or one extension version (decision
 * 065): checked before a byte is stored, then taken through the file pipeline as a video or an
 * audio recording, and its key saved where the video menu reads it.
 */
export const uploadDeliveredFile = async (
  context: ModuleContext,
  {
    projectId,
    user,
    slot,
    version,
    receive,
  }: { projectId: string; user: SessionUser; slot: DeliverySlot; version: string | undefined; receive: PendingUpload },
): Promise<ProjectChange> => {
  const { db, t, events } = context;
  const loaded = await loadProject(db, projectId, user);
  refuseUnless(canUploadDeliveredFiles(user), user, 'api.delivery.notAllowed');
  const extension = await resolveVersion(db, loaded.row.id, version);
  const file = await receive({ mediaKind: deliverySlotKinds[slot] });
  const column = deliveryColumns[slot];
  const reviewVideoId = await db.transaction(async (tx) => {
    if (extension) await setVersionDelivery(tx, extension.id, column, file.key);
    else await setProjectDelivery(tx, loaded.row.id, column, file.key);
    return isReviewSlot(slot)
      ? recordReviewVideo(tx, { projectId: loaded.row.id, versionId: extension?.id ?? null, slot, fileId: file.id })
      : null;
  });
  if (reviewVideoId) await queueReviewVideo(context, reviewVideoId);
  void events.emit('project.changed', { projectId: loaded.row.id, actorId: user._id, scenes: false });
  return projectChange(
    await projectViewOf(db, loaded.row.id, user, extension?.id ?? null),
    t('api.delivery.uploaded', { name: file.name }),
  );
};
