import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { commentMarks, comments, projects, reviewVideos } from '#server/db/schema/index.ts';
import type { AnyJobWorker } from '#server/lib/job-queue.ts';
import { isFfmpegAvailable, makeFrameNumberClip } from '#server/lib/media/ffmpeg.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { queueReviewVideo, recordReviewVideo } from '#server/modules/projects/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import type { CommentMarkBody } from '#shared/comments/marks.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { demoFileStore } from './seed-demo-media.ts';

/** The ready, unpurchased demo project whose watermarked preview and full video the client reviews. */
const reviewProjectTitle = 'Demo: Recycling at school';
/** Four seconds at 25 fps: short enough to make in a moment, long enough to scrub. */
const clip = { rate: { num: 25, den: 1 }, frames: 100, width: 480, height: 270 };

const remarks: Record<Locale, { logo: string; reply: string; title: string }> = {
  en: {
    logo: 'The logo should be bigger from here until the scene changes.',
    reply: 'Noted: we will scale it up in the next cut.',
    title: 'The title colour is fixed, thank you!',
  },
  th: {
    logo: 'โลโก้ควรใหญ่กว่านี้ ตั้งแต่ตรงนี้จนถึงฉากถัดไป',
    reply: 'รับทราบ เราจะขยายโลโก้ในฉบับถัดไป',
    title: 'สีของชื่อเรื่องแก้แล้ว ขอบคุณค่ะ',
  },
};

const logoMark: CommentMarkBody = {
  frame: 30,
  inFrame: 30,
  outFrame: 55,
  shapes: [
    { kind: 'ellipse', colour: 'yellow', from: [0.36, 0.62], to: [0.64, 0.9] },
    { kind: 'arrow', colour: 'red', from: [0.12, 0.35], to: [0.35, 0.66] },
  ],
};

/**
 * The demo's review videos (decision 111), made after the start and never during it: frame-number
 * clips replace the recycling project's still videos, the review-video job processes them like every
 * upload, and the client's comments (one with a range and a drawing, one resolved) are already there.
 * Without ffmpeg the demo keeps its still videos, and the log says why.
 */
export const runDemoReview = async (
  context: Pick<ModuleContext, 'db' | 'storage' | 'config' | 'queue'>,
  log: FastifyBaseLogger,
): Promise<void> => {
  const { db, storage, config } = context;
  const [project] = await db.select().from(projects).where(eq(projects.title, reviewProjectTitle)).limit(1);
  const [pm, client] = await Promise.all([
    findUserByEmail(db, 'pm@demo.local'),
    findUserByEmail(db, 'client@demo.local'),
  ]);
  if (!project || !pm || !client) return;
  const [existing] = await db
    .select({ id: reviewVideos.id })
    .from(reviewVideos)
    .where(eq(reviewVideos.projectId, project.id))
    .limit(1);
  if (existing) return;
  if (!(await isFfmpegAvailable())) {
    log.info('ffmpeg is missing: the demo videos stay still pictures (install it: apt-get install ffmpeg)');
    return;
  }
  await mkdir(path.join(config.dataDir, 'tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(config.dataDir, 'tmp', 'demo-review-'));
  let data: Buffer;
  try {
    const file = path.join(dir, 'clip.mp4');
    await makeFrameNumberClip(file, clip);
    data = await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const store = demoFileStore(db, storage, config.dataDir, pm.id);
  const watermarked = await store('recycling-at-school-watermarked.mp4', data);
  const full = await store('recycling-at-school.mp4', data);
  const text = remarks[config.locale];
  const ids = await db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({ videoWatermarked: watermarked.key, videoFull: full.key })
      .where(eq(projects.id, project.id));
    const watermarkedId = await recordReviewVideo(tx, {
      projectId: project.id,
      versionId: null,
      slot: 'watermarked',
      fileId: watermarked.id,
    });
    const fullId = await recordReviewVideo(tx, {
      projectId: project.id,
      versionId: null,
      slot: 'full',
      fileId: full.id,
    });
    const write = async (values: { userId: string; body: string; replyTo?: string }) => {
      const [row] = await tx
        .insert(comments)
        .values({
          itemType: 'review-video',
          itemId: watermarkedId,
          text: values.body,
          html: renderMarkdown(values.body),
          userId: values.userId,
          isReply: values.replyTo !== undefined,
          replyTo: values.replyTo ?? null,
        })
        .returning({ id: comments.id });
      if (!row) throw new Error('demo review comment not inserted');
      return row.id;
    };
    const logo = await write({ userId: client.id, body: text.logo });
    await tx.insert(commentMarks).values({ commentId: logo, ...logoMark });
    await write({ userId: pm.id, body: text.reply, replyTo: logo });
    const title = await write({ userId: client.id, body: text.title });
    await tx.insert(commentMarks).values({ commentId: title, frame: 80, shapes: [], resolved: true });
    return [watermarkedId, fullId];
  });
  for (const id of ids) await queueReviewVideo(context, id);
  log.info('demo review videos made; the review-video job prepares them');
};

export const demoReviewJobWorkers = (context: ModuleContext, log: FastifyBaseLogger): AnyJobWorker[] => [
  { name: 'demo-review', run: () => runDemoReview(context, log) },
];
