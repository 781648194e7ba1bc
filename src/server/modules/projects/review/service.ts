import { isRecordId } from '#shared/app/schemas.ts';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db, Executor } from '#server/db/client.ts';
import type { ViewerCheck } from '#server/db/viewer-check.ts';
import { catalogueError } from '#server/lib/errors.ts';
import {
  encodeReviewProxy,
  makeTimelineSprite,
  MediaError,
  probeVideo,
  type ProbedVideo,
} from '#server/lib/media/ffmpeg.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { mediaUrl, originalKey } from '#shared/files/urls.ts';
import type { ApiTranslate } from '#shared/i18n/api-messages.ts';
import type { FrameRate } from '#shared/projects/review/frames.ts';
import {
  canSeeReviewVideo,
  spriteLayout,
  type ReviewSlot,
  type ReviewVideo,
  type ReviewVideoListResponse,
  type ReviewVideoResponse,
} from '#shared/projects/review/review.ts';
import type { Actor } from '#shared/users/levels.ts';
import { loadProject, resolveVersion } from '../access.ts';
import { findVersionRow } from '../queries.ts';
import type { ProjectTarget } from '../service.ts';
import {
  claimReviewVideo,
  failReviewVideo,
  findLostReviewVideos,
  findPreviousReviewVideo,
  findReviewVideo,
  finishReviewVideo,
  insertReviewVideo,
  listReviewVideoRows,
  saveReviewProgress,
  type ReviewVideoWithFile,
} from './queries.ts';

/** A version rarely has more than a few cuts of each video; the list shows the latest. */
const reviewVideoListLimit = 30;

/** When the encoder reports less often than this many percent, the row is not written. */
const progressStep = 5;

/** What ffprobe cannot tell of a single still picture: review it at the demo's and PAL's 25 fps. */
const fallbackRate: FrameRate = { num: 25, den: 1 };

export const proxyKeyOf = (fileId: string): string => `${fileId}_review.mp4`;
export const spriteKeyOf = (fileId: string): string => `${fileId}_sprite.jpg`;

/** ffmpeg's own reason stays in the row for the operator; the uploader is told what to do about it. */
const toReviewVideo = (row: ReviewVideoWithFile, mediaHost: string, t: ApiTranslate): ReviewVideo => ({
  _id: row.id,
  projectId: row.projectId,
  versionId: row.versionId,
  slot: row.slot,
  name: row.name,
  status: row.status,
  failure: row.status === 'failed' ? t('api.review.failed') : null,
  progress: row.progress,
  fpsNum: row.fpsNum,
  fpsDen: row.fpsDen,
  frameCount: row.frameCount,
  duration: row.duration,
  width: row.width,
  height: row.height,
  proxyUrl: row.proxyKey ? mediaUrl(mediaHost, row.proxyKey) : null,
  spriteUrl: row.spriteKey ? mediaUrl(mediaHost, row.spriteKey) : null,
  spriteTiles: row.spriteTiles,
  originalUrl: mediaUrl(mediaHost, originalKey(row.fileId, row.extension)),
  created: row.createdAt.toISOString(),
});

/**
 * An uploaded delivered video becomes reviewable: a row in the caller's transaction, then a job
 * (decision 111). A lost send is caught by the sweep.
 */
export const recordReviewVideo = async (
  db: Executor,
  values: { projectId: string; versionId: string | null; slot: ReviewSlot; fileId: string },
): Promise<string> => (await insertReviewVideo(db, values)).id;

export const queueReviewVideo = async ({ queue }: Pick<ModuleContext, 'queue'>, reviewVideoId: string) => {
  await queue.send('review-video', { reviewVideoId }, { singletonKey: reviewVideoId });
};

interface SeenVideo {
  video: ReviewVideoWithFile;
  projectTitle: string;
  versionTitle: string | null;
}

/**
 * The review video as the actor may see it (`canSeeReviewVideo` on its project and version), or a
 * 404 as if it did not exist: its id is not a share link of its own.
 */
export const findSeenReviewVideo = async (
  db: Db,
  reviewVideoId: string,
  actor: Actor | null,
  check?: ViewerCheck,
): Promise<SeenVideo> => {
  const notFound = catalogueError('not_found', 'api.review.notFound');
  // An address or an item id may name anything: only a record id can name a video.
  const video = isRecordId(reviewVideoId) ? await findReviewVideo(db, reviewVideoId) : undefined;
  if (!video) throw notFound;
  const loaded = await loadProject(db, video.projectId, actor, check);
  const version = video.versionId ? await findVersionRow(db, video.projectId, video.versionId) : null;
  if (!canSeeReviewVideo(actor, loaded.record, version ?? loaded.row, video.slot)) throw notFound;
  return { video, projectTitle: loaded.row.title, versionTitle: version?.title ?? null };
};

const titleOf = (t: ApiTranslate, seen: SeenVideo): string =>
  t('api.review.itemTitle', {
    title: seen.versionTitle ? `${seen.projectTitle} - ${seen.versionTitle}` : seen.projectTitle,
    name: seen.video.name,
  });

/** What the comments module needs of a review video: its title, and its frame count once probed. */
export const findReviewVideoForComments = async (
  db: Db,
  reviewVideoId: string,
  actor: Actor | null,
  t: ApiTranslate,
  check: ViewerCheck,
): Promise<{ title: string; frameCount: number | null }> => {
  const seen = await findSeenReviewVideo(db, reviewVideoId, actor, check);
  return { title: titleOf(t, seen), frameCount: seen.video.status === 'ready' ? seen.video.frameCount : null };
};

/** GET /api/projects/{id}/review-videos/{videoId}. */
export const getReviewVideo = async (
  { db, config, t }: ModuleContext,
  { projectId, actor, reviewVideoId }: ProjectTarget & { reviewVideoId: string },
): Promise<ReviewVideoResponse> => {
  const seen = await findSeenReviewVideo(db, reviewVideoId, actor);
  if (seen.video.projectId !== projectId) throw catalogueError('not_found', 'api.review.notFound');
  // The same slot of the same version: whoever sees this cut sees the one before it.
  const previous = await findPreviousReviewVideo(db, seen.video);
  return {
    video: toReviewVideo(seen.video, config.mediaHost, t),
    title: titleOf(t, seen),
    previous: previous
      ? {
          _id: previous.id,
          name: previous.name,
          proxyUrl: previous.proxyKey ? mediaUrl(config.mediaHost, previous.proxyKey) : null,
        }
      : null,
  };
};

/** GET /api/projects/{id}/review-videos?version=: the version's videos the actor may see. */
export const listReviewVideos = async (
  { db, config, t }: ModuleContext,
  { projectId, actor, version }: ProjectTarget & { version: string | undefined },
): Promise<ReviewVideoListResponse> => {
  const loaded = await loadProject(db, projectId, actor);
  const extension = await resolveVersion(db, loaded.row.id, version);
  const rows = await listReviewVideoRows(db, loaded.row.id, extension?.id ?? null, reviewVideoListLimit);
  return {
    items: rows
      .filter((row) => canSeeReviewVideo(actor, loaded.record, extension ?? loaded.row, row.slot))
      .map((row) => toReviewVideo(row, config.mediaHost, t)),
  };
};

const workDirOf = (dataDir: string, reviewVideoId: string): string =>
  path.join(dataDir, 'tmp', 'review', reviewVideoId);

/** The picture's frame count as the proxy holds it: the player seeks in the proxy, so its frames are the ones counted. */
const encode = async (
  context: Pick<ModuleContext, 'db' | 'storage'>,
  video: ReviewVideoWithFile,
  workDir: string,
): Promise<{ probed: ProbedVideo; rate: FrameRate; proxy: string; sprite: string; tiles: number }> => {
  const input = path.join(workDir, `original.${video.extension}`);
  const stored = await context.storage.get(originalKey(video.fileId, video.extension));
  if (!stored) throw new MediaError('the uploaded file is no longer stored');
  await pipeline(stored.stream, createWriteStream(input));
  const original = await probeVideo(input);
  const rate = original.rate ?? fallbackRate;
  const proxy = path.join(workDir, 'proxy.mp4');
  let reported = 0;
  await encodeReviewProxy(input, proxy, {
    rate,
    duration: original.duration,
    onProgress: (done) => {
      const percent = Math.floor(done * 100);
      if (percent - reported < progressStep || percent >= 100) return;
      reported = percent;
      void saveReviewProgress(context.db, video.id, percent);
    },
  });
  const probed = await probeVideo(proxy);
  if (probed.frameCount < 1) throw new MediaError('the video has no frames');
  const sprite = path.join(workDir, 'sprite.jpg');
  const tiles = Math.min(spriteLayout.columns * spriteLayout.rows, probed.frameCount);
  await makeTimelineSprite(proxy, sprite, {
    tiles,
    duration: probed.duration,
    columns: spriteLayout.columns,
    tileWidth: spriteLayout.tileWidth,
  });
  return { probed, rate, proxy, sprite, tiles };
};

/**
 * The job (decision 111): the original is copied out of storage, probed, encoded into the review
 * proxy with its progress written to the row, and a timeline sprite made from the proxy; both are
 * stored beside the original, which stays as it came. A run that finds the video taken or done does
 * nothing. ffmpeg's failure (a missing tool, an unreadable file) ends the video as failed with its
 * reason; a database or storage failure throws, and the queue retries the job.
 */
export const runReviewVideo = async (
  context: Pick<ModuleContext, 'db' | 'storage' | 'config'>,
  reviewVideoId: string,
): Promise<void> => {
  const { db, storage, config } = context;
  const video = await claimReviewVideo(db, reviewVideoId);
  if (!video) return;
  const workDir = workDirOf(config.dataDir, video.id);
  await mkdir(workDir, { recursive: true });
  try {
    const made = await encode(context, video, workDir);
    const proxyKey = proxyKeyOf(video.fileId);
    const spriteKey = spriteKeyOf(video.fileId);
    await storage.put(proxyKey, createReadStream(made.proxy), { contentType: 'video/mp4' });
    await storage.put(spriteKey, createReadStream(made.sprite), { contentType: 'image/jpeg' });
    await finishReviewVideo(db, video.id, {
      fpsNum: made.rate.num,
      fpsDen: made.rate.den,
      frameCount: made.probed.frameCount,
      duration: made.probed.duration,
      width: made.probed.width,
      height: made.probed.height,
      proxyKey,
      spriteKey,
      spriteTiles: made.tiles,
    });
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    await failReviewVideo(db, video.id, error.message);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
};

/** The safety net: sends again the videos whose job was lost or whose run died. */
export const sweepReviewVideos = async (context: Pick<ModuleContext, 'db' | 'queue'>): Promise<void> => {
  for (const id of await findLostReviewVideos(context.db)) await queueReviewVideo(context, id);
};
