import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/app/constants.ts';
import { addCartItem, cartItemFor, createCart, removeCartGroup, type CartItem } from '#shared/projects/cart/cart.ts';
import { cartTotals } from '#shared/projects/cart/pricing.ts';
import { cartGroups, productCatalogue, type CartGroup } from '#shared/products/catalogue.ts';

const locale = fc.constantFrom<Locale>('en', 'th');
const groups = Object.keys(cartGroups) as CartGroup[];

const optionIds = (value: Locale) =>
  Object.keys(productCatalogue(value).list).filter((id) => id !== 'base-package' && id !== 'vat');

type Step = { kind: 'add'; pick: number; amount: number } | { kind: 'remove'; group: CartGroup };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('remove' as const), group: fc.constantFrom(...groups) }),
);

const run = (value: Locale, steps: readonly Step[]): CartItem[] =>
  steps.reduce((items, next) => {
    if (next.kind === 'remove') return removeCartGroup(items, next.group);
    const ids = optionIds(value);
    const found = cartItemFor(value, ids[next.pick % ids.length]!, next.amount);
    return found ? addCartItem(items, found) : items;
  }, createCart(value).items);

// Any fixed or percentage discount, however large, to push totals below zero.
const wildItem: fc.Arbitrary<CartItem> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  group: fc.constantFrom(...groups.filter((group) => group !== 'base' && group !== 'vat')),
  name: fc.constant('wild'),
  label: fc.constant('wild'),
  price: fc.integer({ min: -100_000, max: 100_000 }),
  type: fc.constantFrom('fixed' as const, '%' as const),
  amount: fc.integer({ min: 1, max: 10 }),
});

describe('cart properties', () => {
  it('never totals below 0, whatever the discounts', () => {
    fc.assert(
      fc.property(
        locale,
        fc.array(wildItem, { maxLength: 12 }),
        fc.option(fc.integer({ min: -10, max: 10_000 })),
        (value, extras, forced) => {
          const items = extras.reduce(addCartItem, createCart(value).items);
          const totals = cartTotals(items, forced);
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(totals.computedTotal).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(totals.computedTotal)).toBe(true);
        },
      ),
    );
  });

  it('keeps one item per group when the same group is added twice', () => {
    fc.assert(
      fc.property(locale, fc.array(step, { maxLength: 30 }), fc.nat(), fc.nat(), (value, steps, first, second) => {
        const ids = optionIds(value);
        const a = cartItemFor(value, ids[first % ids.length]!)!;
        const sameGroup = ids.map((id) => cartItemFor(value, id)!).filter((entry) => entry.group === a.group);
        const b = sameGroup[second % sameGroup.length]!;
        const items = addCartItem(addCartItem(run(value, steps), a), b);
        expect(items.filter((entry) => entry.group === a.group)).toEqual([b]);
      }),
    );
  });

  it('never loses the base package, and keeps it first', () => {
    fc.assert(
      fc.property(locale, fc.array(step, { maxLength: 40 }), (value, steps) => {
        const items = run(value, steps);
        expect(items.filter((entry) => entry.id === 'base-package')).toHaveLength(1);
        expect(items[0]?.id).toBe('base-package');
      }),
    );
  });

  it('keeps the VAT item last in Thai carts, and absent from base-locale carts', () => {
    fc.assert(
      fc.property(locale, fc.array(step, { maxLength: 40 }), (value, steps) => {
        const items = run(value, steps);
        if (value === 'th') expect(items.at(-1)?.id).toBe('vat');
        else expect(items.some((entry) => entry.id === 'vat')).toBe(false);
      }),
    );
  });

  it('never holds two items of one group', () => {
    fc.assert(
      fc.property(locale, fc.array(step, { maxLength: 40 }), (value, steps) => {
        const seen = run(value, steps).map((entry) => entry.group);
        expect(new Set(seen).size).toBe(seen.length);
      }),
    );
  });
});
