import { z } from 'zod';
import { invalid } from '../../i18n/validation.ts';
import { maxIdLength } from '../../app/text.ts';

/** Far above any real price in either locale; a forced total beyond it is a mistake or an attack. */
export const maxCartTotal = 10_000_000;

const itemId = z
  .string({ error: invalid('validation.cart.item') })
  .trim()
  .min(1, { error: invalid('validation.cart.item') })
  .max(maxIdLength);
const ext = z.object({ value: z.array(z.string().max(maxIdLength)).max(20), name: z.string().max(maxIdLength) });
const version = z.string().max(maxIdLength).optional();

/** POST /api/projects/{id}/cart, one shape per action (spec §7). */
export const cartActionBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('addCartItem'), id: itemId, ext: ext.optional(), version }),
  z.object({ action: z.literal('removeCartItem'), id: itemId, version }),
  z.object({ action: z.literal('setCartItemExt'), id: itemId, ext, version }),
  z.object({ action: z.literal('lockCartItem'), id: itemId, version }),
  z.object({
    action: z.literal('forceCartTotal'),
    total: z
      .number({ error: invalid('validation.cart.totalRequired') })
      .int({ error: invalid('validation.cart.totalWhole') })
      .min(0, { error: invalid('validation.cart.totalNegative') })
      .max(maxCartTotal, { error: invalid('validation.cart.totalTooHigh') }),
    isCompact: z.boolean().optional(),
    hideBreakdown: z.boolean().optional(),
    version,
  }),
  z.object({
    action: z.literal('unforceCartTotal'),
    isCompact: z.boolean().optional(),
    hideBreakdown: z.boolean().optional(),
    version,
  }),
  z.object({
    action: z.literal('isCompact'),
    isCompact: z.boolean({ error: invalid('validation.trueOrFalse') }),
    version,
  }),
]);
export type CartAction = CartActionBody['action'];

/** GET /api/projects/{id}/cart and /cost: the original project or one of its extension versions. */
export const cartQuerySchema = z.object({ version });
export type CartActionBody = z.infer<typeof cartActionBodySchema>;

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

/** /project/new?items=a,b&artists=c,d, reached from the cart's Start New Project. */
export const newProjectQuerySchema = z.object({ items: commaList, artists: commaList });
export type NewProjectQuery = z.infer<typeof newProjectQuerySchema>;

/** POST /api/projects: the new-project page passes its query on as it came, comma lists. */
export const newProjectBodySchema = newProjectQuerySchema;
export type NewProjectBody = z.input<typeof newProjectBodySchema>;
