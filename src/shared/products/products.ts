import { z } from 'zod';
import { locales, type Locale } from '../app/constants.ts';
import { cartGroupNames, productCatalogue, type CartGroup, type Gender, type PriceType } from './catalogue.ts';

/** Sample images and audio ship with the client build and are served from this path (decision 030). */
export const samplesPath = '/samples/';

export const sampleUrl = (file: string): string => `${samplesPath}${file}`;

/** One option of GET /api/products, priced and labelled for the deployment's locale. */
export const productItemViewSchema = z.object({
  id: z.string(),
  group: z.enum(cartGroupNames),
  label: z.string(),
  price: z.number(),
  type: z.enum(['fixed', '%'] satisfies PriceType[]),
  lockable: z.boolean(),
  pmOnly: z.boolean(),
});
export type ProductItemView = z.infer<typeof productItemViewSchema>;

/** Spec §3 Product: list by id, currencySign, basicArtist, artistList, voiceList, musicList. */
export const productsViewSchema = z.object({
  locale: z.enum(locales),
  currencySign: z.string(),
  list: z.record(z.string(), productItemViewSchema),
  basicArtist: z.string(),
  artistList: z.array(z.object({ id: z.string(), label: z.string(), samples: z.array(z.string()) })),
  voiceList: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      gender: z.enum(['female', 'male'] satisfies Gender[]),
      file: z.string(),
    }),
  ),
  musicList: z.array(z.object({ id: z.string(), label: z.string(), file: z.string() })),
});
export type ProductsView = z.infer<typeof productsViewSchema>;

/** The catalogue as one locale sells it; the list keeps the catalogue's order, so Thai VAT comes last. */
export const productsView = (locale: Locale): ProductsView => {
  const catalogue = productCatalogue(locale);
  return {
    locale,
    currencySign: catalogue.currencySign,
    list: Object.fromEntries(
      Object.values(catalogue.list).map((entry) => [
        entry.id,
        {
          id: entry.id,
          group: entry.group,
          label: entry.label[locale],
          price: entry.price[locale],
          type: entry.type,
          lockable: entry.lockable,
          pmOnly: entry.pmOnly,
        },
      ]),
    ),
    basicArtist: catalogue.basicArtist,
    artistList: catalogue.artistList.map((entry) => ({
      id: entry.id,
      label: entry.label[locale],
      samples: entry.samples.map(sampleUrl),
    })),
    voiceList: catalogue.voiceList.map((entry) => ({ ...entry, file: sampleUrl(entry.file) })),
    musicList: catalogue.musicList.map((entry) => ({ ...entry, file: sampleUrl(entry.file) })),
  };
};

/** Every sample file the catalogues of both locales name, for the generator and its test. */
export const allSampleFiles = (): string[] => {
  const files = new Set<string>();
  for (const locale of ['en', 'th'] as const) {
    const catalogue = productCatalogue(locale);
    for (const entry of catalogue.artistList) for (const sample of entry.samples) files.add(sample);
    for (const entry of [...catalogue.voiceList, ...catalogue.musicList]) files.add(entry.file);
  }
  return [...files].sort();
};

export const productSectionKeys = [
  'base',
  'script',
  'storyboard',
  'color',
  'copyright',
  'voice',
  'music',
  'changes',
  'discounts',
  'extras',
] as const;
export type ProductSectionKey = (typeof productSectionKeys)[number];

/** How the cart page and the pricing page group the options (spec §1's list of options). */
export const productSections: Record<ProductSectionKey, readonly CartGroup[]> = {
  base: ['base'],
  script: ['script-length'],
  storyboard: ['storyboard'],
  color: ['logo-color', 'water-color'],
  copyright: ['copyright'],
  voice: ['voice'],
  music: ['music'],
  changes: ['change-editing', 'change-voice', 'change-scene', 'change-scene-water-color'],
  discounts: ['discount-watermark', 'discount-return-customer', 'discount-no-changes', 'discount-pay-online'],
  extras: ['rush-job', 'extended-support', 'multilingual', 'nda', 'colored-storyboard'],
};

export const sectionItems = (products: Pick<ProductsView, 'list'>, section: ProductSectionKey): ProductItemView[] =>
  productSections[section].flatMap((group) => Object.values(products.list).filter((entry) => entry.group === group));

/** "+30%", "-20%": how a percentage option reads next to its label. */
export const percentLabel = (price: number): string => `${price > 0 ? '+' : ''}${price}%`;
