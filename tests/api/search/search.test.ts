import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, scenes } from '#server/db/schema/index.ts';
import type { CommentTag } from '#shared/comments/comments.ts';
import type { TopSearchResult } from '#shared/search/search.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

let t: TestApp;
type Level = 'admin' | 'staff' | 'freelancer' | 'client' | 'otherClient';
let cookies: Record<Level, string>;
let ids: Record<string, string>;

const addScene = async (projectId: string, position: number, text: string): Promise<string> => {
  const [row] = await t.database.db.insert(scenes).values({ projectId, position, text }).returning({ id: scenes.id });
  if (!row) throw new Error('no scene');
  return row.id;
};

const comment = async (
  who: Level,
  itemType: 'project' | 'scene',
  itemId: string,
  text: string,
  tag: CommentTag = 'none',
): Promise<string> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: { cookie: cookies[who] },
    payload: { itemType, itemId, text, tag },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { comment: { _id: string } }).comment._id;
};

beforeAll(async () => {
  t = await createTestApp();
  const [admin, staff, freelancer, client, otherClient] = await Promise.all([
    t.createUser('admin'),
    t.createUser('staff', ['project-manager']),
    t.createUser('freelancer', ['voice']),
    t.createUser('client'),
    t.createUser('client'),
  ]);
  cookies = {
    admin: await t.signIn(admin.email),
    staff: await t.signIn(staff.email),
    freelancer: await t.signIn(freelancer.email),
    client: await t.signIn(client.email),
    otherClient: await t.signIn(otherClient.email),
  };
  const db = t.database.db;
  const bakery = await seedProject(db, { title: 'Bakery launch', collaboratorIds: [client._id, freelancer._id] });
  const other = await seedProject(db, { title: 'Other client video', collaboratorIds: [otherClient._id] });
  const reel = await seedProject(db, {
    title: 'Studio reel',
    collaboratorIds: [client._id],
    set: { type: 'internal' },
  });
  const croissant = await seedProject(db, { title: 'Croissant campaign', collaboratorIds: [client._id] });
  const cafe = await seedProject(db, { title: 'ร้านกาแฟ เปิดใหม่', collaboratorIds: [client._id] });
  const budget = await seedProject(db, { title: 'Quarterly numbers', collaboratorIds: [client._id] });
  const trashed = await seedProject(db, {
    title: 'Old bakery pitch',
    collaboratorIds: [client._id],
    set: { deleted: true },
  });
  ids = {
    bakery: bakery.id,
    other: other.id,
    reel: reel.id,
    croissant: croissant.id,
    cafe: cafe.id,
    budget: budget.id,
    trashed: trashed.id,
  };

  const firstScene = await addScene(bakery.id, 0, 'Fresh sourdough comes out of the oven every morning.');
  await addScene(other.id, 0, 'Another sourdough story for another client.');
  await addScene(reel.id, 0, 'Our own sourdough showreel.');
  await addScene(cafe.id, 0, 'สวัสดีครับ ยินดีต้อนรับสู่ร้านกาแฟของเรา');
  await db
    .update(projects)
    .set({ scriptRaw: { body: 'The baker wakes before dawn to knead the dough.', comments: '' } })
    .where(eq(projects.id, bakery.id));

  await comment('client', 'project', bakery.id, 'Please make the croissant bigger.');
  await comment('admin', 'project', bakery.id, 'Budget overrun: zanzibar invoice is late.', 'admins');
  await comment('admin', 'project', budget.id, 'Quixotic margin on this one.', 'admins');
  await comment('staff', 'scene', firstScene, 'The storyboard has a smudge on the left.');
  const hidden = await comment('client', 'project', bakery.id, 'Grumpy remark nobody should read.');
  const toggled = await t.app.inject({
    method: 'POST',
    url: `/api/comments/${hidden}/toggle`,
    headers: { cookie: cookies.admin },
  });
  expect(toggled.statusCode).toBe(200);
  await comment('staff', 'project', budget.id, 'Private thought: pelican.', 'private');
});
afterAll(() => t.close());

const search = async (who: Level | null, term: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?term=${encodeURIComponent(term)}`,
    headers: who ? { cookie: cookies[who] } : {},
  });

const found = async (who: Level, term: string): Promise<TopSearchResult[]> => {
  const response = await search(who, term);
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: TopSearchResult[] }).items;
};
const foundIds = async (who: Level, term: string) => (await found(who, term)).map((item) => item._id);
const matched = (item: TopSearchResult | undefined) =>
  item?.excerpt.filter((part) => part.match).map((part) => part.text);

describe('GET /api/search', () => {
  it('asks a visitor to sign in, refuses a term that is too long and answers nothing for a blank one', async () => {
    expect((await search(null, 'bakery')).statusCode).toBe(401);
    const tooLong = await search('admin', 'x'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Search at most 200 characters');
    expect(await found('admin', '   ')).toEqual([]);
    expect((await search('admin', '')).json()).toEqual({ items: [] });
  });

  it('finds a project by its scene text, with the matching words marked, as the spec §3 result', async () => {
    const [first] = await found('client', 'sourdough');
    expect(first).toMatchObject({
      _id: ids.bakery,
      title: 'Bakery launch',
      type: 'project',
      feed: null,
      matchedIn: 'scene',
    });
    expect(matched(first)).toEqual(['sourdough']);
    expect(first?.excerpt.map((part) => part.text).join('')).toContain('Fresh sourdough comes out of the oven');
    expect(new Date(first?.updated ?? '').toString()).not.toBe('Invalid Date');
  });

  it('never shows a client another client’s project or an internal project, whatever matched', async () => {
    expect(await foundIds('client', 'sourdough')).toEqual([ids.bakery]);
    expect(await foundIds('otherClient', 'sourdough')).toEqual([ids.other]);
    expect(await foundIds('client', 'studio reel')).toEqual([]);
    expect(await foundIds('otherClient', 'bakery')).toEqual([]);
  });

  it('limits a freelancer to their own projects and gives power users every live one', async () => {
    expect(await foundIds('freelancer', 'sourdough')).toEqual([ids.bakery]);
    expect((await foundIds('staff', 'sourdough')).sort()).toEqual([ids.bakery, ids.other, ids.reel].sort());
    expect((await foundIds('admin', 'sourdough')).sort()).toEqual([ids.bakery, ids.other, ids.reel].sort());
    expect(await foundIds('admin', 'old bakery pitch')).toEqual([]);
  });

  it('never lets an #admins comment’s words appear or lead to its project for those who may not read it', async () => {
    for (const level of ['staff', 'freelancer', 'client'] as const) {
      expect(await found(level, 'zanzibar')).toEqual([]);
      expect(await found(level, 'quixotic')).toEqual([]);
    }
    const [adminHit] = await found('admin', 'zanzibar');
    expect(adminHit).toMatchObject({ _id: ids.bakery, matchedIn: 'comment' });
    expect(matched(adminHit)).toEqual(['zanzibar']);
    expect(await foundIds('admin', 'quixotic')).toEqual([ids.budget]);
  });

  it('keeps a hidden comment’s text to moderators and a #private one to its author', async () => {
    expect(await found('freelancer', 'grumpy')).toEqual([]);
    expect(await foundIds('client', 'grumpy')).toEqual([ids.bakery]);
    expect(await foundIds('staff', 'grumpy')).toEqual([ids.bakery]);
    expect(await found('admin', 'pelican')).toEqual([]);
    expect(await foundIds('staff', 'pelican')).toEqual([ids.budget]);
  });

  it('searches the raw script and the comments of scenes', async () => {
    const [script] = await found('client', 'knead');
    expect(script).toMatchObject({ _id: ids.bakery, matchedIn: 'script' });
    expect(matched(script)).toEqual(['knead']);
    const [sceneComment] = await found('client', 'smudge');
    expect(sceneComment).toMatchObject({ _id: ids.bakery, matchedIn: 'comment' });
  });

  it('finds Thai text by substring, though Thai writes no spaces between words', async () => {
    const [scene] = await found('client', 'ต้อนรับ');
    expect(scene).toMatchObject({ _id: ids.cafe, matchedIn: 'scene' });
    expect(matched(scene)).toEqual(['ต้อนรับ']);
    const [title] = await found('client', 'กาแฟ');
    expect(title).toMatchObject({ _id: ids.cafe, matchedIn: 'title' });
  });

  it('ranks a title match above a comment match', async () => {
    expect(await foundIds('client', 'croissant')).toEqual([ids.croissant, ids.bakery]);
    const [, commentHit] = await found('client', 'croissant');
    expect(commentHit?.matchedIn).toBe('comment');
  });

  it('takes the user’s %, _ and markup literally', async () => {
    expect(await found('admin', '%')).toEqual([]);
    expect(await found('admin', '<b>')).toEqual([]);
  });
});
