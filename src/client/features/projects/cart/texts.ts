import { cartCatalogues } from '#shared/i18n/cart.ts';
import { translatorWith } from '#client/lib/page-data.ts';

/** The cart's labels and the app's, read through one `t` (the cart's catalogue stays in its lazy chunk, decision 036). */
export const t = translatorWith(cartCatalogues);
