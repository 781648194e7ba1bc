import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectCollabs, projects, scenes } from '#server/db/schema/index.ts';
import { demoProjects, seedDemo } from '#server/seed/seed-demo.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { cartTotals } from '#shared/projects/cart/pricing.ts';
import { projectStatuses } from '#shared/projects/status.ts';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp({ config: { locale: 'th' } });

describe('demo studio seed', () => {
  it('creates one sample project per status through the project service, and nothing the second time', async () => {
    const storage = createStorage(t.config);
    const first = await seedDemo(t.database.db, {
      password: 'demo-password',
      dataDir: t.config.dataDir,
      locale: 'th',
      storage,
    });
    const titles = demoProjects.map((demo) => demo.title);
    expect(first.projects.slice(0, titles.length)).toEqual(titles);
    const rows = (await t.database.db.select().from(projects).orderBy(asc(projects.createdAt))).filter((row) =>
      titles.includes(row.title),
    );
    expect(rows.map((row) => row.status).sort()).toEqual([...projectStatuses].sort());
    for (const row of rows) {
      const demo = demoProjects.find((entry) => entry.title === row.title);
      expect(row.cart.items[0]?.id).toBe('base-package');
      expect(row.cart.items.at(-1)?.id).toBe('vat');
      const [collabs] = await t.database.db
        .select({ n: count() })
        .from(projectCollabs)
        .where(eq(projectCollabs.projectId, row.id));
      const [sceneCount] = await t.database.db.select({ n: count() }).from(scenes).where(eq(scenes.projectId, row.id));
      expect([collabs?.n, sceneCount?.n]).toEqual([1, demo?.script?.texts.length ?? 1]);
    }
    const fitness = rows.find((row) => row.title === 'Demo: Fitness app launch')!;
    expect(fitness.cart.items.find((item) => item.id === 'custom-storyboard')?.ext?.value).toEqual(['mali', 'niran']);
    // 35000 + 12000 = 47000; rush +50 % = 70500; VAT 4935; 75435.
    expect(cartTotals(fitness.cart.items).total).toBe(75435);

    const second = await seedDemo(t.database.db, {
      password: 'demo-password',
      dataDir: t.config.dataDir,
      locale: 'th',
      storage,
    });
    expect([second.created, second.projects]).toEqual([[], []]);
    const [after] = await t.database.db.select({ n: count() }).from(projects);
    expect(after?.n).toBe(first.projects.length);
  });
});
