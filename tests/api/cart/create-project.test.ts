import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, scenes } from '#server/db/schema/index.ts';
import { useTestApp, type TestApp } from '../../support/test-app.ts';
import { getCart, itemIds } from './support.ts';

const t = useTestApp();
const th = useTestApp({ config: { locale: 'th' } });

const create = (app: TestApp, payload: Record<string, unknown>, cookie?: string) =>
  app.app.inject({ method: 'POST', url: '/api/projects', payload, headers: cookie ? { cookie } : {} });

const projectCount = async (app: TestApp): Promise<number> =>
  (await app.database.db.select({ n: count() }).from(projects))[0]?.n ?? 0;

// The browser journey's cart: 300-500 words, custom storyboard by two artists, a voice, rush job.
const journey = { items: 'script-300-500,custom-storyboard,emma,rush-job', artists: 'mali,niran' };

describe('POST /api/projects', () => {
  it('creates the project with the cart, the creator as collaborator, status new and one empty scene', async () => {
    const client = await t.createUser('client', [], 'Nora Client');
    const cookie = await t.signIn(client.email);
    const response = await create(t, journey, cookie);
    expect(response.statusCode).toBe(201);
    const { project, message } = response.json();
    expect(message).toBe('Project created');
    expect(project).toMatchObject({
      title: "Nora Client's explainer video",
      status: 'new',
      purchased: false,
      sceneCount: 1,
    });
    expect(project.collabs.map((collab: { _id: string }) => collab._id)).toEqual([client._id]);
    const sceneRows = await t.database.db.select().from(scenes).where(eq(scenes.projectId, project._id));
    expect(sceneRows).toHaveLength(1);
    expect(sceneRows[0]?.text).toBe('');

    const { cart } = (await getCart(t, project._id, cookie)).json();
    expect(itemIds(cart)).toEqual(['base-package', 'script-300-500', 'custom-storyboard', 'emma', 'rush-job']);
    expect(cart.items[2].ext).toEqual({ value: ['mali', 'niran'], name: 'artists' });
    // 1000 + 400 = 1400; +30 % +50 % = 2520.
    expect(cart.total).toBe(2520);
  });

  it('starts a Thai project at the Thai price with VAT', async () => {
    const client = await th.createUser('client', [], 'ลูกค้า');
    const cookie = await th.signIn(client.email);
    const response = await create(
      th,
      { items: 'script-300-500,custom-storyboard,th-ploy,rush-job', artists: 'mali,niran' },
      cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().project.title).toBe('วิดีโออธิบายของ ลูกค้า');
    const { cart } = (await getCart(th, response.json().project._id, cookie)).json();
    // 35000 + 12000 = 47000; +80 % = 84600; VAT 5922; 90522.
    expect(cart.total).toBe(90522);
    expect(cart.currencySign).toBe('฿');
    expect(itemIds(cart).at(-1)).toBe('vat');
  });

  // Issue 35 item 19: a client with three orders had three "Cleo Client's explainer video".
  it('numbers a client’s later projects, so no two get the same default title', async () => {
    const client = await t.createUser('client', [], 'Cleo Client');
    const cookie = await t.signIn(client.email);
    const titles: string[] = [];
    for (let order = 0; order < 3; order += 1) titles.push((await create(t, {}, cookie)).json().project.title);
    expect(titles).toEqual([
      "Cleo Client's explainer video",
      "Cleo Client's explainer video 2",
      "Cleo Client's explainer video 3",
    ]);
    const thai = await th.createUser('client', [], 'มาลี');
    const thaiCookie = await th.signIn(thai.email);
    await create(th, {}, thaiCookie);
    expect((await create(th, {}, thaiCookie)).json().project.title).toBe('วิดีโออธิบายของ มาลี ชิ้นที่ 2');
  });

  it('starts a base-package project from an empty selection', async () => {
    const client = await t.createUser('client');
    const response = await create(t, {}, await t.signIn(client.email));
    expect(response.statusCode).toBe(201);
    const { cart } = (await getCart(t, response.json().project._id, await t.signIn(client.email))).json();
    expect(cart.total).toBe(1000);
  });

  it.each([
    [{ items: 'script-300-500,gold-plating' }, 'Unknown item: gold-plating'],
    [{ items: 'custom-storyboard', artists: 'mali,niran,kanya' }, 'Choose at most 2 artists'],
    [{ items: 'custom-storyboard', artists: 'mali,picasso' }, 'Unknown artist: picasso'],
    [{ items: 'emma', artists: 'mali' }, 'Artists can only be chosen with a custom storyboard'],
    [{ items: 'th-ploy' }, 'Unknown item: th-ploy'],
    [{ items: 42 }, 'items: Invalid input: expected string, received number'],
  ])('refuses %j with a 400 and creates nothing', async (payload, message) => {
    const client = await t.createUser('client');
    const cookie = await t.signIn(client.email);
    const before = await projectCount(t);
    const response = await create(t, payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await projectCount(t)).toBe(before);
  });

  it('refuses a visitor with 401 and the sign-in address', async () => {
    const response = await create(t, journey);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to start a project', redirectUrl: '/auth/login' });
  });

  it('lets a project manager, not a client, start with PM-only options', async () => {
    const client = await t.createUser('client');
    const refused = await create(t, { items: 'colored-storyboard-200' }, await t.signIn(client.email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only a project manager can add Colored storyboard (full)');
    const pm = await t.createUser('staff', ['project-manager']);
    const pmCookie = await t.signIn(pm.email);
    const allowed = await create(t, { items: 'colored-storyboard-200' }, pmCookie);
    expect(allowed.statusCode).toBe(201);
    expect((await getCart(t, allowed.json().project._id, pmCookie)).json().cart.total).toBe(1200);
  });
});
