import { createCartTranslator, type CartTranslate } from '#shared/i18n/cart.ts';
import { getPageData } from '#client/lib/page-data.ts';

/** The cart feature's labels in the deployment's locale; page data is loaded before the first route renders. */
export const ct: CartTranslate = (key, values) => createCartTranslator(getPageData().locale)(key, values);
