import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { cartActionBodySchema, cartQuerySchema } from '#shared/projects/cart/schemas.ts';
import { cartActionResponseSchema, cartResponseSchema, costResponseSchema } from '#shared/projects/cart/view.ts';
import { errorAnswers } from '#server/lib/api-answers.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { changeCart, getCart, getCost } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

export const cartRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/api/projects/:id/cart',
    {
      schema: {
        params: idParamsSchema,
        querystring: cartQuerySchema,
        response: { ...refusals, 200: cartResponseSchema },
      },
    },
    async (request) =>
      getCart(context, { projectId: request.params.id, actor: request.user, version: request.query.version }),
  );
  route.post(
    '/api/projects/:id/cart',
    {
      schema: {
        params: idParamsSchema,
        body: cartActionBodySchema,
        response: { ...refusals, 200: cartActionResponseSchema },
      },
    },
    async (request) => changeCart(context, { projectId: request.params.id, actor: request.user, body: request.body }),
  );
  route.get(
    '/api/projects/:id/cost',
    {
      schema: {
        params: idParamsSchema,
        querystring: cartQuerySchema,
        response: { ...refusals, 200: costResponseSchema },
      },
    },
    async (request) =>
      getCost(context, { projectId: request.params.id, actor: request.user, version: request.query.version }),
  );
};
