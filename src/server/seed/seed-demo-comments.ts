import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { comments, projects, scenes } from '#server/db/schema/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import type { CommentTag } from '#shared/comments/comments.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { demoProjectSlug } from './demo-ids.ts';

const minuteMs = 60_000;

/** What the demo people say about the coffee shop scenes: the comments, and the notifications that tell of them. */
export const demoRemarks: Record<Locale, { cup: string; logo: string; voice: string; internal: string; script: string }> = {
  en: {
    cup: 'Can the cup in scene 1 be **bigger**? It is our best seller.',
    logo: 'The logo colours are off in the last frame, see the brand sheet.',
    voice: '@Fran Freelancer could you record scene 2 again a little slower?',
    internal: 'Client asked for a rush; keep this one moving.',
    script: 'Sounds great, go ahead with the sketches.',
  },
  th: {
    cup: 'ขยายแก้วในฉาก 1 ให้**ใหญ่ขึ้น**ได้ไหม เป็นเมนูขายดีของเรา',
    logo: 'สีโลโก้ในเฟรมสุดท้ายยังไม่ตรง ดูตามคู่มือแบรนด์นะ',
    voice: '@Fran Freelancer ช่วยอัดเสียงฉาก 2 ใหม่ให้ช้าลงอีกนิดได้ไหม',
    internal: 'ลูกค้าขอเร่งงาน ช่วยดันงานนี้ให้เดินต่อ',
    script: 'ดีมาก เริ่มภาพร่างได้เลย',
  },
};

/**
 * The comments the demo notifications tell of, on the coffee shop project's first three scenes: a
 * client's thread with a staff reply, a client's remark on the logo, a PM's mention of the voice
 * freelancer on #voice and an internal note on #admins. Skipped once those scenes have any comment.
 */
export const seedDemoComments = async (db: Db, locale: Locale, now: Date = new Date()): Promise<number> => {
  const emails = ['pm@demo.local', 'staff@demo.local', 'freelancer@demo.local', 'client@demo.local'] as const;
  const [pm, staff, freelancer, client] = await Promise.all(emails.map((email) => findUserByEmail(db, email)));
  if (!pm || !staff || !freelancer || !client) return 0;
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.slug, demoProjectSlug)).limit(1);
  if (!project) return 0;
  const sceneIds = (
    await db.select({ id: scenes.id }).from(scenes).where(and(eq(scenes.projectId, project.id), isNull(scenes.versionId))).orderBy(asc(scenes.position)).limit(3)
  ).map((row) => row.id);
  const [first, second, third] = sceneIds;
  if (!first || !second || !third) return 0;
  const [existing] = await db.select({ id: comments.id }).from(comments).where(inArray(comments.itemId, sceneIds)).limit(1);
  if (existing) return 0;
  const text = demoRemarks[locale];
  const comment = (itemId: string, tag: CommentTag, author: string, body: string, minutes: number, mentions: string[] = []) => {
    const at = new Date(now.getTime() - minutes * minuteMs);
    return { itemType: 'scene', itemId, tag, text: body, html: renderMarkdown(body), userId: author, mentions, createdAt: at, updatedAt: at };
  };
  return db.transaction(async (tx) => {
    const [cup] = await tx.insert(comments).values(comment(first, 'none', client.id, text.cup, 60 * 30)).returning({ id: comments.id });
    if (!cup) throw new Error('the demo comment on scene 1 was not written');
    const rows = [
      { ...comment(first, 'none', staff.id, text.script, 20), isReply: true, replyTo: cup.id },
      comment(second, 'voice', pm.id, text.voice, 8, [freelancer.id]),
      comment(third, 'none', client.id, text.logo, 30),
      comment(third, 'admins', pm.id, text.internal, 95),
    ];
    await tx.insert(comments).values(rows);
    return rows.length + 1;
  });
};
