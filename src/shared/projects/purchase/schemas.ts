import { z } from 'zod';
import { invalid } from '../../i18n/validation.ts';
import { projectSchema } from '../project.ts';
import { deliverySlots } from '../video/delivery.ts';
import { paymentProviderNames, paymentStatuses } from './purchase.ts';

const versionField = z
  .string()
  .trim()
  .max(100, { error: invalid('validation.projects.purchaseVersion') })
  .optional();

/** POST /api/projects/{id}/purchase: the project, or one extension version (spec §7 optional version). */
export const purchaseBodySchema = z.object({ version: versionField });
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/** An invoice or an online payment, as the project page lists it. */
export const paymentSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  projectId: z.string(),
  versionId: z.string().nullable(),
  provider: z.enum(paymentProviderNames),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
  currencySign: z.string(),
  created: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The buyer goes to the provider's page when there is one (Stripe Checkout); an invoice stays on the project page. */
export const purchaseResponseSchema = z.object({
  payment: paymentSchema,
  redirectUrl: z.string().nullable(),
  message: z.string(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

export const paymentListResponseSchema = z.object({
  items: z.array(paymentSchema),
  provider: z.enum(paymentProviderNames),
  /** How to pay an invoice, from the deployment's configuration; null when it sells online or names none. */
  paymentDetails: z.string().nullable(),
});
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

export const paymentChangeResponseSchema = z.object({ payment: paymentSchema, message: z.string() });
export type PaymentChangeResponse = z.infer<typeof paymentChangeResponseSchema>;

/** POST /api/projects/{id}/delivery/{slot}?version=: one delivered file (decision 065). */
export const deliveryParamsSchema = z.object({
  id: z.string(),
  slot: z.enum(deliverySlots, { error: invalid('validation.oneOf') }),
});
export const deliveryQuerySchema = z.object({ version: versionField });

export const deliveryUploadResponseSchema = z.object({ project: projectSchema, message: z.string() });
