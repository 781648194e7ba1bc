import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/app/constants.ts';
import { addCartItem, cartItemFor, createCart, type CartItem } from '#shared/projects/cart/cart.ts';
import { cartLineAmount, cartTotals } from '#shared/projects/cart/pricing.ts';

const cartWith = (locale: Locale, ...ids: string[]): CartItem[] =>
  ids.reduce((items, id) => {
    const found = cartItemFor(locale, id);
    if (!found) throw new Error(`no ${id}`);
    return addCartItem(items, found);
  }, createCart(locale).items);

describe('cart total (spec §5, §9, decision 010)', () => {
  it.each<[string, Locale, string[], number]>([
    ['base package alone', 'en', [], 1000],
    ['base package alone, Thai with 7 % VAT', 'th', [], 37450],
    ['300-500 words', 'en', ['script-300-500'], 1300],
    ['500-700 words', 'en', ['script-500-700'], 1600],
    // 1000 + 400 = 1400 fixed; +30 % +50 % of 1400 = 2520.
    ['300-500 words, custom storyboard, rush job', 'en', ['script-300-500', 'custom-storyboard', 'rush-job'], 2520],
    // 35000 + 12000 = 47000; +80 % = 84600; VAT 7 % of 84600 = 5922; 90522.
    ['300-500 words, custom storyboard, rush job', 'th', ['script-300-500', 'custom-storyboard', 'rush-job'], 90522],
    // 36500 × 1.30 = 47450; VAT 3321.5; 50771.5 rounds up.
    ['300-500 words and a scene change, rounded up', 'th', ['script-300-500', 'change-scene'], 50772],
    ['water color, logo color, copyright', 'en', ['water-color', 'logo-color', 'copyright-transfer'], 2500],
    ['extras at 200 each', 'en', ['extended-support', 'multilingual', 'nda'], 1600],
    // Discounts: 1000 - 200 - 100 = 700 fixed; -20 % -20 % = 420.
    [
      'every discount',
      'en',
      ['discount-watermark', 'discount-pay-online', 'discount-return-customer', 'discount-no-changes'],
      420,
    ],
    // 35000 - 6000 - 3000 = 26000; -40 % = 15600; VAT 1092; 16692.
    [
      'every discount, Thai',
      'th',
      ['discount-watermark', 'discount-pay-online', 'discount-return-customer', 'discount-no-changes'],
      16692,
    ],
    ['voices, music and basic storyboard are free', 'en', ['emma', 'sunny-day', 'basic-storyboard'], 1000],
  ])('%s (%s, %j) = %d', (_, locale, ids, total) => {
    expect(cartTotals(cartWith(locale, ...ids)).total).toBe(total);
  });

  it('charges VAT on the amount after the other percentage items, not beside them', () => {
    const totals = cartTotals(cartWith('th', 'script-300-500', 'change-scene'));
    expect(totals).toMatchObject({
      fixedSubtotal: 36500,
      percentAmount: 10950,
      netAmount: 47450,
      vatPercent: 7,
      vatAmount: 3321.5,
      computedTotal: 50772,
    });
    // Beside them it would be 36500 × 1.37 = 50005.
    expect(totals.total).not.toBe(50005);
  });

  it('shows each line as money for the breakdown', () => {
    const items = cartWith('th', 'script-300-500', 'change-scene');
    const totals = cartTotals(items);
    expect(items.map((entry) => [entry.id, cartLineAmount(entry, totals)])).toEqual([
      ['base-package', 35000],
      ['script-300-500', 10950],
      ['change-scene', 1500],
      ['vat', 3321.5],
    ]);
  });

  it('multiplies price by amount', () => {
    const items = addCartItem(createCart('en').items, { ...cartItemFor('en', 'change-scene')!, amount: 4 });
    expect(cartTotals(items).total).toBe(1200);
  });
});

describe('forced total (spec §5)', () => {
  const rush = cartWith('en', 'script-300-500', 'custom-storyboard', 'rush-job');
  const rushThai = cartWith('th', 'script-300-500', 'custom-storyboard', 'rush-job');

  it.each<
    [string, CartItem[], number | null, { total: number; discountPercent: number | null; premium: number | null }]
  >([
    ['none', rush, null, { total: 2520, discountPercent: null, premium: null }],
    ['0 clears it', rush, 0, { total: 2520, discountPercent: null, premium: null }],
    // (2520 - 2000) / 2520 = 20.6 %, rounded up.
    ['below: a discount percentage', rush, 2000, { total: 2000, discountPercent: 21, premium: null }],
    ['above: a premium amount', rush, 3000, { total: 3000, discountPercent: null, premium: 480 }],
    ['equal: neither', rush, 2520, { total: 2520, discountPercent: null, premium: null }],
    // (90522 - 80000) / 90522 = 11.6 %.
    ['Thai below', rushThai, 80000, { total: 80000, discountPercent: 12, premium: null }],
    ['Thai above', rushThai, 100000, { total: 100000, discountPercent: null, premium: 9478 }],
  ])('%s', (_, items, forced, expected) => {
    expect(cartTotals(items, forced)).toMatchObject({ ...expected, computedTotal: cartTotals(items).computedTotal });
  });

  it('ignores negative forced totals', () => {
    expect(cartTotals(rush, -5)).toMatchObject({ total: 2520, forcedTotal: null });
  });
});
