import { errorAnswers, pageAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { z } from 'zod';
import {
  paymentChangeResponseSchema,
  paymentListResponseSchema,
  purchaseBodySchema,
  purchaseResponseSchema,
} from '#shared/projects/purchase/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { renderInvoicePage } from './invoice-page.ts';
import {
  cancelPurchase,
  getInvoice,
  getPayments,
  markInvoicePaid,
  receiveStripeWebhook,
  startPurchase,
} from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict', 'bad_gateway');

/** Stripe signs the exact bytes it sent, so its webhook reads the body unparsed. */
const stripeWebhookRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/api/payments/stripe/webhook',
    { schema: { response: { ...errorAnswers('not_found'), 200: z.object({ received: z.boolean() }) } } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return receiveStripeWebhook(context, {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: typeof signature === 'string' ? signature : '',
      });
    },
  );
};

/** The purchase link (spec §7), the project's payments, an admin settling an invoice, a buyer calling a purchase off (decision 092), and Stripe's webhook (decision 064). */
export const purchaseRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/api/projects/:id/purchase',
    {
      schema: {
        params: idParamsSchema,
        body: purchaseBodySchema,
        response: { ...refusals, 200: purchaseResponseSchema },
      },
    },
    async (request) =>
      startPurchase(context, { projectId: request.params.id, actor: request.user, version: request.body.version }),
  );
  route.get(
    '/api/projects/:id/payments',
    { schema: { params: idParamsSchema, response: { ...refusals, 200: paymentListResponseSchema } } },
    async (request) => getPayments(context, { projectId: request.params.id, actor: request.user }),
  );
  route.post(
    '/api/payments/:id/mark-paid',
    { schema: { params: idParamsSchema, response: { ...refusals, 200: paymentChangeResponseSchema } } },
    async (request) => markInvoicePaid(context, { paymentId: request.params.id, actor: request.user }),
  );
  route.post(
    '/api/payments/:id/cancel',
    { schema: { params: idParamsSchema, response: { ...refusals, 200: paymentChangeResponseSchema } } },
    async (request) => cancelPurchase(context, { paymentId: request.params.id, actor: request.user }),
  );
  // A page to print or save as PDF, so it is HTML; a visitor signs in first and comes back to it.
  route.get('/invoices/:id', { schema: { params: idParamsSchema, response: pageAnswers } }, async (request, reply) => {
    if (!request.user)
      return reply.redirect(`/auth/login?redirect=${encodeURIComponent(`/invoices/${request.params.id}`)}`, 303);
    const invoice = await getInvoice(context, { paymentId: request.params.id, actor: request.user });
    return reply.type('text/html; charset=utf-8').send(renderInvoicePage(context.config.locale, invoice));
  });
  await app.register(stripeWebhookRoutes, context);
};
