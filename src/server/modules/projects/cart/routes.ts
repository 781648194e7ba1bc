import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartActionBodySchema, cartQuerySchema } from '#shared/projects/cart/schemas.ts';
import { changeCart, getCart, getCost } from './service.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

const params = z.object({ id: z.string() });

export const cartRoutes = async (app: FastifyInstance, { db, config }: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/api/projects/:id/cart', { schema: { params, querystring: cartQuerySchema } }, async (request) =>
    getCart(db, config.locale, request.params.id, request.user, request.query.version),
  );

  route.post('/api/projects/:id/cart', { schema: { params, body: cartActionBodySchema } }, async (request) =>
    changeCart(db, config.locale, request.params.id, request.user, request.body),
  );

  route.get('/api/projects/:id/cost', { schema: { params, querystring: cartQuerySchema } }, async (request) =>
    getCost(db, config.locale, request.params.id, request.user, request.query.version),
  );
};
