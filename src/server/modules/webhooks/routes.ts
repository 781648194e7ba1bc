import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/lib/api-answers.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { recordIdParamsSchema } from '#shared/app/schemas.ts';
import {
  webhookChangedResponseSchema,
  webhookCreateBodySchema,
  webhookCreatedResponseSchema,
  webhookDeletedResponseSchema,
  webhookListResponseSchema,
  webhookLogResponseSchema,
  webhookPauseBodySchema,
} from '#shared/webhooks/webhooks.ts';
import { createWebhook, deleteWebhook, getWebhookLog, listWebhooks, setWebhookPaused } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

/**
 * Decision 108: an admin's token may read the webhooks and their logs; only a signed-in session may
 * make, pause or delete one, so a leaked token cannot send the studio's news to a place of its choosing.
 */
const sessionOnly = { sessionOnly: 'webhooks' } as const;

const tags = ['webhooks'];
const params = recordIdParamsSchema('validation.webhooks.unknown');

export const webhookRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/webhooks',
    { schema: { tags, response: { ...refusals, 200: webhookListResponseSchema } } },
    (request) => listWebhooks(context, request.user),
  );
  route.post(
    '/api/webhooks',
    {
      config: sessionOnly,
      schema: { tags, body: webhookCreateBodySchema, response: { ...refusals, 200: webhookCreatedResponseSchema } },
    },
    (request) => createWebhook(context, { viewer: request.user, body: request.body }),
  );
  route.post(
    '/api/webhooks/:id/pause',
    {
      config: sessionOnly,
      schema: {
        tags,
        params,
        body: webhookPauseBodySchema,
        response: { ...refusals, 200: webhookChangedResponseSchema },
      },
    },
    (request) =>
      setWebhookPaused(context, { viewer: request.user, id: request.params.id, paused: request.body.paused }),
  );
  route.delete(
    '/api/webhooks/:id',
    { config: sessionOnly, schema: { tags, params, response: { ...refusals, 200: webhookDeletedResponseSchema } } },
    (request) => deleteWebhook(context, { viewer: request.user, id: request.params.id }),
  );
  route.get(
    '/api/webhooks/:id/deliveries',
    { schema: { tags, params, response: { ...refusals, 200: webhookLogResponseSchema } } },
    (request) => getWebhookLog(context, { viewer: request.user, id: request.params.id }),
  );
};
