import { z } from 'zod';
import type { Locale } from '../../app/constants.ts';
import type { ApiRefusal } from '../../i18n/api-messages.ts';
import type { CartActionBody } from './schemas.ts';
import {
  artists,
  basePackageId,
  cartGroupNames,
  customStoryboardId,
  findCatalogueItem,
  maxCustomArtists,
  productCatalogue,
  vatItemId,
  type CartGroup,
  type CatalogueItem,
  type Gender,
  type PriceType,
} from '../../products/catalogue.ts';

export const cartItemExtSchema = z.object({ value: z.array(z.string()), name: z.string() });
export type CartItemExt = z.infer<typeof cartItemExtSchema>;

/** Spec §3 cart item, as stored on a project and sent to the client. */
export const cartItemSchema = z.object({
  id: z.string(),
  group: z.enum(cartGroupNames),
  name: z.string(),
  label: z.string(),
  price: z.number(),
  type: z.enum(['fixed', '%'] satisfies PriceType[]),
  amount: z.number(),
  locked: z.boolean().optional(),
  lockable: z.boolean().optional(),
  gender: z.enum(['female', 'male'] satisfies Gender[]).optional(),
  file: z.string().optional(),
  ext: cartItemExtSchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export interface Cart {
  items: CartItem[];
  forcedTotal: number | null;
  isCompact: boolean;
  /** Admin cart setting (spec §6): the client sees the total without the line prices. */
  hideBreakdown?: boolean;
}

/** Groups that are part of every cart: never added by the user, never removed. */
const permanentGroups: readonly CartGroup[] = ['base', 'vat'];

export const isPermanentGroup = (group: CartGroup): boolean => permanentGroups.includes(group);

export const toCartItem = (locale: Locale, entry: CatalogueItem, amount = 1): CartItem => {
  const catalogue = productCatalogue(locale);
  const voice = catalogue.voiceList.find((candidate) => candidate.id === entry.id);
  const track = catalogue.musicList.find((candidate) => candidate.id === entry.id);
  return {
    id: entry.id,
    group: entry.group,
    name: entry.label.en,
    label: entry.label[locale],
    price: entry.price[locale],
    type: entry.type,
    amount,
    ...(entry.lockable ? { lockable: true, locked: false } : {}),
    ...(voice ? { gender: voice.gender, file: voice.file } : {}),
    ...(track ? { file: track.file } : {}),
  };
};

/** Looks an option up in the locale's catalogue; undefined for ids that locale does not sell. */
export const cartItemFor = (locale: Locale, id: string, amount = 1): CartItem | undefined => {
  const entry = findCatalogueItem(locale, id);
  return entry ? toCartItem(locale, entry, amount) : undefined;
};

const requireItem = (locale: Locale, id: string): CartItem => {
  const found = cartItemFor(locale, id);
  if (!found) throw new Error(`The ${locale} catalogue has no item ${id}`);
  return found;
};

/** The base package first and the VAT item last, whatever order items were added in. */
export const orderCartItems = (items: readonly CartItem[]): CartItem[] => [
  ...items.filter((entry) => entry.group === 'base'),
  ...items.filter((entry) => !isPermanentGroup(entry.group)),
  ...items.filter((entry) => entry.group === 'vat'),
];

/** Spec §4: the base package is always present; the Thai locale always adds VAT (spec §9). */
export const createCart = (locale: Locale): Cart => ({
  items:
    locale === 'th'
      ? [requireItem(locale, basePackageId), requireItem(locale, vatItemId)]
      : [requireItem(locale, basePackageId)],
  forcedTotal: null,
  isCompact: false,
});

/** Spec §4: adding an item replaces any item of the same group or id. */
export const addCartItem = (items: readonly CartItem[], added: CartItem): CartItem[] =>
  orderCartItems([...items.filter((entry) => entry.group !== added.group && entry.id !== added.id), added]);

/** Spec §4: removing removes every item of the group; the base package (and VAT) stay. */
export const removeCartGroup = (items: readonly CartItem[], group: CartGroup): CartItem[] =>
  isPermanentGroup(group) ? [...items] : items.filter((entry) => entry.group !== group);

/** The removeCartItem action names an item; what goes is that item's whole group. */
export const removeCartItem = (items: readonly CartItem[], id: string): CartItem[] => {
  const target = items.find((entry) => entry.id === id);
  return target ? removeCartGroup(items, target.group) : [...items];
};

export const setCartItemExt = (items: readonly CartItem[], id: string, ext: CartItemExt): CartItem[] =>
  items.map((entry) => (entry.id === id ? { ...entry, ext } : entry));

/** Only lockable items (rush job, extended support, multilingual, NDA) can be locked. */
export const toggleCartItemLock = (items: readonly CartItem[], id: string): CartItem[] =>
  items.map((entry) => (entry.id === id && entry.lockable ? { ...entry, locked: !entry.locked } : entry));

/**
 * Spec §4: a custom storyboard takes at most two artists; choosing a third drops the most
 * recently added one. Choosing a chosen artist again unchooses it.
 */
export const chooseArtist = (chosen: readonly string[], artistId: string): string[] => {
  if (chosen.includes(artistId)) return chosen.filter((id) => id !== artistId);
  const kept = chosen.length >= maxCustomArtists ? chosen.slice(0, maxCustomArtists - 1) : chosen;
  return [...kept, artistId];
};

export const artistsExtName = 'artists';

/**
 * The cart that /project/new?items=...&artists=... starts a project with. Unknown ids are
 * skipped rather than refused, because the links live in old e-mails and bookmarks.
 */
export const cartFromSelection = (locale: Locale, itemIds: readonly string[], artistIds: readonly string[]): Cart => {
  const known = new Set(productCatalogue(locale).artistList.map((entry) => entry.id));
  let items = createCart(locale).items;
  for (const id of itemIds) {
    const found = cartItemFor(locale, id);
    if (found && !isPermanentGroup(found.group)) items = addCartItem(items, found);
  }
  const chosen = artistIds.filter((id) => known.has(id)).reduce<string[]>(chooseArtist, []);
  if (chosen.length > 0 && items.some((entry) => entry.id === customStoryboardId)) {
    items = setCartItemExt(items, customStoryboardId, { value: chosen, name: artistsExtName });
  }
  return { items, forcedTotal: null, isCompact: false };
};

/** Spec §5: a forced total applies only above 0; entering 0 clears it. */
export const forcedTotalFrom = (value: number): number | null => (value > 0 ? value : null);

/**
 * Why /project/new cannot start a project from this selection, or null when it can. The issue asks
 * for a clear refusal rather than a project built from part of what the user chose (decision 032).
 */
export const selectionProblem = (
  locale: Locale,
  itemIds: readonly string[],
  artistIds: readonly string[],
): ApiRefusal | null => {
  const unknownItem = itemIds.find((id) => !findCatalogueItem(locale, id));
  if (unknownItem) return { key: 'api.unknownItem', values: { id: unknownItem } };
  const unknownArtist = artistIds.find((id) => !artists.some((entry) => entry.id === id));
  if (unknownArtist) return { key: 'api.unknownArtist', values: { id: unknownArtist } };
  if (new Set(artistIds).size > maxCustomArtists)
    return { key: 'api.tooManyArtists', values: { count: maxCustomArtists } };
  if (artistIds.length > 0 && !itemIds.includes(customStoryboardId)) return { key: 'api.artistsWithoutStoryboard' };
  return null;
};

/**
 * What a cart action does to a cart, once the caller has checked it is allowed: the server after
 * its permission checks, the visitor's cart page directly. Unknown or permanent items change nothing.
 */
export const applyCartAction = <C extends Cart>(locale: Locale, cart: C, body: CartActionBody): C => {
  switch (body.action) {
    case 'addCartItem': {
      const found = cartItemFor(locale, body.id);
      if (!found || isPermanentGroup(found.group)) return cart;
      return { ...cart, items: addCartItem(cart.items, body.ext ? { ...found, ext: body.ext } : found) };
    }
    case 'removeCartItem':
      return { ...cart, items: removeCartItem(cart.items, body.id) };
    case 'setCartItemExt':
      return { ...cart, items: setCartItemExt(cart.items, body.id, body.ext) };
    case 'lockCartItem':
      return { ...cart, items: toggleCartItemLock(cart.items, body.id) };
    case 'forceCartTotal':
      return {
        ...cart,
        forcedTotal: forcedTotalFrom(body.total),
        ...(body.isCompact === undefined ? {} : { isCompact: body.isCompact }),
        ...(body.hideBreakdown === undefined ? {} : { hideBreakdown: body.hideBreakdown }),
      };
    case 'unforceCartTotal':
      return {
        ...cart,
        forcedTotal: null,
        ...(body.isCompact === undefined ? {} : { isCompact: body.isCompact }),
        ...(body.hideBreakdown === undefined ? {} : { hideBreakdown: body.hideBreakdown }),
      };
    case 'isCompact':
      return { ...cart, isCompact: body.isCompact };
  }
};

/** The /project/new query that cartFromSelection turns back into this cart (the cart's Start New Project). */
export const selectionOf = (cart: Pick<Cart, 'items'>): { items: string[]; artists: string[] } => ({
  items: cart.items.filter((entry) => !isPermanentGroup(entry.group)).map((entry) => entry.id),
  artists: cart.items.find((entry) => entry.id === customStoryboardId)?.ext?.value ?? [],
});
