import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { feeds, posts, postSections } from '#server/db/schema/index.ts';
import { LocalStorage } from '#server/lib/storage/local-storage.ts';
import { findMemoForPage } from '#server/modules/posts/index.ts';
import { findUserByEmail, toSessionUser } from '#server/modules/users/index.ts';
import { demoMemoTitle, seedDemoFeeds } from '#server/seed/seed-demo-feeds.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';
import { studioFeedId } from '#shared/feeds/feeds.ts';
import { postSectionIds, postTypes } from '#shared/posts/posts.ts';
import { createTestDatabase } from '../../support/test-database.ts';

let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), 'es-seed-feeds-'));
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, {
    password: 'demo-password',
    dataDir,
    locale: 'en',
    storage: new LocalStorage(path.join(dataDir, 'media')),
  });
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('gives the demo studio feeds, a post of every type with ratings and sections, and one memo, once', async () => {
  expect((await database.db.select({ name: feeds.name }).from(feeds)).map((feed) => feed.name).sort()).toEqual([
    'Coffee shop crew',
    'Studio news',
  ]);
  const rows = await database.db.select().from(posts);
  expect(new Set(rows.map((row) => row.type))).toEqual(new Set(postTypes));
  expect(rows.filter((row) => row.type === 'memo').map((row) => row.title)).toEqual([demoMemoTitle]);
  expect(new Set(rows.map((row) => row.rating)).size).toBeGreaterThan(2);
  const story = rows.find((row) => row.type === 'story');
  const sections = await database.db
    .select()
    .from(postSections)
    .where(eq(postSections.postId, story?.id ?? ''));
  expect(sections.map((section) => section.sectionId).sort()).toEqual([...postSectionIds].sort());
  expect(await seedDemoFeeds(database.db, new Date())).toBe(false);
  expect(await database.db.select().from(posts)).toHaveLength(rows.length);
});

it('shows the demo memo, written to everyone in the studio, to the demo freelancer and staff, and to nobody outside the team', async () => {
  const freelancer = await findUserByEmail(database.db, 'freelancer@demo.local');
  const staff = await findUserByEmail(database.db, 'staff@demo.local');
  const client = await findUserByEmail(database.db, 'client@demo.local');
  if (!freelancer || !staff || !client) throw new Error('demo accounts missing');
  const memo = await findMemoForPage({ db: database.db }, toSessionUser(freelancer));
  expect(memo?.title).toBe(demoMemoTitle);
  expect(memo?.feed).toBe(studioFeedId);
  expect((await findMemoForPage({ db: database.db }, toSessionUser(staff)))?._id).toBe(memo?._id);
  expect(memo?.bodyPreview).toContain('From Monday every project ends with the delivery checklist');
  expect(await findMemoForPage({ db: database.db }, toSessionUser(client))).toBeNull();
});
