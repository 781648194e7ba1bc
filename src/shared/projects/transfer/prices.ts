import type { Locale } from '../../app/constants.ts';
import { findCatalogueItem, vatItemId } from '../../products/catalogue.ts';
import { cartItemFor, orderCartItems, toCartItem, type Cart, type CartItem } from '../cart/cart.ts';

/** A cart priced for the target's locale, or the name of the first priced item the target does not sell. */
export type ConvertedCart<C extends Cart> = { cart: C } | { unsold: string };

const convertItem = (item: CartItem, to: Locale): CartItem | null => {
  const entry = findCatalogueItem(to, item.id);
  if (!entry) return item.price === 0 ? item : null;
  return {
    ...toCartItem(to, entry, item.amount),
    ...(entry.lockable && item.locked !== undefined ? { locked: item.locked } : {}),
    ...(item.ext ? { ext: item.ext } : {}),
  };
};

/**
 * A transferred cart in the target's own catalogue (decision 068): every item by its id at the target
 * locale's price and label, VAT as the target's locale has it, and a forced total only when both hosts
 * count in the same currency. A free item the target does not sell stays as it was; a priced one
 * cannot be priced, so the transfer is refused.
 */
export const cartForLocale = <C extends Cart>(cart: C, from: Locale, to: Locale): ConvertedCart<C> => {
  const items: CartItem[] = [];
  for (const item of cart.items.filter((entry) => entry.group !== 'vat')) {
    const converted = convertItem(item, to);
    if (!converted) return { unsold: item.name };
    items.push(converted);
  }
  const vat = to === 'th' ? cartItemFor(to, vatItemId) : undefined;
  return {
    cart: {
      ...cart,
      items: orderCartItems(vat ? [...items, vat] : items),
      forcedTotal: from === to ? cart.forcedTotal : null,
    },
  };
};
