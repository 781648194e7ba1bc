import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  feedBodySchema,
  feedDeleteResponseSchema,
  feedIdParamsSchema,
  feedListResponseSchema,
  feedNameParamsSchema,
  feedUpdateBodySchema,
  feedWriteResponseSchema,
} from '#shared/feeds/feeds.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { createFeed, deleteFeed, listFeeds, updateFeed } from './service.ts';

export const feedsRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/api/feeds', { schema: { response: { 200: feedListResponseSchema } } }, (request) =>
    listFeeds(context, { viewer: request.user }),
  );

  route.post(
    '/api/feeds',
    { schema: { body: feedBodySchema, response: { 200: feedWriteResponseSchema } } },
    (request) => createFeed(context, { viewer: request.user, body: request.body }),
  );

  route.post(
    '/api/feeds/:id',
    { schema: { params: feedIdParamsSchema, body: feedUpdateBodySchema, response: { 200: feedWriteResponseSchema } } },
    (request) => updateFeed(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.delete(
    '/api/feeds/:name',
    { schema: { params: feedNameParamsSchema, response: { 200: feedDeleteResponseSchema } } },
    (request) => deleteFeed(context, { viewer: request.user, name: request.params.name }),
  );
};
