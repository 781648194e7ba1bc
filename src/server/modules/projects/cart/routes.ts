import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { cartActionBodySchema, cartQuerySchema } from '#shared/projects/cart/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { changeCart, getCart, getCost } from './service.ts';

export const cartRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/api/projects/:id/cart',
    { schema: { params: idParamsSchema, querystring: cartQuerySchema } },
    async (request) =>
      getCart(context, { projectId: request.params.id, actor: request.user, version: request.query.version }),
  );
  route.post(
    '/api/projects/:id/cart',
    { schema: { params: idParamsSchema, body: cartActionBodySchema } },
    async (request) => changeCart(context, { projectId: request.params.id, actor: request.user, body: request.body }),
  );
  route.get(
    '/api/projects/:id/cost',
    { schema: { params: idParamsSchema, querystring: cartQuerySchema } },
    async (request) =>
      getCost(context, { projectId: request.params.id, actor: request.user, version: request.query.version }),
  );
};
