import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, projectVersions } from '#server/db/schema/index.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import type { ProjectStatus } from '#shared/projects/status.ts';
import { seedProject } from '../../support/projects.ts';
import { useTestApp } from '../../support/test-app.ts';
import { getCart, itemIds, postCart } from './support.ts';

const t = useTestApp();
const cookies: Record<'client' | 'outsider' | 'freelancer' | 'staff' | 'pm' | 'admin', string> = {
  client: '',
  outsider: '',
  freelancer: '',
  staff: '',
  pm: '',
  admin: '',
};
let clientId = '';

beforeAll(async () => {
  const client = await t.createUser('client', [], 'Cart Client');
  clientId = client._id;
  const users = {
    client,
    outsider: await t.createUser('client'),
    freelancer: await t.createUser('freelancer', ['storyboard']),
    staff: await t.createUser('staff', ['script']),
    pm: await t.createUser('freelancer', ['project-manager']),
    admin: await t.createUser('admin'),
  };
  for (const [name, user] of Object.entries(users)) cookies[name as keyof typeof cookies] = await t.signIn(user.email);
});

const project = (status: ProjectStatus = 'new', purchased = false) =>
  seedProject(t.database.db, { collaboratorIds: [clientId], set: { status, purchased } });

describe('GET /api/projects/{id}/cart', () => {
  it('shows the cart to collaborators, PMs and power users, not to others', async () => {
    const { id } = await project();
    expect((await getCart(t, id)).statusCode).toBe(401);
    for (const who of ['outsider', 'freelancer'] as const) {
      const response = await getCart(t, id, cookies[who]);
      expect(response.statusCode, who).toBe(403);
      expect(response.json().message).toBe('Only the project’s collaborators can see its cart');
    }
    for (const who of ['client', 'staff', 'pm', 'admin'] as const)
      expect((await getCart(t, id, cookies[who])).statusCode, who).toBe(200);
    const body = (await getCart(t, id, cookies.client)).json();
    expect(body.cart).toMatchObject({
      total: 1000,
      currencySign: '$',
      isCompact: false,
      forcedTotal: null,
      breakdownHidden: false,
    });
    expect(body.cart.items).toEqual([expect.objectContaining({ id: 'base-package', price: 1000, lineAmount: 1000 })]);
    expect(body.project).toEqual({
      _id: id,
      title: 'Test project',
      status: 'new',
      purchased: false,
      collabs: [clientId],
      pendingPayment: null,
    });
  });

  it('answers 404 for an unknown project or version', async () => {
    const { id } = await project();
    expect((await getCart(t, '6f1c2b9e-0000-4000-8000-000000000000', cookies.pm)).statusCode).toBe(404);
    const version = await getCart(t, id, cookies.pm, '6f1c2b9e-0000-4000-8000-000000000000');
    expect(version.statusCode).toBe(404);
    expect(version.json().message).toBe('Version not found');
    expect((await getCart(t, id, cookies.pm, 'nonsense')).statusCode).toBe(404);
  });
});

// Spec §4: script options while new; storyboard options while new or script-writing; recording
// options up to storyboarding; discounts when ready and not purchased; a PM may change them in any
// phase, but a purchased cart is what was paid for and changes for nobody (decision 092).
const statusCases: { status: ProjectStatus; purchased: boolean }[] = [
  { status: 'new', purchased: false },
  { status: 'script-writing', purchased: false },
  { status: 'storyboarding', purchased: false },
  { status: 'recording', purchased: false },
  { status: 'ready', purchased: false },
  { status: 'ready', purchased: true },
  { status: 'cancelled', purchased: false },
];
const optionCases: { id: string; label: string; openWhile: string[] }[] = [
  { id: 'script-300-500', label: 'Script 300-500 words', openWhile: ['new'] },
  { id: 'custom-storyboard', label: 'Custom storyboard', openWhile: ['new', 'script-writing'] },
  { id: 'emma', label: 'Emma', openWhile: ['new', 'script-writing', 'storyboarding'] },
  {
    id: 'copyright-transfer',
    label: 'Copyright transfer',
    openWhile: ['new', 'script-writing', 'storyboarding', 'recording', 'ready'],
  },
  { id: 'discount-no-changes', label: 'No changes discount', openWhile: ['ready'] },
];

describe('addCartItem by status and level', () => {
  for (const { status, purchased } of statusCases) {
    for (const option of optionCases) {
      const open = option.openWhile.includes(status) && !purchased;
      it(`${option.id} while ${status}${purchased ? ' (purchased)' : ''}: client ${open ? 'may' : 'may not'}, PM ${purchased ? 'may not' : 'may'}`, async () => {
        const { id } = await project(status, purchased);
        const asClient = await postCart(t, id, { action: 'addCartItem', id: option.id }, cookies.client);
        if (open) {
          expect(asClient.statusCode).toBe(200);
          expect(asClient.json().message).toBe(`Added ${option.label}`);
          expect(itemIds(asClient.json().cart)).toContain(option.id);
        } else {
          expect(asClient.statusCode).toBe(403);
          expect(asClient.json().message).toBe(
            purchased
              ? `${option.label} cannot be changed: the video has been purchased`
              : `${option.label} cannot be changed while the project is ${status}`,
          );
          expect(itemIds((await getCart(t, id, cookies.client)).json().cart)).not.toContain(option.id);
        }
        const asPm = await postCart(t, id, { action: 'addCartItem', id: option.id }, cookies.pm);
        if (purchased) {
          expect([asPm.statusCode, asPm.json().message]).toEqual([
            403,
            `${option.label} cannot be changed: the video has been purchased`,
          ]);
          return;
        }
        expect(asPm.statusCode).toBe(200);
        expect(itemIds(asPm.json().cart)).toContain(option.id);
      });
    }
  }

  it('refuses visitors, outsiders and contributors who are not collaborators', async () => {
    const { id } = await project();
    const visitor = await postCart(t, id, { action: 'addCartItem', id: 'logo-color' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().redirectUrl).toBe('/auth/login');
    expect((await postCart(t, id, { action: 'addCartItem', id: 'logo-color' }, cookies.outsider)).statusCode).toBe(403);
    expect((await postCart(t, id, { action: 'addCartItem', id: 'logo-color' }, cookies.freelancer)).statusCode).toBe(
      403,
    );
    const staff = await postCart(t, id, { action: 'addCartItem', id: 'logo-color' }, cookies.staff);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('Only the project’s collaborators can change its cart');
  });

  it('replaces the item of the same group', async () => {
    const { id } = await project();
    await postCart(t, id, { action: 'addCartItem', id: 'script-300-500' }, cookies.client);
    const response = await postCart(t, id, { action: 'addCartItem', id: 'script-500-700' }, cookies.client);
    expect(itemIds(response.json().cart)).toEqual(['base-package', 'script-500-700']);
    expect(response.json().cart.total).toBe(1600);
  });

  it('keeps PM-only options for PMs', async () => {
    const { id } = await project('ready');
    const client = await postCart(t, id, { action: 'addCartItem', id: 'discount-return-customer' }, cookies.client);
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe('Only a project manager can add Return customer discount');
    const pm = await postCart(t, id, { action: 'addCartItem', id: 'discount-return-customer' }, cookies.pm);
    expect(pm.json().cart.total).toBe(800);
  });

  it('names bad input: an unknown item, an unknown action, a missing id', async () => {
    const { id } = await project();
    const unknown = await postCart(t, id, { action: 'addCartItem', id: 'gold-plating' }, cookies.client);
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Unknown item: gold-plating']);
    expect((await postCart(t, id, { action: 'explode', id: 'x' }, cookies.client)).statusCode).toBe(400);
    const blank = await postCart(t, id, { action: 'addCartItem', id: ' ' }, cookies.client);
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Choose an item']);
    const base = await postCart(t, id, { action: 'addCartItem', id: 'base-package' }, cookies.pm);
    expect([base.statusCode, base.json().message]).toEqual([
      403,
      'Base package is part of every cart and cannot be changed',
    ]);
  });

  it('moves the project’s last-modified time', async () => {
    const row = await project();
    await postCart(t, row.id, { action: 'addCartItem', id: 'nda' }, cookies.client);
    const [after] = await t.database.db.select().from(projects).where(eq(projects.id, row.id));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
  });
});

describe('removeCartItem', () => {
  it('removes the whole group but never the base package', async () => {
    const { id } = await project();
    await postCart(t, id, { action: 'addCartItem', id: 'change-scene' }, cookies.client);
    const removed = await postCart(t, id, { action: 'removeCartItem', id: 'change-scene' }, cookies.client);
    expect([removed.statusCode, removed.json().message]).toEqual([200, 'Removed Scene change']);
    expect(itemIds(removed.json().cart)).toEqual(['base-package']);
    for (const who of ['client', 'pm', 'admin'] as const) {
      const base = await postCart(t, id, { action: 'removeCartItem', id: 'base-package' }, cookies[who]);
      expect([base.statusCode, base.json().message]).toEqual([
        403,
        'Base package is part of every cart and cannot be changed',
      ]);
    }
    const missing = await postCart(t, id, { action: 'removeCartItem', id: 'nda' }, cookies.client);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'nda is not in the cart']);
  });

  it('refuses a client once the group has closed, and lets a PM', async () => {
    const { id } = await project();
    await postCart(t, id, { action: 'addCartItem', id: 'script-300-500' }, cookies.client);
    await t.database.db.update(projects).set({ status: 'storyboarding' }).where(eq(projects.id, id));
    expect((await postCart(t, id, { action: 'removeCartItem', id: 'script-300-500' }, cookies.client)).statusCode).toBe(
      403,
    );
    expect((await postCart(t, id, { action: 'removeCartItem', id: 'script-300-500' }, cookies.pm)).statusCode).toBe(
      200,
    );
  });
});

describe('setCartItemExt: the custom storyboard artists', () => {
  it('takes at most two known artists', async () => {
    const { id } = await project();
    await postCart(t, id, { action: 'addCartItem', id: 'custom-storyboard' }, cookies.client);
    const two = await postCart(
      t,
      id,
      { action: 'setCartItemExt', id: 'custom-storyboard', ext: { value: ['mali', 'dao'], name: 'artists' } },
      cookies.client,
    );
    expect(two.statusCode).toBe(200);
    expect(two.json().cart.items[1].ext).toEqual({ value: ['mali', 'dao'], name: 'artists' });
    const three = await postCart(
      t,
      id,
      { action: 'setCartItemExt', id: 'custom-storyboard', ext: { value: ['mali', 'dao', 'kanya'], name: 'artists' } },
      cookies.client,
    );
    expect([three.statusCode, three.json().message]).toEqual([400, 'Choose at most 2 artists']);
    const ghost = await postCart(
      t,
      id,
      { action: 'setCartItemExt', id: 'custom-storyboard', ext: { value: ['ghost'], name: 'artists' } },
      cookies.client,
    );
    expect([ghost.statusCode, ghost.json().message]).toEqual([400, 'Unknown artist: ghost']);
    expect((await getCart(t, id, cookies.client)).json().cart.items[1].ext.value).toEqual(['mali', 'dao']);
  });

  it('closes with the storyboard options', async () => {
    const { id } = await project();
    await postCart(t, id, { action: 'addCartItem', id: 'custom-storyboard' }, cookies.client);
    await t.database.db.update(projects).set({ status: 'storyboarding' }).where(eq(projects.id, id));
    const response = await postCart(
      t,
      id,
      { action: 'setCartItemExt', id: 'custom-storyboard', ext: { value: ['mali'], name: 'artists' } },
      cookies.client,
    );
    expect([response.statusCode, response.json().message]).toEqual([
      403,
      'Custom storyboard cannot be changed while the project is storyboarding',
    ]);
  });
});

describe('lockCartItem', () => {
  it('is for PMs; a locked extra cannot be removed or replaced by the client', async () => {
    const { id } = await project();
    await postCart(t, id, { action: 'addCartItem', id: 'rush-job' }, cookies.client);
    const byClient = await postCart(t, id, { action: 'lockCartItem', id: 'rush-job' }, cookies.client);
    expect([byClient.statusCode, byClient.json().message]).toEqual([403, 'Only a project manager can lock items']);
    const byStaff = await postCart(t, id, { action: 'lockCartItem', id: 'rush-job' }, cookies.staff);
    expect(byStaff.statusCode).toBe(403);
    const locked = await postCart(t, id, { action: 'lockCartItem', id: 'rush-job' }, cookies.pm);
    expect([locked.statusCode, locked.json().message]).toEqual([200, 'Locked Rush job (completed in 10 days or less)']);
    expect(locked.json().cart.items[1]).toMatchObject({ id: 'rush-job', locked: true });
    const remove = await postCart(t, id, { action: 'removeCartItem', id: 'rush-job' }, cookies.client);
    expect([remove.statusCode, remove.json().message]).toEqual([
      403,
      'Rush job (completed in 10 days or less) is locked by your project manager',
    ]);
    expect((await postCart(t, id, { action: 'addCartItem', id: 'rush-job' }, cookies.client)).statusCode).toBe(403);
    const unlocked = await postCart(t, id, { action: 'lockCartItem', id: 'rush-job' }, cookies.admin);
    expect(unlocked.json().message).toBe('Unlocked Rush job (completed in 10 days or less)');
    expect((await postCart(t, id, { action: 'removeCartItem', id: 'rush-job' }, cookies.client)).statusCode).toBe(200);
  });

  it('refuses items that cannot be locked', async () => {
    const { id } = await project();
    const response = await postCart(t, id, { action: 'lockCartItem', id: 'base-package' }, cookies.pm);
    expect([response.statusCode, response.json().message]).toEqual([400, 'Base package cannot be locked']);
  });
});

describe('forceCartTotal and unforceCartTotal: the admin cart settings', () => {
  it('are refused to everyone but admins', async () => {
    const { id } = await project();
    for (const who of ['client', 'pm', 'staff'] as const) {
      const response = await postCart(t, id, { action: 'forceCartTotal', total: 500 }, cookies[who]);
      expect([response.statusCode, response.json().message], who).toEqual([
        403,
        'Only an admin can change the cart settings',
      ]);
      expect((await postCart(t, id, { action: 'unforceCartTotal' }, cookies[who])).statusCode).toBe(403);
    }
  });

  it('fix the price as a discount or a premium, hide the breakdown from the client, and clear with 0', async () => {
    const { id } = await project();
    for (const item of ['script-300-500', 'custom-storyboard', 'rush-job'])
      await postCart(t, id, { action: 'addCartItem', id: item }, cookies.client);
    const below = await postCart(t, id, { action: 'forceCartTotal', total: 2000, hideBreakdown: true }, cookies.admin);
    expect(below.json().message).toBe('Fixed price set to $2,000');
    // (2520 - 2000) / 2520 = 20.6 %, rounded up.
    expect(below.json().cart).toMatchObject({
      total: 2000,
      computedTotal: 2520,
      forcedTotal: 2000,
      discountPercent: 21,
      premium: null,
      hideBreakdown: true,
    });
    const client = (await getCart(t, id, cookies.client)).json().cart;
    expect(client).toMatchObject({ total: 2000, breakdownHidden: true, computedTotal: null });
    expect(client.items.every((entry: { price: number | null }) => entry.price === null)).toBe(true);
    expect((await getCart(t, id, cookies.pm)).json().cart.items[0].price).toBe(1000);

    const above = await postCart(t, id, { action: 'forceCartTotal', total: 3000, hideBreakdown: false }, cookies.admin);
    expect(above.json().cart).toMatchObject({ total: 3000, premium: 480, discountPercent: null, hideBreakdown: false });
    const zero = await postCart(t, id, { action: 'forceCartTotal', total: 0 }, cookies.admin);
    expect(zero.json()).toMatchObject({ message: 'Fixed price removed', cart: { total: 2520, forcedTotal: null } });
    await postCart(t, id, { action: 'forceCartTotal', total: 2200 }, cookies.admin);
    const cleared = await postCart(t, id, { action: 'unforceCartTotal' }, cookies.admin);
    expect(cleared.json()).toMatchObject({ message: 'Fixed price removed', cart: { total: 2520 } });
    const negative = await postCart(t, id, { action: 'forceCartTotal', total: -5 }, cookies.admin);
    expect([negative.statusCode, negative.json().message]).toEqual([400, 'The total cannot be negative']);
  });
});

describe('isCompact', () => {
  it('lets a collaborator switch the compact view', async () => {
    const { id } = await project();
    const on = await postCart(t, id, { action: 'isCompact', isCompact: true }, cookies.client);
    expect(on.json()).toMatchObject({ message: 'Compact view', cart: { isCompact: true } });
    expect((await getCart(t, id, cookies.client)).json().cart.isCompact).toBe(true);
    expect((await postCart(t, id, { action: 'isCompact', isCompact: false }, cookies.outsider)).statusCode).toBe(403);
  });
});

describe('an extension version’s cart', () => {
  it('is read and written with version, leaving the original cart alone', async () => {
    const { id } = await project('ready', true);
    const [version] = await t.database.db
      .insert(projectVersions)
      .values({ projectId: id, title: 'Spanish version', cart: { ...createCart('en'), hideBreakdown: false } })
      .returning();
    const added = await postCart(
      t,
      id,
      { action: 'addCartItem', id: 'change-voice', version: version!.id },
      cookies.client,
    );
    expect(added.statusCode).toBe(200);
    expect(itemIds((await getCart(t, id, cookies.client, version!.id)).json().cart)).toEqual([
      'base-package',
      'change-voice',
    ]);
    expect(itemIds((await getCart(t, id, cookies.client)).json().cart)).toEqual(['base-package']);
    expect(itemIds((await getCart(t, id, cookies.client, 'original')).json().cart)).toEqual(['base-package']);
    const original = await postCart(t, id, { action: 'addCartItem', id: 'change-voice' }, cookies.client);
    expect(original.statusCode).toBe(403);
  });
});
