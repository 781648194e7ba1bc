import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  cartFromSelection,
  cartItemFor,
  chooseArtist,
  createCart,
  forcedTotalFrom,
  removeCartGroup,
  removeCartItem,
  toggleCartItemLock,
} from '#shared/projects/cart/cart.ts';
import {
  canChangeCartGroup,
  canChooseCartItem,
  canRemoveCartGroup,
  canSaveCartSettings,
  cartHold,
  draftCartProject,
  isCartItemToggleDisabled,
  isCartPhaseOpen,
} from '#shared/projects/cart/permissions.ts';
import { newProjectQuerySchema, cartActionBodySchema } from '#shared/projects/cart/schemas.ts';
import { productCatalogue, type CartPhase } from '#shared/products/catalogue.ts';
import { projectStatuses, type ProjectStatus } from '#shared/projects/status.ts';
import { actors } from '../../actors.ts';
import { firstProblem } from '../../../../support/validation.ts';

const item = (id: string, locale: 'en' | 'th' = 'en') => {
  const found = cartItemFor(locale, id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const ids = (items: readonly { id: string }[]) => items.map((entry) => entry.id);

describe('cart operations (spec §4)', () => {
  it('starts with the base package, and in Thai with VAT last', () => {
    expect(ids(createCart('en').items)).toEqual(['base-package']);
    expect(ids(createCart('th').items)).toEqual(['base-package', 'vat']);
    expect(createCart('th').items[0]).toMatchObject({ label: 'แพ็กเกจพื้นฐาน', price: 35000, name: 'Base package' });
  });

  it('replaces an item of the same group when adding', () => {
    const items = addCartItem(
      addCartItem(createCart('th').items, item('basic-storyboard', 'th')),
      item('custom-storyboard', 'th'),
    );
    expect(ids(items)).toEqual(['base-package', 'custom-storyboard', 'vat']);
  });

  it('replaces an item with the same id, keeping the newest amount', () => {
    const items = addCartItem(addCartItem(createCart('en').items, item('change-scene')), {
      ...item('change-scene'),
      amount: 3,
    });
    expect(items.filter((entry) => entry.id === 'change-scene')).toEqual([{ ...item('change-scene'), amount: 3 }]);
  });

  it('removes the whole group, but never the base package or VAT', () => {
    const items = addCartItem(createCart('th').items, item('script-500-700', 'th'));
    expect(ids(removeCartItem(items, 'script-500-700'))).toEqual(['base-package', 'vat']);
    expect(ids(removeCartGroup(items, 'base'))).toEqual(['base-package', 'script-500-700', 'vat']);
    expect(ids(removeCartItem(items, 'vat'))).toEqual(['base-package', 'script-500-700', 'vat']);
    expect(ids(removeCartItem(items, 'missing'))).toEqual(ids(items));
  });

  it('locks only lockable items', () => {
    const items = addCartItem(addCartItem(createCart('en').items, item('rush-job')), item('copyright-transfer'));
    const locked = toggleCartItemLock(toggleCartItemLock(items, 'rush-job'), 'copyright-transfer');
    expect(locked.find((entry) => entry.id === 'rush-job')).toMatchObject({ locked: true, lockable: true });
    expect(locked.find((entry) => entry.id === 'copyright-transfer')?.locked).toBeUndefined();
    expect(toggleCartItemLock(locked, 'rush-job').find((entry) => entry.id === 'rush-job')?.locked).toBe(false);
  });

  it('carries voice gender and sample files', () => {
    expect(item('th-ploy', 'th')).toMatchObject({
      group: 'voice',
      gender: 'female',
      file: 'voice-th-ploy.wav',
      price: 0,
    });
    expect(item('calm-waters')).toMatchObject({ group: 'music', file: 'track-calm-waters.wav' });
    expect(cartItemFor('th', 'emma')).toBeUndefined();
  });

  it.each<[string[], string, string[]]>([
    [[], 'mali', ['mali']],
    [['mali'], 'niran', ['mali', 'niran']],
    // A third drops the most recently added (niran).
    [['mali', 'niran'], 'kanya', ['mali', 'kanya']],
    [['mali', 'niran'], 'niran', ['mali']],
  ])('choosing an artist: %j + %s = %j', (chosen, artist, result) => {
    expect(chooseArtist(chosen, artist)).toEqual(result);
  });

  it('builds the new-project cart from ?items= and ?artists=', () => {
    const query = newProjectQuerySchema.parse({
      items: 'custom-storyboard, rush-job,nope,base-package',
      artists: 'mali,niran,kanya,ghost',
    });
    const cart = cartFromSelection('en', query.items, query.artists);
    expect(ids(cart.items)).toEqual(['base-package', 'custom-storyboard', 'rush-job']);
    expect(cart.items[1]?.ext).toEqual({ value: ['mali', 'kanya'], name: 'artists' });
  });

  it('forces only totals above 0', () => {
    expect([forcedTotalFrom(2000), forcedTotalFrom(0), forcedTotalFrom(-1)]).toEqual([2000, null, null]);
  });
});

// Spec §4: script options while new; storyboard options while new or script-writing; recording
// options up to storyboarding; discounts when ready and not purchased.
const openIn: Record<Exclude<CartPhase, 'fixed'>, readonly ProjectStatus[]> = {
  script: ['new'],
  storyboard: ['new', 'script-writing'],
  recording: ['new', 'script-writing', 'storyboarding'],
  discounts: ['ready'],
  anytime: ['new', 'script-writing', 'storyboarding', 'recording', 'ready'],
};

describe('which option groups are open in which status', () => {
  const cells = (Object.keys(openIn) as (keyof typeof openIn)[]).flatMap((phase) =>
    projectStatuses.map((status) => [phase, status] as const),
  );
  it.each(cells)('%s options while %s', (phase, status) => {
    expect(isCartPhaseOpen(phase, { status, purchased: false })).toBe(openIn[phase].includes(status));
    expect(isCartPhaseOpen(phase, { status, purchased: true })).toBe(false);
  });

  it('never opens the base package or VAT', () => {
    expect(projectStatuses.some((status) => isCartPhaseOpen('fixed', { status, purchased: false }))).toBe(false);
  });

  const project = (status: ProjectStatus, purchased = false) => ({
    status,
    purchased,
    collabs: ['u-client'],
    pendingPayment: null,
  });

  it('lets a collaborator change script length only while new, and a PM in any phase', () => {
    expect(canChangeCartGroup(actors.client, project('new'), 'script-length')).toBe(true);
    expect(canChangeCartGroup(actors.client, project('script-writing'), 'script-length')).toBe(false);
    expect(canChangeCartGroup(actors.pmFreelancer, project('recording'), 'script-length')).toBe(true);
    expect(canChangeCartGroup(actors.staff, project('new'), 'script-length')).toBe(false);
    expect(canChangeCartGroup(actors.pmStaff, project('new'), 'base')).toBe(false);
  });

  it('holds the cart for everyone once it is paid for, or while a payment for it is pending (decision 092)', () => {
    const pending = { ...project('ready'), pendingPayment: { number: 3, amount: 720 } };
    expect(cartHold(project('ready'))).toBeNull();
    expect(cartHold(project('ready', true))).toBe('purchased');
    expect(cartHold(pending)).toBe('paymentPending');
    for (const who of [actors.client, actors.pmFreelancer, actors.admin]) {
      expect(canChangeCartGroup(who, pending, 'discount-no-changes')).toBe(false);
      expect(canChangeCartGroup(who, project('recording', true), 'script-length')).toBe(false);
    }
    expect(canChangeCartGroup(actors.client, project('ready'), 'discount-no-changes')).toBe(true);
    expect(canSaveCartSettings(actors.admin, project('ready'))).toBe(true);
    expect(canSaveCartSettings(actors.admin, pending)).toBe(false);
    expect(canSaveCartSettings(actors.admin, project('ready', true))).toBe(false);
  });

  it('offers PM-only items to PMs only', () => {
    const returnCustomer = productCatalogue('en').list['discount-return-customer']!;
    expect(canChooseCartItem(actors.client, project('ready'), returnCustomer)).toBe(false);
    expect(canChooseCartItem(actors.admin, project('ready'), returnCustomer)).toBe(true);
    expect(
      canChooseCartItem(actors.client, project('ready'), productCatalogue('en').list['discount-no-changes']!),
    ).toBe(true);
  });

  it('disables locked toggles except for PMs, who never see extras locked', () => {
    const locked = { ...item('nda'), locked: true };
    expect(isCartItemToggleDisabled(actors.client, locked)).toBe(true);
    expect(isCartItemToggleDisabled(actors.pmStaff, locked)).toBe(false);
    expect(isCartItemToggleDisabled(actors.client, { ...locked, locked: false })).toBe(false);
    expect(canRemoveCartGroup(actors.client, project('new'), [locked], 'nda')).toBe(false);
    expect(canRemoveCartGroup(actors.admin, project('new'), [locked], 'nda')).toBe(true);
  });

  it('treats the pre-project cart as a new project the user owns', () => {
    expect(canChangeCartGroup(actors.client, draftCartProject(actors.client), 'storyboard')).toBe(true);
    expect(canChangeCartGroup(actors.visitor, draftCartProject(actors.visitor), 'storyboard')).toBe(false);
  });
});

describe('cart action payloads', () => {
  it('accepts each action and refuses a negative forced total', () => {
    expect(cartActionBodySchema.parse({ action: 'forceCartTotal', total: 2000 })).toEqual({
      action: 'forceCartTotal',
      total: 2000,
    });
    expect(firstProblem(cartActionBodySchema, { action: 'forceCartTotal', total: -1 })).toBe(
      'The total cannot be negative',
    );
    expect(firstProblem(cartActionBodySchema, { action: 'addCartItem', id: ' ' })).toBe('Choose an item');
    expect(cartActionBodySchema.safeParse({ action: 'explode', id: 'x' }).success).toBe(false);
  });
});
