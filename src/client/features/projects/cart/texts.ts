import { cartCatalogues } from '#shared/i18n/cart.ts';
import { translatorWith } from '#client/lib/page-data.ts';
import { projectsCatalogues } from '../texts.ts';

/** The cart's labels, the projects module's and the app's, read through one `t` (the cart's catalogue stays in its lazy chunk, decision 036). */
export const t = translatorWith({
  en: { ...projectsCatalogues.en, ...cartCatalogues.en },
  th: { ...projectsCatalogues.th, ...cartCatalogues.th },
});
