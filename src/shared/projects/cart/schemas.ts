import { z } from 'zod';

const itemId = z.string({ error: 'Choose an item' }).trim().min(1, { error: 'Choose an item' });
const ext = z.object({ value: z.array(z.string()), name: z.string() });

/** POST /api/projects/{id}/cart, one shape per action (spec §7). */
export const cartActionBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('addCartItem'), id: itemId, ext: ext.optional(), version: z.string().optional() }),
  z.object({ action: z.literal('removeCartItem'), id: itemId, version: z.string().optional() }),
  z.object({ action: z.literal('setCartItemExt'), id: itemId, ext, version: z.string().optional() }),
  z.object({ action: z.literal('lockCartItem'), id: itemId, version: z.string().optional() }),
  z.object({
    action: z.literal('forceCartTotal'),
    total: z.number({ error: 'Enter a total' }).int({ error: 'Enter a whole number' }).min(0, { error: 'The total cannot be negative' }),
    isCompact: z.boolean().default(false),
    version: z.string().optional(),
  }),
  z.object({ action: z.literal('unforceCartTotal'), isCompact: z.boolean().default(false), version: z.string().optional() }),
]);
export type CartActionBody = z.infer<typeof cartActionBodySchema>;

const commaList = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((part) => part.trim()).filter((part) => part.length > 0));

/** /project/new?items=a,b&artists=c,d, reached from the cart's Start New Project. */
export const newProjectQuerySchema = z.object({ items: commaList, artists: commaList });
export type NewProjectQuery = z.infer<typeof newProjectQuerySchema>;
