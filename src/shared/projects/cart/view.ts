import type { Locale } from '../../app/constants.ts';
import { currencySigns } from '../../products/catalogue.ts';
import type { PriceType } from '../../products/catalogue.ts';
import type { Cart, CartItem } from './cart.ts';
import type { CartProjectRecord } from './permissions.ts';
import { cartLineAmount, cartTotals } from './pricing.ts';

export interface CartLineView extends Omit<CartItem, 'price'> {
  /** null when the breakdown is hidden from this reader. */
  price: number | null;
  lineAmount: number | null;
}

/** Spec §3 Cart as the API sends it: total, items, forcedTotal, isCompact, discount percent, premium, currency sign. */
export interface CartView {
  items: CartLineView[];
  total: number;
  computedTotal: number | null;
  forcedTotal: number | null;
  discountPercent: number | null;
  premium: number | null;
  vatAmount: number | null;
  isCompact: boolean;
  hideBreakdown: boolean;
  breakdownHidden: boolean;
  currencySign: string;
  locale: Locale;
}

/**
 * One computation for every screen that shows a cart (cart page, add-ons, cost summary): the
 * total is always cartTotals, so what a page shows is what the project is charged.
 */
export const cartView = (locale: Locale, cart: Cart, options: { showBreakdown: boolean }): CartView => {
  const totals = cartTotals(cart.items, cart.forcedTotal);
  const shown = options.showBreakdown;
  return {
    items: cart.items.map((entry) => ({
      ...entry,
      price: shown ? entry.price : null,
      lineAmount: shown ? cartLineAmount(entry, totals) : null,
    })),
    total: totals.total,
    computedTotal: shown ? totals.computedTotal : null,
    forcedTotal: shown ? totals.forcedTotal : null,
    discountPercent: totals.discountPercent,
    premium: totals.premium,
    vatAmount: shown && totals.vatPercent > 0 ? totals.vatAmount : null,
    isCompact: cart.isCompact,
    hideBreakdown: cart.hideBreakdown === true,
    breakdownHidden: !shown,
    currencySign: currencySigns[locale],
    locale,
  };
};

/** What the cart screens need to know about the project to apply the shared rules. */
export interface CartProjectSummary extends CartProjectRecord {
  _id: string;
  title: string;
}

/** GET /api/projects/{id}/cart. */
export interface CartResponse {
  cart: CartView;
  project: CartProjectSummary;
}

/** POST /api/projects/{id}/cart (spec §7: cart and message). */
export interface CartActionResponse {
  cart: CartView;
  message: string;
}

export interface DiscountOption {
  id: string;
  label: string;
  price: number;
  type: PriceType;
  chosen: boolean;
  allowed: boolean;
}

/**
 * GET /api/projects/{id}/cost. `purchased` and `pendingPayment` are the cart's (the project's or the
 * version's): what `cartHold` reads, as a held cart offers no discounts and no change (decision 092).
 */
export interface CostResponse extends Pick<CartProjectRecord, 'purchased' | 'pendingPayment'> {
  cart: CartView;
  discountsOffered: boolean;
  discounts: DiscountOption[];
}
