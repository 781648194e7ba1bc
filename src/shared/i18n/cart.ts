import type { Locale } from '../app/constants.ts';
import { cartEn } from './cart-en.ts';
import { cartTh } from './cart-th.ts';
import { translatorFor } from './index.ts';

export type CartMessageKey = keyof typeof cartEn;
export type CartTranslate = (key: CartMessageKey, values?: Record<string, string | number>) => string;

export const cartCatalogues: Record<Locale, Record<CartMessageKey, string>> = { en: cartEn, th: cartTh };

/**
 * The cart's labels live outside the app-wide catalogue so that only the cart's lazy chunk and the
 * server carry them: the first download is at its budget (decision 036).
 */
export const createCartTranslator = (locale: Locale): CartTranslate => translatorFor(cartCatalogues[locale]);
