import type { Db } from '#server/db/client.ts';
import type { StoredCart } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import { formatMoney } from '#shared/i18n/index.ts';
import { cartGroups, customStoryboardId, findCatalogueItem, maxCustomArtists, artists, productCatalogue, type CatalogueItem } from '#shared/products/catalogue.ts';
import { applyCartAction, isPermanentGroup, type CartItem, type CartItemExt } from '#shared/projects/cart/cart.ts';
import {
  canChangeCartGroup,
  canChangeCartSettings,
  canChooseCartItem,
  canLockCartItems,
  canReadCart,
  canSeeCartBreakdown,
  isCartItemToggleDisabled,
  type CartProjectRecord,
} from '#shared/projects/cart/permissions.ts';
import type { CartActionBody } from '#shared/projects/cart/schemas.ts';
import { cartView, type CartActionResponse, type CartProjectSummary, type CartResponse, type CartView, type CostResponse } from '#shared/projects/cart/view.ts';
import { canSeeDiscounts } from '#shared/projects/permissions.ts';
import { isCollab, isPm, type Actor } from '#shared/users/levels.ts';
import { loadProject, type LoadedProject } from '../access.ts';
import { touchProject } from '../queries.ts';
import { findVersionRow, lockCart, saveCart } from './queries.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const versionNotFoundMessage = 'Version not found';
export const cartRefusal = 'Only the project’s collaborators can see its cart';

interface CartTarget {
  loaded: LoadedProject;
  versionId: string | null;
  cart: StoredCart;
  /** An extension version is purchased on its own; its cart closes with its own purchase. */
  record: CartProjectRecord;
}

/** The original project's cart, or with ?version= an extension version's (spec §2 query version). */
const loadCartTarget = async (db: Db, projectId: string, actor: Actor | null, version: string | undefined): Promise<CartTarget> => {
  const loaded = await loadProject(db, projectId, actor);
  if (!canReadCart(actor, loaded.record)) throw new AppError(actor ? 'forbidden' : 'unauthorized', cartRefusal);
  const base = { status: loaded.record.status, purchased: loaded.record.purchased, collabs: loaded.record.collabs };
  if (!version || version === 'original') return { loaded, versionId: null, cart: loaded.row.cart, record: base };
  const row = uuidPattern.test(version) ? await findVersionRow(db, loaded.row.id, version) : undefined;
  if (!row) throw new AppError('not_found', versionNotFoundMessage);
  return { loaded, versionId: row.id, cart: row.cart, record: { ...base, purchased: row.purchased } };
};

export const viewCartFor = (locale: Locale, cart: StoredCart, actor: Actor | null): CartView =>
  cartView(locale, cart, { showBreakdown: canSeeCartBreakdown(actor, cart) });

const summaryOf = (target: CartTarget): CartProjectSummary => ({ _id: target.loaded.row.id, title: target.loaded.row.title, ...target.record });

export const getCart = async (
  db: Db,
  locale: Locale,
  projectId: string,
  actor: Actor | null,
  version: string | undefined,
): Promise<CartResponse> => {
  const target = await loadCartTarget(db, projectId, actor, version);
  return { cart: viewCartFor(locale, target.cart, actor), project: summaryOf(target) };
};

export const groupClosed = (entry: { label: string }, record: CartProjectRecord): string =>
  record.purchased
    ? `${entry.label} cannot be changed: the video has been purchased`
    : `${entry.label} cannot be changed while the project is ${record.status}`;

const inCart = (cart: StoredCart, id: string): CartItem => {
  const found = cart.items.find((entry) => entry.id === id);
  if (!found) throw new AppError('not_found', `${id} is not in the cart`);
  return found;
};

/** Spec §4: a custom storyboard takes at most two of the catalogue's artists. */
const checkArtists = (ext: CartItemExt): void => {
  const unknown = ext.value.find((id) => !artists.some((entry) => entry.id === id));
  if (unknown) throw new AppError('bad_request', `Unknown artist: ${unknown}`);
  if (new Set(ext.value).size !== ext.value.length) throw new AppError('bad_request', 'Each artist can be chosen once');
  if (ext.value.length > maxCustomArtists) throw new AppError('bad_request', `Choose at most ${maxCustomArtists} artists`);
};

const checkChange = (actor: Actor, record: CartProjectRecord, entry: { label: string; group: CartItem['group'] }): void => {
  if (!isCollab(actor, record)) throw new AppError('forbidden', 'Only the project’s collaborators can change its cart');
  if (isPermanentGroup(entry.group)) throw new AppError('forbidden', `${entry.label} is part of every cart and cannot be changed`);
  if (!canChangeCartGroup(actor, record, entry.group)) throw new AppError('forbidden', groupClosed(entry, record));
};

const lockedAgainst = (actor: Actor, cart: StoredCart, group: CartItem['group']): CartItem | undefined =>
  cart.items.find((entry) => entry.group === group && isCartItemToggleDisabled(actor, entry));

/** Every refusal of spec §4 and §6, with a message that says why; nothing is written when one applies. */
const checkAction = (locale: Locale, actor: Actor, record: CartProjectRecord, cart: StoredCart, body: CartActionBody): CatalogueItem | CartItem | null => {
  switch (body.action) {
    case 'addCartItem': {
      const entry = findCatalogueItem(locale, body.id);
      if (!entry) throw new AppError('bad_request', `Unknown item: ${body.id}`);
      const label = entry.label[locale];
      checkChange(actor, record, { label, group: entry.group });
      if (!canChooseCartItem(actor, record, entry)) throw new AppError('forbidden', `Only a project manager can add ${label}`);
      const locked = lockedAgainst(actor, cart, entry.group);
      if (locked) throw new AppError('forbidden', `${locked.label} is locked by your project manager`);
      if (body.ext && entry.id === customStoryboardId) checkArtists(body.ext);
      return entry;
    }
    case 'removeCartItem': {
      const target = inCart(cart, body.id);
      checkChange(actor, record, target);
      if (lockedAgainst(actor, cart, target.group)) throw new AppError('forbidden', `${target.label} is locked by your project manager`);
      return target;
    }
    case 'setCartItemExt': {
      const target = inCart(cart, body.id);
      checkChange(actor, record, target);
      if (target.id === customStoryboardId) checkArtists(body.ext);
      return target;
    }
    case 'lockCartItem': {
      if (!canLockCartItems(actor)) throw new AppError('forbidden', 'Only a project manager can lock items');
      const target = inCart(cart, body.id);
      if (!target.lockable) throw new AppError('bad_request', `${target.label} cannot be locked`);
      return target;
    }
    case 'forceCartTotal':
    case 'unforceCartTotal':
      if (!canChangeCartSettings(actor)) throw new AppError('forbidden', 'Only an admin can change the cart settings');
      return null;
    case 'isCompact':
      if (!isCollab(actor, record)) throw new AppError('forbidden', 'Only the project’s collaborators can change its cart');
      return null;
  }
};

const labelOf = (locale: Locale, entry: CatalogueItem | CartItem): string => (typeof entry.label === 'string' ? entry.label : entry.label[locale]);

const successMessage = (locale: Locale, body: CartActionBody, entry: CatalogueItem | CartItem | null, after: StoredCart): string => {
  const t = createApiTranslator(locale);
  const label = entry ? labelOf(locale, entry) : '';
  switch (body.action) {
    case 'addCartItem':
      return t('api.cartAdded', { label });
    case 'removeCartItem':
      return t('api.cartRemoved', { label });
    case 'setCartItemExt':
      return t('api.cartUpdated', { label });
    case 'lockCartItem':
      return t(after.items.find((item) => item.id === body.id)?.locked ? 'api.cartLocked' : 'api.cartUnlocked', { label });
    case 'forceCartTotal':
      return after.forcedTotal === null ? t('api.fixedPriceRemoved') : t('api.fixedPriceSet', { price: formatMoney(locale, after.forcedTotal) });
    case 'unforceCartTotal':
      return t('api.fixedPriceRemoved');
    case 'isCompact':
      return t(after.isCompact ? 'api.compactView' : 'api.fullView');
  }
};

/** POST /api/projects/{id}/cart: one action, checked with the shared rules, written in one transaction. */
export const changeCart = async (
  db: Db,
  locale: Locale,
  projectId: string,
  actor: Actor | null,
  body: CartActionBody,
): Promise<CartActionResponse> => {
  if (!actor) throw new AppError('unauthorized', 'Please sign in to change the cart');
  const target = await loadCartTarget(db, projectId, actor, body.version);
  const saved = await db.transaction(async (tx) => {
    const current = await lockCart(tx, target.loaded.row.id, target.versionId);
    if (!current) throw new AppError('not_found', versionNotFoundMessage);
    const entry = checkAction(locale, actor, target.record, current, body);
    const next = applyCartAction(locale, current, body);
    await saveCart(tx, target.loaded.row.id, target.versionId, next);
    await touchProject(tx, target.loaded.row.id);
    return { next, entry };
  });
  return { cart: viewCartFor(locale, saved.next, actor), message: successMessage(locale, body, saved.entry, saved.next) };
};

/** GET /api/projects/{id}/cost: the cart's price and, when ready and unpaid, the discounts (spec §4, §9). */
export const getCost = async (
  db: Db,
  locale: Locale,
  projectId: string,
  actor: Actor | null,
  version: string | undefined,
): Promise<CostResponse> => {
  const target = await loadCartTarget(db, projectId, actor, version);
  const offered = canSeeDiscounts(actor, { ...target.loaded.record, purchased: target.record.purchased });
  const discounts = offered
    ? Object.values(productCatalogue(locale).list)
        .filter((entry) => cartGroups[entry.group] === 'discounts' && (!entry.pmOnly || isPm(actor)))
        .map((entry) => ({
          id: entry.id,
          label: entry.label[locale],
          price: entry.price[locale],
          type: entry.type,
          chosen: target.cart.items.some((item) => item.id === entry.id),
          allowed: canChooseCartItem(actor, target.record, entry),
        }))
    : [];
  return { cart: viewCartFor(locale, target.cart, actor), discountsOffered: offered, discounts };
};
