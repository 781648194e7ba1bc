import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, notifications } from '#server/db/schema/index.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';
import { useTestApp } from '../../support/test-app.ts';
import { caller, notificationsOf } from './notification-fixtures.ts';

const t = useTestApp();

describe('demo studio notifications', () => {
  it('gives every demo account unread and read notifications that link to the comments they quote, once', async () => {
    const options = {
      password: 'demo-password',
      dataDir: t.config.dataDir,
      locale: 'en' as const,
      storage: createStorage(t.config),
    };
    await seedDemo(t.database.db, options);
    for (const email of [
      'admin@demo.local',
      'pm@demo.local',
      'staff@demo.local',
      'freelancer@demo.local',
      'client@demo.local',
    ]) {
      const who = caller(t, await t.signIn(email, 'demo-password'));
      const { items, count: unread } = await notificationsOf(who);
      expect(unread, email).toBeGreaterThan(0);
      if (email === 'pm@demo.local' || email === 'admin@demo.local')
        expect(items.map((item) => `${item.itemAction} ${item.itemTitle}`)).toContain(
          'project-create Demo: Bakery opening',
        );
      expect(
        items.some((item) => item.read),
        email,
      ).toBe(true);
      for (const item of items.filter((entry) => entry.tag !== null)) {
        const answer = await who.get(`/api/comments?itemType=${item.itemType}&itemId=${item.itemId}&tag=${item.tag}`);
        expect(answer.statusCode, `${email} may open ${item.itemTitle} #${item.tag}`).toBe(200);
        // The comment the notification quotes is there to read, as a thread or as a reply in one, by whom it names.
        type Written = { text: string; user: { name: string } | null };
        const threads = answer.json<{ items: (Written & { replies: Written[] })[] }>().items;
        const written = threads
          .flatMap((thread) => [thread, ...thread.replies])
          .map((comment) => `${comment.user?.name ?? ''}: ${comment.text}`);
        expect(written, `${email}: ${item.actor.name} on ${item.itemTitle} #${item.tag}`).toContain(
          `${item.actor.name}: ${item.text}`,
        );
      }
    }
    const counts = async () => ({
      notifications: (await t.database.db.select({ value: count() }).from(notifications))[0]?.value,
      comments: (await t.database.db.select({ value: count() }).from(comments))[0]?.value,
    });
    const before = await counts();
    expect(before.comments).toBeGreaterThan(0);
    await seedDemo(t.database.db, options);
    expect(await counts()).toEqual(before);
  });
});
