import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { comments } from '#server/db/schema/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import type { CommentTag } from '#shared/comments/comments.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { demoRemarks, findCoffeeShopScenes, minutesBefore } from './demo-coffee-shop.ts';

/**
 * The comments the demo notifications tell of, on the coffee shop project's first three scenes: a
 * client's thread with a staff reply, a client's remark on the logo with a PM's reply, a PM's mention
 * of the voice freelancer on #voice and an internal note on #admins. Skipped once those scenes have any comment.
 */
export const seedDemoComments = async (db: Db, locale: Locale, now: Date = new Date()): Promise<number> => {
  const emails = ['pm@demo.local', 'staff@demo.local', 'freelancer@demo.local', 'client@demo.local'] as const;
  const [pm, staff, freelancer, client] = await Promise.all(emails.map((email) => findUserByEmail(db, email)));
  if (!pm || !staff || !freelancer || !client) return 0;
  const coffeeShop = await findCoffeeShopScenes(db);
  if (!coffeeShop) return 0;
  const { sceneIds } = coffeeShop;
  const [first, second, third] = sceneIds;
  const [existing] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(inArray(comments.itemId, sceneIds))
    .limit(1);
  if (existing) return 0;
  const text = demoRemarks[locale];
  const comment = (
    itemId: string,
    tag: CommentTag,
    author: string,
    body: string,
    minutes: number,
    mentions: string[] = [],
  ) => {
    const at = minutesBefore(now, minutes);
    return {
      itemType: 'scene',
      itemId,
      tag,
      text: body,
      html: renderMarkdown(body),
      userId: author,
      mentions,
      createdAt: at,
      updatedAt: at,
    };
  };
  return db.transaction(async (tx) => {
    const [cup, logo] = await tx
      .insert(comments)
      .values([comment(first, 'none', client.id, text.cup, 40), comment(third, 'none', client.id, text.logo, 60 * 26)])
      .returning({ id: comments.id });
    if (!cup || !logo) throw new Error('the demo threads were not written');
    const rows = [
      { ...comment(first, 'none', staff.id, text.script, 20), isReply: true, replyTo: cup.id },
      { ...comment(third, 'none', pm.id, text.logoReply, 60 * 24), isReply: true, replyTo: logo.id },
      comment(second, 'voice', pm.id, text.voice, 8, [freelancer.id]),
      comment(third, 'admins', pm.id, text.internal, 95),
    ];
    await tx.insert(comments).values(rows);
    return rows.length + 2;
  });
};
