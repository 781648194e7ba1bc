import { describe, expect, it } from 'vitest';
import { cartItemFor, createCart, addCartItem, type CartItem } from '#shared/projects/cart/cart.ts';
import { findCatalogueItem } from '#shared/products/catalogue.ts';
import { cartForLocale } from '#shared/projects/transfer/prices.ts';

const item = (locale: 'en' | 'th', id: string): CartItem => {
  const found = cartItemFor(locale, id);
  if (!found) throw new Error(`no ${id} in ${locale}`);
  return found;
};

describe('cartForLocale (decision 068)', () => {
  it('prices every item at the target locale and adds the Thai VAT', () => {
    const cart = {
      ...createCart('en'),
      items: addCartItem(createCart('en').items, { ...item('en', 'rush-job'), locked: true }),
      forcedTotal: 900,
    };
    const converted = cartForLocale(cart, 'en', 'th');
    if (!('cart' in converted)) throw new Error('expected a cart');
    expect(converted.cart.items.map((entry) => [entry.id, entry.price, entry.label])).toEqual(
      ['base-package', 'rush-job', 'vat'].map((id) => [
        id,
        findCatalogueItem('th', id)?.price.th,
        findCatalogueItem('th', id)?.label.th,
      ]),
    );
    expect(converted.cart.items[1]?.locked).toBe(true);
    // A forced total is an amount in the source's currency: it cannot stand in another.
    expect(converted.cart.forcedTotal).toBeNull();
  });

  it('drops the VAT for a base-currency target and keeps a forced total between hosts of one currency', () => {
    const thai = { ...createCart('th'), forcedTotal: 30000 };
    const toEnglish = cartForLocale(thai, 'th', 'en');
    if (!('cart' in toEnglish)) throw new Error('expected a cart');
    expect(toEnglish.cart.items.map((entry) => [entry.id, entry.price])).toEqual([
      ['base-package', findCatalogueItem('en', 'base-package')?.price.en],
    ]);
    const same = cartForLocale(thai, 'th', 'th');
    if (!('cart' in same)) throw new Error('expected a cart');
    expect(same.cart.forcedTotal).toBe(30000);
  });

  it('keeps a free item the target does not sell and refuses a priced one', () => {
    const free: CartItem = {
      id: 'retired-voice',
      group: 'voice',
      name: 'Retired voice',
      label: 'Retired voice',
      price: 0,
      type: 'fixed',
      amount: 1,
    };
    const kept = cartForLocale({ ...createCart('en'), items: [...createCart('en').items, free] }, 'en', 'th');
    expect('cart' in kept && kept.cart.items.some((entry) => entry.id === 'retired-voice')).toBe(true);
    const priced = cartForLocale(
      { ...createCart('en'), items: [...createCart('en').items, { ...free, price: 50, name: 'Old extra' }] },
      'en',
      'th',
    );
    expect(priced).toEqual({ unsold: 'Old extra' });
  });
});
