import { z } from 'zod';
import { locales, type Locale } from '../../app/constants.ts';
import { currencySigns } from '../../products/catalogue.ts';
import type { PriceType } from '../../products/catalogue.ts';
import { projectStatuses } from '../status.ts';
import { cartItemSchema, type Cart } from './cart.ts';
import { cartLineAmount, cartTotals } from './pricing.ts';

export const cartLineViewSchema = cartItemSchema.extend({
  /** null when the breakdown is hidden from this reader. */
  price: z.number().nullable(),
  lineAmount: z.number().nullable(),
});
export type CartLineView = z.infer<typeof cartLineViewSchema>;

/** Spec §3 Cart as the API sends it: total, items, forcedTotal, isCompact, discount percent, premium, currency sign. */
export const cartViewSchema = z.object({
  items: z.array(cartLineViewSchema),
  total: z.number(),
  computedTotal: z.number().nullable(),
  forcedTotal: z.number().nullable(),
  discountPercent: z.number().nullable(),
  premium: z.number().nullable(),
  vatAmount: z.number().nullable(),
  isCompact: z.boolean(),
  hideBreakdown: z.boolean(),
  breakdownHidden: z.boolean(),
  currencySign: z.string(),
  locale: z.enum(locales),
});
export type CartView = z.infer<typeof cartViewSchema>;

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

const pendingPaymentSchema = z.object({ number: z.number(), amount: z.number() });

/** What the cart screens need to know about the project to apply the shared rules. */
export const cartProjectSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  collabs: z.array(z.string()).readonly(),
  status: z.enum(projectStatuses),
  purchased: z.boolean(),
  pendingPayment: pendingPaymentSchema.nullable(),
});
export type CartProjectSummary = z.infer<typeof cartProjectSummarySchema>;

/** GET /api/projects/{id}/cart. */
export const cartResponseSchema = z.object({ cart: cartViewSchema, project: cartProjectSummarySchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** POST /api/projects/{id}/cart (spec §7: cart and message). */
export const cartActionResponseSchema = z.object({ cart: cartViewSchema, message: z.string() });
export type CartActionResponse = z.infer<typeof cartActionResponseSchema>;

export const discountOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  price: z.number(),
  type: z.enum(['fixed', '%'] satisfies PriceType[]),
  chosen: z.boolean(),
  allowed: z.boolean(),
});
export type DiscountOption = z.infer<typeof discountOptionSchema>;

/**
 * GET /api/projects/{id}/cost. `purchased` and `pendingPayment` are the cart's (the project's or the
 * version's): what `cartHold` reads, as a held cart offers no discounts and no change (decision 092).
 */
export const costResponseSchema = z.object({
  cart: cartViewSchema,
  discountsOffered: z.boolean(),
  discounts: z.array(discountOptionSchema),
  purchased: z.boolean(),
  pendingPayment: pendingPaymentSchema.nullable(),
});
export type CostResponse = z.infer<typeof costResponseSchema>;
