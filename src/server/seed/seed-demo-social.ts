import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Locale } from '#shared/app/constants.ts';
import { projects } from '#server/db/schema/index.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import {
  insertSocialCover,
  insertSocialTitle,
  listSocialTitles,
  setCoverScore,
  setTitleScore,
  upsertTitleRating,
} from '#server/modules/projects/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import type { PerformanceScore } from '#shared/projects/social/social.ts';
import { demoProjectSlug } from './demo-ids.ts';
import { demoFileStore, demoPicture } from './seed-demo-media.ts';

/** Titles the PM proposed for the coffee shop video, in the deployment's locale, with the team's ratings and how each post did. */
const demoTitles: {
  text: Record<Locale, string>;
  ratings: { admin: number; pm: number };
  score: PerformanceScore | null;
}[] = [
  {
    text: { en: 'Your morning coffee, ready before you are', th: 'กาแฟยามเช้าของคุณ พร้อมก่อนคุณมาถึง' },
    ratings: { admin: 5, pm: 4 },
    score: 2,
  },
  {
    text: { en: 'Skip the queue: order ahead in 10 seconds', th: 'ไม่ต้องต่อคิว: สั่งล่วงหน้าได้ใน 10 วินาที' },
    ratings: { admin: 4, pm: 4 },
    score: 1,
  },
  {
    text: { en: 'Why our beans travel 8,000 km to your cup', th: 'ทำไมเมล็ดกาแฟของเราเดินทาง 8,000 กม. มาถึงแก้วคุณ' },
    ratings: { admin: 3, pm: 2 },
    score: -1,
  },
  {
    text: { en: 'Meet the baristas behind your flat white', th: 'รู้จักบาริสต้าเบื้องหลังแฟลตไวต์แก้วโปรดของคุณ' },
    ratings: { admin: 4, pm: 5 },
    score: null,
  },
];

/** The demo project's Cover & Titles; a project that already has titles is left alone, so seeding twice adds nothing. */
export const seedDemoSocial = async (db: Db, storage: Storage, dataDir: string, locale: Locale): Promise<void> => {
  const [admin, pm] = [await findUserByEmail(db, 'admin@demo.local'), await findUserByEmail(db, 'pm@demo.local')];
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.slug, demoProjectSlug))
    .limit(1);
  if (!admin || !pm || !project || (await listSocialTitles(db, project.id)).length > 0) return;
  const demoProjectId = project.id;
  for (const title of demoTitles) {
    const titleId = await insertSocialTitle(db, { projectId: demoProjectId, text: title.text[locale], userId: pm.id });
    await upsertTitleRating(db, { titleId, userId: admin.id, rating: title.ratings.admin });
    await upsertTitleRating(db, { titleId, userId: pm.id, rating: title.ratings.pm });
    if (title.score !== null) await setTitleScore(db, titleId, title.score);
  }
  const store = demoFileStore(db, storage, dataDir, pm.id);
  const covers: { name: string; colors: [string, string]; score: PerformanceScore | null }[] = [
    { name: 'coffee-cover-warm.png', colors: ['#f6d365', '#8d5524'], score: 2 },
    { name: 'coffee-cover-cool.png', colors: ['#a1c4fd', '#4b3621'], score: null },
  ];
  for (const cover of covers) {
    const file = await store(cover.name, await demoPicture(cover.colors));
    await insertSocialCover(db, demoProjectId, file.id);
    if (cover.score !== null) await setCoverScore(db, demoProjectId, file.id, cover.score);
  }
};
