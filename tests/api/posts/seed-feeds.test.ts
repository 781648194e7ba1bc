import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { blogPosts, feeds, jobBids, jobs, posts, postSections, socialTitles } from '#server/db/schema/index.ts';
import { LocalStorage } from '#server/lib/storage/local-storage.ts';
import { findMemoForPage } from '#server/modules/posts/index.ts';
import { findUserByEmail, toSessionUser } from '#server/modules/users/index.ts';
import { demoMemoTitle, seedDemoFeeds } from '#server/seed/seed-demo-feeds.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';
import type { Locale } from '#shared/app/constants.ts';
import { studioFeedId } from '#shared/feeds/feeds.ts';
import { postSectionIds, postTypes } from '#shared/posts/posts.ts';
import { createTestDatabase } from '../../support/test-database.ts';

let database: Database;
let thaiDatabase: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), 'es-seed-feeds-'));
const seeded = async (locale: Locale): Promise<Database> => {
  const seededDatabase = await createTestDatabase();
  await seedDemo(seededDatabase.db, {
    password: 'demo-password',
    dataDir: path.join(dataDir, locale),
    locale,
    storage: new LocalStorage(path.join(dataDir, locale, 'media')),
  });
  return seededDatabase;
};
beforeAll(async () => {
  database = await seeded('en');
  thaiDatabase = await seeded('th');
});
afterAll(async () => {
  await Promise.all([database?.close(), thaiDatabase?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

it('gives the demo studio feeds, a post of every type with ratings and sections, and one memo, once', async () => {
  expect((await database.db.select({ name: feeds.name }).from(feeds)).map((feed) => feed.name).sort()).toEqual([
    'Coffee shop crew',
    'Studio news',
  ]);
  const rows = await database.db.select().from(posts);
  expect(new Set(rows.map((row) => row.type))).toEqual(new Set(postTypes));
  expect(rows.filter((row) => row.type === 'memo').map((row) => row.title)).toEqual([demoMemoTitle.en]);
  expect(new Set(rows.map((row) => row.rating)).size).toBeGreaterThan(2);
  const story = rows.find((row) => row.type === 'story');
  const sections = await database.db
    .select()
    .from(postSections)
    .where(eq(postSections.postId, story?.id ?? ''));
  expect(sections.map((section) => section.sectionId).sort()).toEqual([...postSectionIds].sort());
  expect(await seedDemoFeeds(database.db, 'en', new Date())).toBe(false);
  // A studio that changed its locale since is not given a second set in the other language.
  expect(await seedDemoFeeds(database.db, 'th', new Date())).toBe(false);
  expect(await database.db.select().from(posts)).toHaveLength(rows.length);
});

it('shows the demo memo, written to everyone in the studio, to the demo freelancer and staff, and to nobody outside the team', async () => {
  const freelancer = await findUserByEmail(database.db, 'freelancer@demo.local');
  const staff = await findUserByEmail(database.db, 'staff@demo.local');
  const client = await findUserByEmail(database.db, 'client@demo.local');
  if (!freelancer || !staff || !client) throw new Error('demo accounts missing');
  const memo = await findMemoForPage({ db: database.db }, toSessionUser(freelancer));
  expect(memo?.title).toBe(demoMemoTitle.en);
  expect(memo?.feed).toBe(studioFeedId);
  expect((await findMemoForPage({ db: database.db }, toSessionUser(staff)))?._id).toBe(memo?._id);
  expect(memo?.bodyPreview).toContain('From Monday every project ends with the delivery checklist');
  expect(await findMemoForPage({ db: database.db }, toSessionUser(client))).toBeNull();
});

// Issue 35: a Thai deployment (LOCALE=th) was seeded with English posts and jobs.
it("writes a Thai studio's demo feeds, posts, sections, memo, jobs, blog and social titles in Thai", async () => {
  const thai = /[\u0E00-\u0E7F]/;
  const notThai = (texts: readonly string[]) => texts.filter((text) => text !== '' && !thai.test(text));
  const { db } = thaiDatabase;
  const feedRows = await db.select().from(feeds);
  expect(feedRows.map((feed) => feed.name).sort()).toEqual(['ข่าวสตูดิโอ', 'ทีมร้านกาแฟ']);
  expect(notThai(feedRows.map((feed) => feed.description))).toEqual([]);
  const postRows = await db.select().from(posts);
  expect(postRows.length).toBeGreaterThan(5);
  expect(notThai(postRows.flatMap((post) => [post.title, post.body]))).toEqual([]);
  expect(notThai((await db.select().from(postSections)).map((section) => section.content))).toEqual([]);
  const freelancer = await findUserByEmail(db, 'freelancer@demo.local');
  if (!freelancer) throw new Error('demo freelancer missing');
  expect((await findMemoForPage({ db }, toSessionUser(freelancer)))?.title).toBe(demoMemoTitle.th);
  const jobRows = await db.select().from(jobs);
  expect(jobRows.length).toBeGreaterThan(5);
  expect(
    notThai(jobRows.flatMap((job) => [job.title, job.body, job.submissionComment ?? '', job.revisionComment ?? ''])),
  ).toEqual([]);
  expect(notThai((await db.select().from(jobBids)).map((bid) => bid.body))).toEqual([]);
  const blog = await db.select().from(blogPosts);
  expect(blog).toHaveLength(2);
  expect(notThai(blog.flatMap((post) => [post.title, post.body, ...post.tags]))).toEqual([]);
  const titles = await db.select().from(socialTitles);
  expect(titles).toHaveLength(4);
  expect(notThai(titles.map((title) => title.text))).toEqual([]);
});
