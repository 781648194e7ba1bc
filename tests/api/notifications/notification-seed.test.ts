import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/index.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';
import { useTestApp } from '../../support/test-app.ts';
import { caller, notificationsOf } from './notification-fixtures.ts';

const t = useTestApp();

describe('demo studio notifications', () => {
  it('gives every demo account unread and read notifications that link to reachable items, once', async () => {
    const options = { password: 'demo-password', dataDir: t.config.dataDir, locale: 'en' as const, storage: createStorage(t.config) };
    await seedDemo(t.database.db, options);
    for (const email of ['admin@demo.local', 'pm@demo.local', 'staff@demo.local', 'freelancer@demo.local', 'client@demo.local']) {
      const who = caller(t, await t.signIn(email, 'demo-password'));
      const { items, count: unread } = await notificationsOf(who);
      expect(unread, email).toBeGreaterThan(0);
      expect(items.some((item) => item.read), email).toBe(true);
      for (const item of items.filter((entry) => entry.tag !== null)) {
        const comments = await who.get(`/api/comments?itemType=${item.itemType}&itemId=${item.itemId}&tag=${item.tag}`);
        expect(comments.statusCode, `${email} may open ${item.itemTitle} #${item.tag}`).toBe(200);
      }
    }
    const [before] = await t.database.db.select({ value: count() }).from(notifications);
    await seedDemo(t.database.db, options);
    const [after] = await t.database.db.select({ value: count() }).from(notifications);
    expect(after?.value).toBe(before?.value);
  });
});
