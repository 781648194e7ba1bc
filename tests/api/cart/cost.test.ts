import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema/index.ts';
import type { ProjectStatus } from '#shared/projects/status.ts';
import { seedProject } from '../../support/projects.ts';
import { useTestApp, type TestApp } from '../../support/test-app.ts';
import { postCart } from './support.ts';

const t = useTestApp();
const th = useTestApp({ config: { locale: 'th' } });

const cost = (app: TestApp, id: string, cookie?: string) =>
  app.app.inject({ method: 'GET', url: `/api/projects/${id}/cost`, headers: cookie ? { cookie } : {} });

describe('GET /api/projects/{id}/cost and the discounts panel', () => {
  const setup = async (status: ProjectStatus, purchased = false) => {
    const client = await t.createUser('client');
    const project = await seedProject(t.database.db, { collaboratorIds: [client._id], set: { status, purchased } });
    return { id: project.id, cookie: await t.signIn(client.email) };
  };

  it('offers a collaborator the discounts once the video is ready and not purchased', async () => {
    const { id, cookie } = await setup('ready');
    const body = (await cost(t, id, cookie)).json();
    expect(body.discountsOffered).toBe(true);
    expect(
      body.discounts.map((entry: { id: string; price: number; allowed: boolean }) => [
        entry.id,
        entry.price,
        entry.allowed,
      ]),
    ).toEqual([
      ['discount-watermark', -200, true],
      ['discount-no-changes', -20, true],
      ['discount-pay-online', -100, true],
    ]);
    for (const item of ['discount-watermark', 'discount-no-changes', 'discount-pay-online']) {
      expect((await postCart(t, id, { action: 'addCartItem', id: item }, cookie)).statusCode).toBe(200);
    }
    // 1000 - 200 - 100 = 700; -20 % = 560.
    const after = (await cost(t, id, cookie)).json();
    expect(after.cart.total).toBe(560);
    expect(after.discounts.every((entry: { chosen: boolean }) => entry.chosen)).toBe(true);
  });

  it('offers the return-customer discount to a PM only', async () => {
    const { id } = await setup('ready');
    const pm = await t.createUser('staff', ['project-manager']);
    const pmCookie = await t.signIn(pm.email);
    const body = (await cost(t, id, pmCookie)).json();
    expect(body.discounts.map((entry: { id: string }) => entry.id)).toContain('discount-return-customer');
    for (const item of [
      'discount-watermark',
      'discount-pay-online',
      'discount-return-customer',
      'discount-no-changes',
    ]) {
      await postCart(t, id, { action: 'addCartItem', id: item }, pmCookie);
    }
    // 700 fixed; -20 % -20 % = 420.
    expect((await cost(t, id, pmCookie)).json().cart.total).toBe(420);
  });

  it.each<[ProjectStatus, boolean]>([
    ['new', false],
    ['recording', false],
    ['ready', true],
    ['cancelled', false],
  ])('offers no discounts while %s (purchased %s)', async (status, purchased) => {
    const { id, cookie } = await setup(status, purchased);
    const body = (await cost(t, id, cookie)).json();
    expect(body).toMatchObject({ discountsOffered: false, discounts: [], cart: { total: 1000 } });
  });

  it('is for collaborators', async () => {
    const { id } = await setup('ready');
    expect((await cost(t, id)).statusCode).toBe(401);
    const outsider = await t.createUser('client');
    expect((await cost(t, id, await t.signIn(outsider.email))).statusCode).toBe(403);
  });

  it('prices Thai carts with VAT on the net amount, through the cart actions', async () => {
    const client = await th.createUser('client');
    const admin = await th.createUser('admin');
    const cookie = await th.signIn(client.email);
    const adminCookie = await th.signIn(admin.email);
    const created = await th.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: { items: 'script-300-500' },
      headers: { cookie },
    });
    const id: string = created.json().project._id;
    const scene = await postCart(th, id, { action: 'addCartItem', id: 'change-scene' }, cookie);
    // 36500 × 1.30 = 47450; VAT 3321.5; 50771.5 rounds up.
    expect(scene.json().cart).toMatchObject({ total: 50772, vatAmount: 3321.5 });
    expect(scene.json().cart.items.at(-1)).toMatchObject({ id: 'vat', lineAmount: 3321.5 });

    await postCart(th, id, { action: 'removeCartItem', id: 'script-300-500' }, adminCookie);
    await postCart(th, id, { action: 'removeCartItem', id: 'change-scene' }, adminCookie);
    await th.database.db.update(projects).set({ status: 'ready' }).where(eq(projects.id, id));
    for (const item of [
      'discount-watermark',
      'discount-pay-online',
      'discount-return-customer',
      'discount-no-changes',
    ]) {
      expect((await postCart(th, id, { action: 'addCartItem', id: item }, adminCookie)).statusCode).toBe(200);
    }
    // 35000 - 6000 - 3000 = 26000; -40 % = 15600; VAT 1092; 16692.
    const body = (await cost(th, id, cookie)).json();
    expect(body.cart).toMatchObject({ total: 16692, currencySign: '฿' });
    expect(body.discounts.map((entry: { price: number }) => entry.price)).toEqual([-6000, -20, -3000]);
  });
});
