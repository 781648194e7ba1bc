import { z } from 'zod';
import { invalid } from '../../i18n/validation.ts';
import type { Locale } from '../../app/constants.ts';
import { cartItemFor, type Cart, type CartItem } from '../cart/cart.ts';
import { projectTitleMaxLength } from '../schemas.ts';

/** Spec §3, §5: extension drawing is 0 to 20 scene changes. */
export const extensionMaxDrawing = 20;

/** Spec §5: none, 1 scene change, 2 to 20 scene changes. */
export const extensionDrawingOptions = Array.from({ length: extensionMaxDrawing + 1 }, (_, value) => ({
  value,
  label: value === 0 ? 'None' : value === 1 ? '1 scene change' : `${value} scene changes`,
}));

const drawingChoice = invalid('validation.projects.extensionDrawing', { maximum: extensionMaxDrawing });

/** POST /api/projects/{id}/versions. */
export const extensionBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: invalid('validation.titleRequired') })
    .max(projectTitleMaxLength, { error: invalid('validation.titleTooLong') }),
  editing: z.boolean().default(false),
  voiceChange: z.boolean().default(false),
  drawing: z
    .number()
    .int({ error: drawingChoice })
    .min(0, { error: drawingChoice })
    .max(extensionMaxDrawing, { error: drawingChoice })
    .default(0),
});
export type ExtensionBody = z.infer<typeof extensionBodySchema>;
/** What the client sends: the add-ons may be left out. */
export type ExtensionInput = z.input<typeof extensionBodySchema>;

/** The catalogue item of the water color option. */
export const waterColorItemId = 'water-color';

/** Spec §9: a project whose cart holds the water color option is drawn in water color. */
export const isWaterColorCart = (cart: { items: readonly { id: string }[] }): boolean =>
  cart.items.some((entry) => entry.id === waterColorItemId);

/**
 * Spec §9 extension add-ons as a cart of catalogue change items: editing +100, voice +100, and each
 * redrawn scene 50 (100 when the project is in water color). It is priced by the one cart rule
 * (`cartTotals`), so Thai VAT comes last as on every cart, and the cart editor can change it.
 */
export const extensionCart = (
  locale: Locale,
  choice: { editing: boolean; voiceChange: boolean; drawing: number; waterColor: boolean },
): Cart => {
  const wanted: [string, number][] = [];
  if (choice.editing) wanted.push(['change-editing', 1]);
  if (choice.voiceChange) wanted.push(['change-voice', 1]);
  if (choice.drawing > 0)
    wanted.push([choice.waterColor ? 'change-scene-water-color' : 'change-scene', choice.drawing]);
  if (locale === 'th') wanted.push(['vat', 1]);
  const items = wanted
    .map(([id, amount]) => cartItemFor(locale, id, amount))
    .filter((entry): entry is CartItem => entry !== undefined);
  return { items, forcedTotal: null, isCompact: false };
};
