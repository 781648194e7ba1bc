import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projects, projectVersions } from '#server/db/schema/index.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import { demoWav } from './demo-audio.ts';
import { demoFileStore, demoPicture } from './seed-demo-media.ts';
import { stillWebm } from './demo-video.ts';

/**
 * The delivered files of issue 18, so a new user can try both sides of a purchase: the ready,
 * unpurchased recycling video has its watermarked preview and full video waiting to be bought; the
 * purchased bakery video has its voice and music for project managers, and its Spanish extension
 * (not bought yet) its own watermarked preview and full video. Only missing files are stored.
 */
const demoDeliveries: { title: string; file: string; colors: [string, string]; version: string | null }[] = [
  { title: 'Demo: Recycling at school', file: 'recycling-at-school', colors: ['#b2f2bb', '#2b8a3e'], version: null },
  { title: 'Bakery launch video', file: 'bakery-launch', colors: ['#f6d365', '#e8743b'], version: 'Spanish version' },
];

export const seedDemoDelivery = async (db: Db, storage: Storage, dataDir: string): Promise<void> => {
  const pm = await findUserByEmail(db, 'pm@demo.local');
  if (!pm) return;
  const store = demoFileStore(db, storage, dataDir, pm.id);
  const videoOf = async (name: string, colors: [string, string], watermark: boolean) =>
    (await store(name, await stillWebm(await demoPicture(colors, watermark), 3))).key;
  for (const demo of demoDeliveries) {
    const [project] = await db.select().from(projects).where(eq(projects.title, demo.title)).limit(1);
    if (!project) continue;
    if (!project.videoWatermarked) {
      await db
        .update(projects)
        .set({ videoWatermarked: await videoOf(`${demo.file}-watermarked.webm`, demo.colors, true) })
        .where(eq(projects.id, project.id));
    }
    if (!project.videoFull) {
      await db
        .update(projects)
        .set({ videoFull: await videoOf(`${demo.file}.webm`, demo.colors, false) })
        .where(eq(projects.id, project.id));
    }
    if (!project.deliveredVoice) {
      await db
        .update(projects)
        .set({ deliveredVoice: (await store(`${demo.file}-voice.wav`, demoWav(2, 220))).key })
        .where(eq(projects.id, project.id));
    }
    if (!project.deliveredMusic) {
      await db
        .update(projects)
        .set({ deliveredMusic: (await store(`${demo.file}-music.wav`, demoWav(2, 523))).key })
        .where(eq(projects.id, project.id));
    }
    if (!demo.version) continue;
    const [version] = await db
      .select()
      .from(projectVersions)
      .where(
        and(
          eq(projectVersions.projectId, project.id),
          eq(projectVersions.title, demo.version),
          isNull(projectVersions.videoFull),
        ),
      )
      .limit(1);
    if (!version) continue;
    await db
      .update(projectVersions)
      .set({
        videoWatermarked: await videoOf(`${demo.file}-${version.title}-watermarked.webm`, demo.colors, true),
        videoFull: await videoOf(`${demo.file}-${version.title}.webm`, demo.colors, false),
      })
      .where(eq(projectVersions.id, version.id));
  }
};
