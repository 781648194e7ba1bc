import type { Locale } from '#shared/app/constants.ts';
import { createCartTranslator } from '#shared/i18n/cart.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { productCatalogue } from '#shared/products/catalogue.ts';
import { thaiProject } from '../../../playwright.config.ts';

/** The Thai project of playwright.config.ts runs the cart journey against a LOCALE=th server. */
export const localeOf = (projectName: string): Locale => (projectName === thaiProject ? 'th' : 'en');

export const texts = (locale: Locale) => {
  const catalogue = productCatalogue(locale);
  const label = (id: string) => catalogue.list[id]!.label[locale];
  const artist = (id: string) => catalogue.artistList.find((entry) => entry.id === id)!.label[locale];
  return { catalogue, label, artist, ct: createCartTranslator(locale), t: createTranslator(locale) };
};
