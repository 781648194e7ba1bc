import type { Db } from '#server/db/client.ts';
import type { StoredCart } from '#server/db/schema/index.ts';
import { catalogueError, type AppError } from '#server/lib/errors.ts';
import { refusal, refuseUnless, requireActor } from '#server/lib/refusals.ts';
import type { Locale } from '#shared/app/constants.ts';
import type { ApiTranslate } from '#shared/i18n/api-messages.ts';
import { formatMoney } from '#shared/i18n/index.ts';
import {
  cartGroups,
  customStoryboardId,
  findCatalogueItem,
  maxCustomArtists,
  artists,
  productCatalogue,
  type CatalogueItem,
} from '#shared/products/catalogue.ts';
import { applyCartAction, isPermanentGroup, type CartItem, type CartItemExt } from '#shared/projects/cart/cart.ts';
import {
  canChangeCartGroup,
  canChangeCartSettings,
  canChooseCartItem,
  canLockCartItems,
  canReadCart,
  canSeeCartBreakdown,
  cartHold,
  isCartItemToggleDisabled,
  type CartProjectRecord,
  type PendingPayment,
} from '#shared/projects/cart/permissions.ts';
import type { CartActionBody } from '#shared/projects/cart/schemas.ts';
import {
  cartFittedToScript,
  coversScript,
  requiredScriptLength,
  scriptLengthItem,
} from '#shared/projects/cart/script-length.ts';
import {
  cartView,
  type CartActionResponse,
  type CartProjectSummary,
  type CartResponse,
  type CartView,
  type CostResponse,
} from '#shared/projects/cart/view.ts';
import { canSeeDiscounts } from '#shared/projects/permissions.ts';
import { isCollab, type Actor } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { loadProject, resolveVersion, type LoadedProject } from '../access.ts';
import { touchProject } from '../queries.ts';
import type { ProjectTarget } from '../service.ts';
import { findPendingPayment } from '../purchase/queries.ts';
import { lockCart, lockCartForScript, saveCart } from './queries.ts';

interface CartTarget {
  loaded: LoadedProject;
  versionId: string | null;
  cart: StoredCart;
  /** An extension version is purchased on its own; its cart closes with its own purchase. */
  record: CartProjectRecord;
}

const pendingPaymentOf = async (
  db: Db,
  projectId: string,
  versionId: string | null,
): Promise<PendingPayment | null> => {
  const row = await findPendingPayment(db, projectId, versionId);
  return row ? { number: row.number, amount: row.amount } : null;
};

/** The original project's cart, or with ?version= an extension version's (spec §2 query version), and the payment that holds it. */
const loadCartTarget = async (
  { db }: ModuleContext,
  { projectId, actor, version }: ProjectTarget & { version: string | undefined },
): Promise<CartTarget> => {
  const loaded = await loadProject(db, projectId, actor);
  refuseUnless(canReadCart(actor, loaded.record), actor, 'api.cartRefused');
  const extension = await resolveVersion(db, loaded.row.id, version);
  const versionId = extension?.id ?? null;
  const record = {
    status: loaded.record.status,
    purchased: (extension ?? loaded.record).purchased,
    collabs: loaded.record.collabs,
    pendingPayment: await pendingPaymentOf(db, loaded.row.id, versionId),
  };
  return { loaded, versionId, cart: (extension ?? loaded.row).cart, record };
};

const viewCartFor = (locale: Locale, cart: StoredCart, actor: Actor | null): CartView =>
  cartView(locale, cart, { showBreakdown: canSeeCartBreakdown(actor, cart) });

const summaryOf = (target: CartTarget): CartProjectSummary => ({
  _id: target.loaded.row.id,
  title: target.loaded.row.title,
  ...target.record,
});

export const getCart = async (
  context: ModuleContext,
  target: ProjectTarget & { version: string | undefined },
): Promise<CartResponse> => {
  const cart = await loadCartTarget(context, target);
  return { cart: viewCartFor(context.config.locale, cart.cart, target.actor), project: summaryOf(cart) };
};

export const groupClosed = (actor: Actor, entry: { label: string }, record: CartProjectRecord): AppError =>
  record.purchased
    ? refusal(actor, 'api.cartGroupPurchased', { label: entry.label })
    : refusal(actor, 'api.cartGroupClosed', { label: entry.label, status: record.status });

const inCart = (cart: StoredCart, id: string): CartItem => {
  const found = cart.items.find((entry) => entry.id === id);
  if (!found) throw catalogueError('not_found', 'api.cartItemMissing', { id });
  return found;
};

/** Spec §4: a custom storyboard takes at most two of the catalogue's artists. */
const checkArtists = (ext: CartItemExt): void => {
  const unknown = ext.value.find((id) => !artists.some((entry) => entry.id === id));
  if (unknown) throw catalogueError('bad_request', 'api.unknownArtist', { id: unknown });
  if (new Set(ext.value).size !== ext.value.length) throw catalogueError('bad_request', 'api.artistTwice');
  if (ext.value.length > maxCustomArtists)
    throw catalogueError('bad_request', 'api.tooManyArtists', { count: maxCustomArtists });
};

/** Decision 092: a pending payment holds the cart for everyone until it is paid or called off. */
const refuseHeldForPayment = (locale: Locale, record: CartProjectRecord): void => {
  const pending = record.pendingPayment;
  if (pending)
    throw catalogueError('conflict', 'api.cartHeldForPayment', {
      number: pending.number,
      amount: formatMoney(locale, pending.amount),
    });
};

const checkChange = (
  locale: Locale,
  actor: Actor,
  record: CartProjectRecord,
  entry: { label: string; group: CartItem['group'] },
): void => {
  refuseUnless(isCollab(actor, record), actor, 'api.cartChangeRefused');
  if (isPermanentGroup(entry.group)) throw refusal(actor, 'api.cartPermanent', { label: entry.label });
  refuseHeldForPayment(locale, record);
  if (!canChangeCartGroup(actor, record, entry.group)) throw groupClosed(actor, entry, record);
};

const refuseLocked = (actor: Actor, cart: StoredCart, group: CartItem['group']): void => {
  const locked = cart.items.find((entry) => entry.group === group && isCartItemToggleDisabled(actor, entry));
  if (locked) throw refusal(actor, 'api.cartItemLocked', { label: locked.label });
};

/** Every refusal of spec §4 and §6, with a message that says why; nothing is written when one applies. */
const checkAction = (
  locale: Locale,
  actor: Actor,
  record: CartProjectRecord,
  cart: StoredCart,
  body: CartActionBody,
): CatalogueItem | CartItem | null => {
  switch (body.action) {
    case 'addCartItem': {
      const entry = findCatalogueItem(locale, body.id);
      if (!entry) throw catalogueError('bad_request', 'api.unknownItem', { id: body.id });
      const label = entry.label[locale];
      checkChange(locale, actor, record, { label, group: entry.group });
      refuseUnless(canChooseCartItem(actor, record, entry), actor, 'api.pmOnlyItem', { label });
      refuseLocked(actor, cart, entry.group);
      if (body.ext && entry.id === customStoryboardId) checkArtists(body.ext);
      return entry;
    }
    case 'removeCartItem': {
      const target = inCart(cart, body.id);
      checkChange(locale, actor, record, target);
      refuseLocked(actor, cart, target.group);
      return target;
    }
    case 'setCartItemExt': {
      const target = inCart(cart, body.id);
      checkChange(locale, actor, record, target);
      if (target.id === customStoryboardId) checkArtists(body.ext);
      return target;
    }
    case 'lockCartItem': {
      refuseUnless(canLockCartItems(actor), actor, 'api.lockRefused');
      const target = inCart(cart, body.id);
      if (!target.lockable) throw catalogueError('bad_request', 'api.notLockable', { label: target.label });
      return target;
    }
    case 'forceCartTotal':
    case 'unforceCartTotal':
      refuseUnless(canChangeCartSettings(actor), actor, 'api.cartSettingsRefused');
      if (record.purchased) throw refusal(actor, 'api.cartPurchased');
      refuseHeldForPayment(locale, record);
      return null;
    case 'isCompact':
      refuseUnless(isCollab(actor, record), actor, 'api.cartChangeRefused');
      return null;
  }
};

const labelOf = (locale: Locale, entry: CatalogueItem | CartItem): string =>
  typeof entry.label === 'string' ? entry.label : entry.label[locale];

const successMessage = (
  t: ApiTranslate,
  locale: Locale,
  body: CartActionBody,
  entry: CatalogueItem | CartItem | null,
  after: StoredCart,
): string => {
  const label = entry ? labelOf(locale, entry) : '';
  switch (body.action) {
    case 'addCartItem':
      return t('api.cartAdded', { label });
    case 'removeCartItem':
      return t('api.cartRemoved', { label });
    case 'setCartItemExt':
      return t('api.cartUpdated', { label });
    case 'lockCartItem':
      return t(after.items.find((item) => item.id === body.id)?.locked ? 'api.cartLocked' : 'api.cartUnlocked', {
        label,
      });
    case 'forceCartTotal':
      return after.forcedTotal === null
        ? t('api.fixedPriceRemoved')
        : t('api.fixedPriceSet', { price: formatMoney(locale, after.forcedTotal) });
    case 'unforceCartTotal':
      return t('api.fixedPriceRemoved');
    case 'isCompact':
      return t(after.isCompact ? 'api.compactView' : 'api.fullView');
  }
};

/** Spec §1, §9: the original cart's script-length option cannot be lowered below what its script needs. */
const refuseShortScript = (locale: Locale, before: StoredCart, after: StoredCart, words: number): void => {
  const required = requiredScriptLength(words);
  if (required === null || scriptLengthItem(before.items)?.id === scriptLengthItem(after.items)?.id) return;
  if (!coversScript(after.items, words))
    throw catalogueError('bad_request', 'api.scriptLengthTooShort', {
      words,
      label: findCatalogueItem(locale, required)?.label[locale] ?? required,
    });
};

/**
 * Spec §1, §9: once the script changes, the original cart's script-length option follows its word
 * count, unless the price is settled (purchased, or an invoice awaits payment). Answers the option
 * the cart was raised to and the words that needed it, or null when it already covered the script.
 */
export const fitCartToScript = async (
  { db, config }: ModuleContext,
  projectId: string,
): Promise<{ item: CartItem; words: number } | null> =>
  db.transaction(async (tx) => {
    const current = await lockCartForScript(tx, projectId);
    if (!current || current.purchased || (await findPendingPayment(tx, projectId, null))) return null;
    const next = cartFittedToScript(config.locale, current.cart, current.wordCount);
    if (!next) return null;
    await saveCart(tx, projectId, null, next);
    const item = scriptLengthItem(next.items);
    return item ? { item, words: current.wordCount } : null;
  });

/** POST /api/projects/{id}/cart: one action, checked with the shared rules, written in one transaction. */
export const changeCart = async (
  context: ModuleContext,
  { projectId, actor, body }: ProjectTarget & { body: CartActionBody },
): Promise<CartActionResponse> => {
  const user = requireActor(actor, 'api.cartSignIn');
  const { locale } = context.config;
  const target = await loadCartTarget(context, { projectId, actor: user, version: body.version });
  const saved = await context.db.transaction(async (tx) => {
    const current = await lockCart(tx, target.loaded.row.id, target.versionId);
    if (!current) throw catalogueError('not_found', 'api.versionNotFound');
    // Read under the cart's lock, which a purchase takes too: a payment started meanwhile is seen here.
    const record = {
      ...target.record,
      pendingPayment: await pendingPaymentOf(tx, target.loaded.row.id, target.versionId),
    };
    const entry = checkAction(locale, user, record, current, body);
    const next = applyCartAction(locale, current, body);
    if (target.versionId === null) refuseShortScript(locale, current, next, target.loaded.row.wordCount);
    await saveCart(tx, target.loaded.row.id, target.versionId, next);
    await touchProject(tx, target.loaded.row.id);
    return { next, entry };
  });
  return {
    cart: viewCartFor(locale, saved.next, user),
    message: successMessage(context.t, locale, body, saved.entry, saved.next),
  };
};

/** GET /api/projects/{id}/cost: the cart's price and, when ready, unpaid and not held by a payment, the discounts (spec §4, §9). */
export const getCost = async (
  context: ModuleContext,
  target: ProjectTarget & { version: string | undefined },
): Promise<CostResponse> => {
  const { locale } = context.config;
  const { actor } = target;
  const cart = await loadCartTarget(context, target);
  const offered =
    canSeeDiscounts(actor, { ...cart.loaded.record, purchased: cart.record.purchased }) &&
    cartHold(cart.record) === null;
  const discounts = offered
    ? Object.values(productCatalogue(locale).list)
        .filter(
          (entry) =>
            cartGroups[entry.group] === 'discounts' && (!entry.pmOnly || can(actor, 'offerReturnCustomerDiscount')),
        )
        .map((entry) => ({
          id: entry.id,
          label: entry.label[locale],
          price: entry.price[locale],
          type: entry.type,
          chosen: cart.cart.items.some((item) => item.id === entry.id),
          allowed: canChooseCartItem(actor, cart.record, entry),
        }))
    : [];
  return {
    cart: viewCartFor(locale, cart.cart, actor),
    discountsOffered: offered,
    discounts,
    purchased: cart.record.purchased,
    pendingPayment: cart.record.pendingPayment,
  };
};
