import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  accessTokens,
  blogFiles,
  blogPosts,
  files,
  projectCovers,
  projects,
  projectVersions,
  socialCovers,
  socialTitleRatings,
  socialTitles,
  users,
  webhookAttempts,
  webhookSubscriptions,
} from '#server/db/schema/index.ts';
import { demoProjectSlug } from '#server/seed/demo-ids.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';
import { demoWebhookUrl } from '#server/seed/seed-demo-webhooks.ts';
import { LocalStorage } from '#server/lib/storage/local-storage.ts';
import { listPortfolio } from '#server/modules/projects/portfolio/queries.ts';
import { isStoredVideoKey } from '#shared/format/video-url.ts';
import { createTestDatabase } from '../../support/test-database.ts';

let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), 'es-seed-'));
const storage = new LocalStorage(path.join(dataDir, 'media'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const readObject = async (key: string): Promise<Buffer> => {
  const object = await storage.get(key);
  if (!object) throw new Error(`${key} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

it('creates the demo studio once: accounts, projects with collaborators and an extension, a portfolio entry', async () => {
  const first = await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  expect(first.created).toEqual([
    'admin@demo.local',
    'pm@demo.local',
    'staff@demo.local',
    'freelancer@demo.local',
    'freelancer2@demo.local',
    'client@demo.local',
  ]);
  expect(first.projects.slice(-3)).toEqual(['Bakery launch video', 'Bank onboarding explainer', 'Studio showreel']);
  const portfolio = await listPortfolio(database.db, 0);
  expect(portfolio.map((entry) => entry.title)).toEqual(['Studio showreel']);
  // The demo addresses are the studio's own: confirmed, so an invitation adds them (decision 091).
  const accounts = await database.db.select({ email: users.email, confirmedAt: users.emailConfirmedAt }).from(users);
  expect(accounts.filter((account) => account.confirmedAt === null)).toEqual([]);

  const second = await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  expect(second.created).toEqual([]);
  expect(second.projects).toEqual([]);
});

it('gives the purchased demo projects a stored cover and a playable full video, once', async () => {
  const purchased = await database.db
    .select()
    .from(projects)
    .where(inArray(projects.title, ['Bakery launch video', 'Studio showreel']));
  expect(purchased).toHaveLength(2);
  for (const project of purchased) {
    expect(project.purchased).toBe(true);
    expect(project.videoCoverUrl).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storage.exists(`${project.videoCoverUrl}_l.jpg`)).toBe(true);
    expect(isStoredVideoKey(project.videoFull ?? '')).toBe(true);
    expect(await fileTypeFromBuffer(await readObject(project.videoFull ?? ''))).toEqual({
      ext: 'webm',
      mime: 'video/webm',
    });
  }
  const bakery = purchased.find((project) => project.title === 'Bakery launch video');
  expect(isStoredVideoKey(bakery?.videoPreview ?? '')).toBe(true);
  expect(bakery?.videoPreview).not.toBe(bakery?.videoFull);
  const [covers] = await database.db.select({ n: count() }).from(projectCovers);
  expect(covers?.n).toBe(2);

  const [before] = await database.db.select({ n: count() }).from(files);
  await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  const [after] = await database.db.select({ n: count() }).from(files);
  expect(after?.n).toBe(before?.n);
});

it('gives the demo project scored and rated social media titles and two covers, once', async () => {
  const [demo] = await database.db.select().from(projects).where(eq(projects.slug, demoProjectSlug));
  const demoProjectId = demo?.id ?? '';
  const titles = await database.db.select().from(socialTitles).where(eq(socialTitles.projectId, demoProjectId));
  expect(titles).toHaveLength(4);
  expect(titles.filter((title) => title.score !== null)).toHaveLength(3);
  const [ratings] = await database.db.select({ n: count() }).from(socialTitleRatings);
  expect(ratings?.n).toBe(8);
  const covers = await database.db.select().from(socialCovers).where(eq(socialCovers.projectId, demoProjectId));
  expect(covers.map((cover) => cover.score).sort()).toEqual([2, null]);
  await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  const [again] = await database.db.select({ n: count() }).from(socialTitles);
  expect(again?.n).toBe(4);
});

it('writes two demo blog posts, one with an uploaded picture and one with a video link, once', async () => {
  const posts = await database.db.select().from(blogPosts);
  expect(posts.map((post) => post.slug).sort()).toEqual([
    'five-things-a-good-explainer-script-does',
    'watch-from-storyboard-to-finished-video',
  ]);
  const [picture] = await database.db.select().from(blogFiles);
  expect(posts.some((post) => post.body.includes(`/media/${picture?.fileId}_l.jpg`))).toBe(true);
  expect(posts.some((post) => post.body.includes('https://www.youtube.com/watch?v='))).toBe(true);
  await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  expect(await database.db.select().from(blogPosts)).toHaveLength(2);
});

it('leaves a ready demo video to purchase, and the purchased one with its voice, music and an extension to buy, once', async () => {
  const [recycling] = await database.db.select().from(projects).where(eq(projects.title, 'Demo: Recycling at school'));
  expect([recycling?.status, recycling?.purchased]).toEqual(['ready', false]);
  expect(await fileTypeFromBuffer(await readObject(recycling?.videoWatermarked ?? ''))).toEqual({
    ext: 'webm',
    mime: 'video/webm',
  });
  expect(isStoredVideoKey(recycling?.videoFull ?? '')).toBe(true);
  const [bakery] = await database.db.select().from(projects).where(eq(projects.title, 'Bakery launch video'));
  expect((await fileTypeFromBuffer(await readObject(bakery?.deliveredVoice ?? '')))?.ext).toBe('wav');
  expect((await fileTypeFromBuffer(await readObject(bakery?.deliveredMusic ?? '')))?.ext).toBe('wav');
  const [spanish] = await database.db
    .select()
    .from(projectVersions)
    .where(eq(projectVersions.projectId, bakery?.id ?? ''));
  expect(spanish?.purchased).toBe(false);
  expect(isStoredVideoKey(spanish?.videoWatermarked ?? '')).toBe(true);
  expect(isStoredVideoKey(spanish?.videoFull ?? '')).toBe(true);

  const [before] = await database.db.select({ n: count() }).from(files);
  await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  const [after] = await database.db.select({ n: count() }).from(files);
  expect(after?.n).toBe(before?.n);
});

it("lists two tools' access tokens on the demo admin's account, kept as hashes, once", async () => {
  await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  const tokensOfAdmin = () =>
    database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, admin?.id ?? ''));
  const seeded = await tokensOfAdmin();
  expect(seeded.map((token) => token.name).sort()).toEqual(['Editing suite review markers', 'Paid jobs spreadsheet']);
  expect(seeded.every((token) => /^[0-9a-f]{64}$/.test(token.tokenHash))).toBe(true);
  await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  expect(await tokensOfAdmin()).toHaveLength(2);
});

it('shows a paused webhook to an example address with the log of its last deliveries, once', async () => {
  await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  const subscriptions = await database.db.select().from(webhookSubscriptions);
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]).toMatchObject({ url: demoWebhookUrl, disabledAt: null });
  expect(subscriptions[0]?.pausedAt).not.toBeNull();
  const attempts = await database.db.select().from(webhookAttempts);
  expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([200, 200, 200, 500]);
  await seedDemo(database.db, { password: 'demo-password', dataDir, locale: 'en', storage });
  expect(await database.db.select().from(webhookSubscriptions)).toHaveLength(1);
});
