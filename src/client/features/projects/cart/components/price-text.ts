import type { Locale } from '#shared/app/constants.ts';
import { formatMoney } from '#shared/i18n/index.ts';
import type { PriceType } from '#shared/products/catalogue.ts';
import { percentLabel } from '#shared/products/products.ts';
import type { PendingPayment } from '#shared/projects/cart/permissions.ts';
import { t } from '../texts.ts';

/** An amount as the cart shows it: "$400", or "free" for nothing. */
export const amountText = (locale: Locale, amount: number): string =>
  amount === 0 ? t('cart.free') : formatMoney(locale, amount);

/** How an option's price reads beside its label: "+30%", "$400", "free". */
export const optionPriceText = (locale: Locale, entry: { price: number; type: PriceType }): string =>
  entry.type === '%' ? percentLabel(entry.price) : amountText(locale, entry.price);

/** Why the cart cannot change while a payment for it is pending (decision 092). */
export const heldForPaymentText = (locale: Locale, pending: PendingPayment): string =>
  t('cart.heldForPayment', { number: pending.number, amount: formatMoney(locale, pending.amount) });
