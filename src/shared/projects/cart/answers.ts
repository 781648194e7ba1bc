import { z } from 'zod';
import { locales } from '../../app/constants.ts';
import { cartGroups } from '../../products/catalogue.ts';
import { projectStatuses } from '../status.ts';

const cartGroupSchema = z.enum(Object.keys(cartGroups) as [keyof typeof cartGroups, ...(keyof typeof cartGroups)[]]);
const priceTypeSchema = z.enum(['fixed', '%']);
const genderSchema = z.enum(['female', 'male']);

/** Spec §3 cart item, as stored on a project: a transferred project brings its cart in this shape too. */
export const cartItemSchema = z.object({
  id: z.string().max(100),
  group: cartGroupSchema,
  name: z.string().max(500),
  label: z.string().max(500),
  price: z.number(),
  type: priceTypeSchema,
  amount: z.number(),
  locked: z.boolean().optional(),
  lockable: z.boolean().optional(),
  gender: genderSchema.optional(),
  file: z.string().max(1000).optional(),
  ext: z.object({ value: z.array(z.string().max(100)).max(100), name: z.string().max(100) }).optional(),
});

/** `CartView` (view.ts) as the document and the serializer read it. */
const cartViewSchema = z.object({
  items: z.array(cartItemSchema.extend({ price: z.number().nullable(), lineAmount: z.number().nullable() })),
  total: z.number(),
  computedTotal: z.number().nullable(),
  forcedTotal: z.number().nullable(),
  discountPercent: z.number().nullable(),
  premium: z.number().nullable(),
  vatAmount: z.number().nullable(),
  isCompact: z.boolean(),
  hideBreakdown: z.boolean(),
  breakdownHidden: z.boolean(),
  currencySign: z.string(),
  locale: z.enum(locales),
});

const pendingPaymentSchema = z.object({ number: z.number(), amount: z.number() }).nullable();

/** GET /api/projects/{id}/cart: `CartResponse`. */
export const cartResponseSchema = z.object({
  cart: cartViewSchema,
  project: z.object({
    _id: z.string(),
    title: z.string(),
    status: z.enum(projectStatuses),
    purchased: z.boolean(),
    pendingPayment: pendingPaymentSchema,
    collabs: z.array(z.string()).readonly(),
  }),
});

/** POST /api/projects/{id}/cart: `CartActionResponse`. */
export const cartActionResponseSchema = z.object({ cart: cartViewSchema, message: z.string() });

/** GET /api/projects/{id}/cost: `CostResponse`. */
export const costResponseSchema = z.object({
  cart: cartViewSchema,
  purchased: z.boolean(),
  pendingPayment: pendingPaymentSchema,
  discountsOffered: z.boolean(),
  discounts: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      price: z.number(),
      type: priceTypeSchema,
      chosen: z.boolean(),
      allowed: z.boolean(),
    }),
  ),
});

/** GET /api/products: `ProductsView`. */
export const productsResponseSchema = z.object({
  locale: z.enum(locales),
  currencySign: z.string(),
  list: z.record(
    z.string(),
    z.object({
      id: z.string(),
      group: cartGroupSchema,
      label: z.string(),
      price: z.number(),
      type: priceTypeSchema,
      lockable: z.boolean(),
      pmOnly: z.boolean(),
    }),
  ),
  basicArtist: z.string(),
  artistList: z.array(z.object({ id: z.string(), label: z.string(), samples: z.array(z.string()) })),
  voiceList: z.array(z.object({ id: z.string(), label: z.string(), gender: genderSchema, file: z.string() })),
  musicList: z.array(z.object({ id: z.string(), label: z.string(), file: z.string() })),
});
