import type { Locale } from '../../app/constants.ts';
import { scriptLengthItemId } from '../script/script.ts';
import { addCartItem, cartItemFor, type Cart, type CartItem } from './cart.ts';

const scriptLengthGroup = 'script-length';
const scriptLengthIds = ['script-300-500', 'script-500-700'] as const;
type ScriptLengthId = (typeof scriptLengthIds)[number];

/**
 * The script-length option a script of this many words needs (spec §1, §9). Past 700 words the
 * price list ends, so the longest option is the least such a script costs.
 */
export const requiredScriptLength = (words: number): ScriptLengthId | null => {
  const { id, tooLong } = scriptLengthItemId(words);
  return tooLong ? 'script-500-700' : id;
};

const rank = (id: string | null): number => (id === null ? 0 : scriptLengthIds.indexOf(id as ScriptLengthId) + 1);

export const scriptLengthItem = (items: readonly CartItem[]): CartItem | undefined =>
  items.find((entry) => entry.group === scriptLengthGroup);

/** Whether the cart's script-length option covers a script of this many words. */
export const coversScript = (items: readonly CartItem[], words: number): boolean =>
  rank(scriptLengthItem(items)?.id ?? null) >= rank(requiredScriptLength(words));

/**
 * The cart with its script-length option raised to what the script needs, or null when it already
 * covers it. Never lowered: a client who chose a longer script while it is being written keeps it.
 */
export const cartFittedToScript = <C extends Cart>(locale: Locale, cart: C, words: number): C | null => {
  const required = requiredScriptLength(words);
  if (required === null || coversScript(cart.items, words)) return null;
  const item = cartItemFor(locale, required);
  return item ? { ...cart, items: addCartItem(cart.items, item) } : null;
};
