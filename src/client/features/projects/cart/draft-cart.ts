import type { Locale } from '#shared/app/constants.ts';
import { cartFromSelection, createCart, selectionOf, type Cart } from '#shared/projects/cart/cart.ts';

/**
 * The visitor's cart survives a reload and a later visit on this browser. Only the selection is
 * kept, never prices: the cart is rebuilt from today's catalogue, exactly as Start New Project
 * would build the project, and ids the catalogue no longer has are dropped.
 */
const storageKey = (locale: Locale): string => `explainer-studio:draft-cart:${locale}`;

interface StoredSelection {
  items: string[];
  artists: string[];
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

const isStoredSelection = (value: unknown): value is StoredSelection =>
  typeof value === 'object' &&
  value !== null &&
  'items' in value &&
  'artists' in value &&
  isStringList(value.items) &&
  isStringList(value.artists);

// Storage can be switched off or full (private windows): the cart then simply lives in the page.
const readStorage = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const writeStorage = (write: (storage: Storage) => void): void => {
  try {
    write(window.localStorage);
  } catch {
    return;
  }
};

export const loadDraftCart = (locale: Locale): Cart => {
  const raw = readStorage(storageKey(locale));
  if (!raw) return createCart(locale);
  try {
    const stored: unknown = JSON.parse(raw);
    return isStoredSelection(stored) ? cartFromSelection(locale, stored.items, stored.artists) : createCart(locale);
  } catch {
    return createCart(locale);
  }
};

export const saveDraftCart = (locale: Locale, cart: Cart): void =>
  writeStorage((storage) => storage.setItem(storageKey(locale), JSON.stringify(selectionOf(cart))));

/** Once the project exists its cart lives on the server; the draft would only order it twice. */
export const clearDraftCart = (locale: Locale): void =>
  writeStorage((storage) => storage.removeItem(storageKey(locale)));
