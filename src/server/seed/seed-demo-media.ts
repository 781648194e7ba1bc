import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '#server/db/client.ts';
import { projects } from '#server/db/schema/index.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { storeUpload } from '#server/modules/files/index.ts';
import { insertCover, setCurrentCover } from '#server/modules/projects/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import { stillWebm } from './demo-video.ts';

/** The purchased demo projects get a cover and a full video, so the video menu downloads something real. */
const demoMedia: { title: string; file: string; colors: [string, string]; withPreview: boolean }[] = [
  { title: 'Bakery launch video', file: 'bakery-launch', colors: ['#f6d365', '#e8743b'], withPreview: true },
  { title: 'Studio showreel', file: 'studio-showreel', colors: ['#5ee7df', '#3b5bdb'], withPreview: false },
];

/** Shapes only: text would depend on the fonts of whatever machine seeds the demo. */
const coverSvg = (
  [from, to]: [string, string],
  watermark: boolean,
): string => `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <pattern id="mark" width="90" height="90" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="30" height="90" fill="#fff" fill-opacity="0.28"/></pattern>
  </defs>
  <rect width="1280" height="720" fill="url(#sky)"/>
  <circle cx="1040" cy="170" r="90" fill="#fff" fill-opacity="0.55"/>
  <path d="M0 560 Q320 430 640 540 T1280 500 V720 H0 Z" fill="#fff" fill-opacity="0.35"/>
  <rect x="400" y="250" width="480" height="270" rx="28" fill="#fff" fill-opacity="0.85"/>
  <circle cx="560" cy="360" r="46" fill="${to}"/>
  <rect x="630" y="330" width="190" height="22" rx="11" fill="${from}"/>
  <rect x="630" y="372" width="140" height="22" rx="11" fill="${from}" fill-opacity="0.7"/>
  ${watermark ? '<rect width="1280" height="720" fill="url(#mark)"/>' : ''}
</svg>`;

export const demoPicture = (colors: [string, string], watermark = false): Promise<Buffer> =>
  sharp(Buffer.from(coverSvg(colors, watermark)))
    .png()
    .toBuffer();

/** Stores demo bytes through the file pipeline, as the given user's upload. */
export const demoFileStore =
  (db: Db, storage: Storage, dataDir: string, uploaderId: string) => async (name: string, data: Buffer) => {
    const tmpDir = path.join(dataDir, 'tmp', 'seed');
    await mkdir(tmpDir, { recursive: true });
    const tmpPath = path.join(tmpDir, randomBytes(12).toString('hex'));
    await writeFile(tmpPath, data);
    try {
      return await storeUpload({ db, storage }, { _id: uploaderId }, { path: tmpPath, name, size: data.length });
    } finally {
      await rm(tmpPath, { force: true });
    }
  };

/**
 * Gives each purchased demo project what it lacks of a cover, a full video and a preview, through
 * the file pipeline like every upload; a project that has them is left alone, so seeding twice
 * stores nothing new.
 */
export const seedDemoMedia = async (db: Db, storage: Storage, dataDir: string): Promise<void> => {
  const admin = await findUserByEmail(db, 'admin@demo.local');
  if (!admin) return;
  const store = demoFileStore(db, storage, dataDir, admin.id);
  for (const demo of demoMedia) {
    const [project] = await db
      .select()
      .from(projects)
      .where(and(eq(projects.title, demo.title), eq(projects.createdBy, admin.id)))
      .limit(1);
    if (!project) continue;
    const still = await demoPicture(demo.colors, false);
    if (!project.videoCoverUrl) {
      const cover = await store(`${demo.file}-cover.png`, still);
      await db.transaction(async (tx) => {
        await insertCover(tx, project.id, cover.id);
        await setCurrentCover(tx, project.id, cover.id);
      });
    }
    if (!project.videoFull) {
      const full = await store(`${demo.file}.webm`, await stillWebm(still, 3));
      await db.update(projects).set({ videoFull: full.key }).where(eq(projects.id, project.id));
    }
    if (demo.withPreview && !project.videoPreview) {
      const preview = await store(
        `${demo.file}-preview.webm`,
        await stillWebm(await demoPicture(demo.colors, true), 3),
      );
      await db.update(projects).set({ videoPreview: preview.key }).where(eq(projects.id, project.id));
    }
  }
};
