import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productCatalogue } from '#shared/products/catalogue.ts';
import { productsView, sectionItems } from '#shared/products/products.ts';
import {
  applyCartAction,
  cartFromSelection,
  createCart,
  selectionOf,
  selectionProblem,
  type Cart,
} from '#shared/projects/cart/cart.ts';
import {
  canChangeCartGroup,
  canReadCart,
  canSeeCartBreakdown,
  draftCartActor,
  draftCartProject,
} from '#shared/projects/cart/permissions.ts';
import type { CartActionBody } from '#shared/projects/cart/schemas.ts';
import { cartView } from '#shared/projects/cart/view.ts';
import { actors } from '../../actors.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';

const ids = (cart: Cart) => cart.items.map((entry) => entry.id);
const apply = (cart: Cart, ...bodies: CartActionBody[]) =>
  bodies.reduce((current, body) => applyCartAction('en', current, body), cart);

describe('applyCartAction', () => {
  it('adds, replaces, removes a group, sets artists, locks, forces and compacts', () => {
    const cart = apply(
      createCart('en'),
      { action: 'addCartItem', id: 'script-300-500' },
      { action: 'addCartItem', id: 'script-500-700' },
      { action: 'addCartItem', id: 'custom-storyboard' },
      { action: 'setCartItemExt', id: 'custom-storyboard', ext: { value: ['mali', 'dao'], name: 'artists' } },
      { action: 'addCartItem', id: 'rush-job' },
      { action: 'lockCartItem', id: 'rush-job' },
      { action: 'forceCartTotal', total: 2000, hideBreakdown: true },
      { action: 'isCompact', isCompact: true },
    );
    expect(ids(cart)).toEqual(['base-package', 'script-500-700', 'custom-storyboard', 'rush-job']);
    expect(cart).toMatchObject({ forcedTotal: 2000, hideBreakdown: true, isCompact: true });
    expect(cart.items[3]?.locked).toBe(true);
    const undone = apply(
      cart,
      { action: 'unforceCartTotal' },
      { action: 'removeCartItem', id: 'custom-storyboard' },
      { action: 'removeCartItem', id: 'base-package' },
    );
    expect(ids(undone)).toEqual(['base-package', 'script-500-700', 'rush-job']);
    expect(undone).toMatchObject({ forcedTotal: null, hideBreakdown: true });
  });

  it('ignores unknown and permanent items', () => {
    const cart = createCart('th');
    expect(apply(cart, { action: 'addCartItem', id: 'nope' })).toEqual(cart);
    expect(applyCartAction('th', cart, { action: 'addCartItem', id: 'vat' })).toEqual(cart);
  });
});

describe('the cart page selection', () => {
  it.each<[string[], string[], string | null]>([
    [['script-300-500', 'custom-storyboard'], ['mali', 'niran'], null],
    [['gold'], [], 'Unknown item: gold'],
    [['custom-storyboard'], ['mali', 'x'], 'Unknown artist: x'],
    [['custom-storyboard'], ['mali', 'niran', 'kanya'], 'Choose at most 2 artists'],
    [['emma'], ['mali'], 'Artists can only be chosen with a custom storyboard'],
  ])('%j with artists %j: %s', (items, artists, problem) => {
    const found = selectionProblem('en', items, artists);
    expect(found && createApiTranslator('en')(found.key, found.values)).toBe(problem);
  });

  it('round-trips: the address Start New Project builds recreates the same cart', () => {
    const optional = Object.values(productCatalogue('en').list)
      .filter((entry) => entry.group !== 'base')
      .map((entry) => entry.id);
    fc.assert(
      fc.property(
        fc.subarray(optional),
        fc.subarray(['mali', 'niran', 'kanya', 'arthit', 'dao'], { maxLength: 2 }),
        (chosen, artists) => {
          const cart = cartFromSelection('en', chosen, chosen.includes('custom-storyboard') ? artists : []);
          const selection = selectionOf(cart);
          expect(selectionProblem('en', selection.items, selection.artists)).toBeNull();
          expect(cartFromSelection('en', selection.items, selection.artists)).toEqual(cart);
        },
      ),
    );
  });
});

describe('cart view and reading rules', () => {
  it('hides line prices, not the total, from non-PMs when the breakdown is hidden', () => {
    const cart = {
      ...apply(createCart('en'), { action: 'addCartItem', id: 'nda' }, { action: 'forceCartTotal', total: 1000 }),
      hideBreakdown: true,
    };
    expect(canSeeCartBreakdown(actors.client, cart)).toBe(false);
    expect(canSeeCartBreakdown(actors.pmFreelancer, cart)).toBe(true);
    const hidden = cartView('en', cart, { showBreakdown: false });
    expect(hidden).toMatchObject({ total: 1000, computedTotal: null, breakdownHidden: true, discountPercent: 17 });
    expect(hidden.items.map((line) => [line.price, line.lineAmount])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('lets a visitor build the cart a client could, and lets collaborators and power users read a project cart', () => {
    const actor = draftCartActor(null);
    expect(canChangeCartGroup(actor, draftCartProject(actor), 'storyboard')).toBe(true);
    expect(sectionItems(productsView('en'), 'extras').map((entry) => entry.id)).toContain('colored-storyboard-200');
    expect(canReadCart(actors.staff, { collabs: [] })).toBe(true);
    expect(canReadCart(actors.freelancer, { collabs: [] })).toBe(false);
    expect(canReadCart(actors.client, { collabs: ['u-client'] })).toBe(true);
  });
});
