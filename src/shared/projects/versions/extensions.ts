import { z } from 'zod';
import type { Locale } from '../../app/constants.ts';
import { findCatalogueItem } from '../../products/catalogue.ts';

/** Spec §3, §5: extension drawing is 0 to 20 scene changes. */
export const extensionMaxDrawing = 20;

/** Spec §5: none, 1 scene change, 2 to 20 scene changes. */
export const extensionDrawingOptions = Array.from({ length: extensionMaxDrawing + 1 }, (_, value) => ({
  value,
  label: value === 0 ? 'None' : value === 1 ? '1 scene change' : `${value} scene changes`,
}));

/** POST /api/projects/{id}/versions. */
export const extensionBodySchema = z.object({
  title: z.string().trim().min(1, { error: 'Title is required' }),
  editing: z.boolean().default(false),
  voiceChange: z.boolean().default(false),
  drawing: z
    .number()
    .int({ error: 'Choose 0 to 20 scene changes' })
    .min(0, { error: 'Choose 0 to 20 scene changes' })
    .max(extensionMaxDrawing, { error: 'Choose 0 to 20 scene changes' })
    .default(0),
});
export type ExtensionBody = z.infer<typeof extensionBodySchema>;

export interface ExtensionCartLine {
  name: string;
  amount: number;
  price: number;
}

const priceOf = (locale: Locale, id: string): number => findCatalogueItem(locale, id)?.price[locale] ?? 0;

/**
 * Spec §9 extension add-ons priced from the change options: editing +100, voice +100, and each
 * redrawn scene 50 (100 when the project is in water color). Thai VAT is added on the total.
 */
export const extensionCart = (
  locale: Locale,
  choice: { editing: boolean; voiceChange: boolean; drawing: number; waterColor: boolean },
): { items: ExtensionCartLine[]; total: number } => {
  const items: ExtensionCartLine[] = [];
  if (choice.editing) items.push({ name: 'change-editing', amount: 1, price: priceOf(locale, 'change-editing') });
  if (choice.voiceChange) items.push({ name: 'change-voice', amount: 1, price: priceOf(locale, 'change-voice') });
  if (choice.drawing > 0) {
    const id = choice.waterColor ? 'change-scene-water-color' : 'change-scene';
    items.push({ name: id, amount: choice.drawing, price: priceOf(locale, id) });
  }
  const vatPercent = findCatalogueItem(locale, 'vat')?.price[locale] ?? 0;
  const net = items.reduce((sum, line) => sum + line.price * line.amount, 0);
  return { items, total: Math.ceil((net * (100 + vatPercent)) / 100) };
};
