import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projects, scenes } from '#server/db/schema/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import { demoProjectSlug } from './demo-ids.ts';

/** What the demo people say about the coffee shop scenes: the comments, and the notifications that tell of them. */
export const demoRemarks: Record<
  Locale,
  { cup: string; logo: string; logoReply: string; voice: string; internal: string; script: string }
> = {
  en: {
    cup: 'Can the cup in scene 1 be **bigger**? It is our best seller.',
    logo: 'The logo colours are off in the last frame, see the brand sheet.',
    logoReply: 'Thanks, the next version uses the colours of the brand sheet.',
    voice: '@Fran Freelancer could you record scene 2 again a little slower?',
    internal: 'Client asked for a rush; keep this one moving.',
    script: 'Sounds great, go ahead with the sketches.',
  },
  th: {
    cup: 'ขยายแก้วในฉาก 1 ให้**ใหญ่ขึ้น**ได้ไหม เป็นเมนูขายดีของเรา',
    logo: 'สีโลโก้ในเฟรมสุดท้ายยังไม่ตรง ดูตามคู่มือแบรนด์นะ',
    logoReply: 'ขอบคุณครับ เวอร์ชันถัดไปจะใช้สีตามคู่มือแบรนด์',
    voice: '@Fran Freelancer ช่วยอัดเสียงฉาก 2 ใหม่ให้ช้าลงอีกนิดได้ไหม',
    internal: 'ลูกค้าขอเร่งงาน ช่วยดันงานนี้ให้เดินต่อ',
    script: 'ดีมาก เริ่มภาพร่างได้เลย',
  },
};

/** The demo coffee shop project and its first three original scenes, which its comments and notifications are about. */
export const findCoffeeShopScenes = async (
  db: Db,
): Promise<{ projectId: string; sceneIds: [string, string, string] } | undefined> => {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.slug, demoProjectSlug))
    .limit(1);
  if (!project) return undefined;
  const rows = await db
    .select({ id: scenes.id })
    .from(scenes)
    .where(and(eq(scenes.projectId, project.id), isNull(scenes.versionId)))
    .orderBy(asc(scenes.position))
    .limit(3);
  const [first, second, third] = rows.map((row) => row.id);
  return first && second && third ? { projectId: project.id, sceneIds: [first, second, third] } : undefined;
};

/** A demo record's time, so many minutes before the seeding. */
export const minutesBefore = (now: Date, minutes: number): Date => new Date(now.getTime() - minutes * 60_000);
