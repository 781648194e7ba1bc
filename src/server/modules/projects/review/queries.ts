import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { files, reviewVideos } from '#server/db/schema/index.ts';
import type { ReviewSlot } from '#shared/projects/review/review.ts';

export type ReviewVideoRow = typeof reviewVideos.$inferSelect;
/** A review video with what it shows of its uploaded file. */
export type ReviewVideoWithFile = ReviewVideoRow & { name: string; extension: string };

/** A run that has not written to its video for this long is taken to have died with its instance. */
const staleRun = sql`now() - interval '10 minutes'`;

export const insertReviewVideo = async (
  db: Executor,
  values: { projectId: string; versionId: string | null; slot: ReviewSlot; fileId: string },
): Promise<ReviewVideoRow> => {
  const [row] = await db.insert(reviewVideos).values(values).returning();
  if (!row) throw new Error('inserting a review video returned nothing');
  return row;
};

const selectWithFile = (db: Db) =>
  db
    .select({ video: reviewVideos, name: files.name, extension: files.extension })
    .from(reviewVideos)
    .innerJoin(files, eq(files.id, reviewVideos.fileId));

const flatten = (row: { video: ReviewVideoRow; name: string; extension: string }): ReviewVideoWithFile => ({
  ...row.video,
  name: row.name,
  extension: row.extension,
});

export const findReviewVideo = async (db: Db, id: string): Promise<ReviewVideoWithFile | undefined> => {
  const [row] = await selectWithFile(db).where(eq(reviewVideos.id, id)).limit(1);
  return row && flatten(row);
};

/** The videos of the project (versionId null) or of one extension version, newest first. */
export const listReviewVideoRows = async (
  db: Db,
  projectId: string,
  versionId: string | null,
  limit: number,
): Promise<ReviewVideoWithFile[]> =>
  (
    await selectWithFile(db)
      .where(
        and(
          eq(reviewVideos.projectId, projectId),
          versionId === null ? isNull(reviewVideos.versionId) : eq(reviewVideos.versionId, versionId),
        ),
      )
      .orderBy(desc(reviewVideos.createdAt), desc(reviewVideos.id))
      .limit(limit)
  ).map(flatten);

/** The cut uploaded before this one to the same slot of the same version, or undefined for the first. */
export const findPreviousReviewVideo = async (
  db: Db,
  video: Pick<ReviewVideoRow, 'id' | 'projectId' | 'versionId' | 'slot'>,
): Promise<ReviewVideoWithFile | undefined> => {
  const [row] = await selectWithFile(db)
    .where(
      and(
        eq(reviewVideos.projectId, video.projectId),
        video.versionId === null ? isNull(reviewVideos.versionId) : eq(reviewVideos.versionId, video.versionId),
        eq(reviewVideos.slot, video.slot),
        sql`(${reviewVideos.createdAt}, ${reviewVideos.id}) < (SELECT v.created_at, v.id FROM review_videos v WHERE v.id = ${video.id})`,
      ),
    )
    .orderBy(desc(reviewVideos.createdAt), desc(reviewVideos.id))
    .limit(1);
  return row && flatten(row);
};

/** The run takes the video when it waits, or when the run that had it stopped writing long ago. */
export const claimReviewVideo = async (db: Db, id: string): Promise<ReviewVideoWithFile | undefined> => {
  const [claimed] = await db
    .update(reviewVideos)
    .set({ status: 'encoding', progress: 0, failure: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(reviewVideos.id, id),
        or(
          eq(reviewVideos.status, 'queued'),
          and(eq(reviewVideos.status, 'encoding'), lt(reviewVideos.updatedAt, staleRun)),
        ),
      ),
    )
    .returning({ id: reviewVideos.id });
  return claimed ? findReviewVideo(db, claimed.id) : undefined;
};

export const saveReviewProgress = async (db: Db, id: string, progress: number): Promise<void> => {
  await db.update(reviewVideos).set({ progress, updatedAt: sql`now()` }).where(eq(reviewVideos.id, id));
};

export const finishReviewVideo = async (
  db: Db,
  id: string,
  values: Pick<
    ReviewVideoRow,
    'fpsNum' | 'fpsDen' | 'frameCount' | 'duration' | 'width' | 'height' | 'proxyKey' | 'spriteKey' | 'spriteTiles'
  >,
): Promise<void> => {
  await db
    .update(reviewVideos)
    .set({ ...values, status: 'ready', progress: 100, updatedAt: sql`now()` })
    .where(eq(reviewVideos.id, id));
};

export const failReviewVideo = async (db: Db, id: string, failure: string): Promise<void> => {
  await db
    .update(reviewVideos)
    .set({ status: 'failed', failure, updatedAt: sql`now()` })
    .where(eq(reviewVideos.id, id));
};

/** Waiting videos whose job was lost, and runs that died: what the sweep sends again. */
export const findLostReviewVideos = async (db: Db): Promise<string[]> =>
  (
    await db
      .select({ id: reviewVideos.id })
      .from(reviewVideos)
      .where(
        or(
          and(eq(reviewVideos.status, 'queued'), lt(reviewVideos.updatedAt, sql`now() - interval '1 minute'`)),
          and(eq(reviewVideos.status, 'encoding'), lt(reviewVideos.updatedAt, staleRun)),
        ),
      )
      .limit(20)
  ).map((row) => row.id);
