import type { Locale } from '#shared/app/constants.ts';
import { formatMoney } from '#shared/i18n/index.ts';
import type { PriceType } from '#shared/products/catalogue.ts';
import { percentLabel } from '#shared/products/products.ts';
import { ct } from '../cart-text.ts';

/** How an option's price reads beside its label: "+30%", "$400", "free". */
export const optionPriceText = (locale: Locale, entry: { price: number; type: PriceType }): string => {
  if (entry.type === '%') return percentLabel(entry.price);
  return entry.price === 0 ? ct('cart.free') : formatMoney(locale, entry.price);
};
