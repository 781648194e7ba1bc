import { errorAnswers } from '#server/lib/api-answers.ts';
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

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found');

export const feedsRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/api/feeds', { schema: { response: { ...refusals, 200: feedListResponseSchema } } }, (request) =>
    listFeeds(context, { viewer: request.user }),
  );

  route.post(
    '/api/feeds',
    { schema: { body: feedBodySchema, response: { ...refusals, 200: feedWriteResponseSchema } } },
    (request) => createFeed(context, { viewer: request.user, body: request.body }),
  );

  route.post(
    '/api/feeds/:id',
    {
      schema: {
        params: feedIdParamsSchema,
        body: feedUpdateBodySchema,
        response: { ...refusals, 200: feedWriteResponseSchema },
      },
    },
    (request) => updateFeed(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.delete(
    '/api/feeds/:name',
    { schema: { params: feedNameParamsSchema, response: { ...refusals, 200: feedDeleteResponseSchema } } },
    (request) => deleteFeed(context, { viewer: request.user, name: request.params.name }),
  );
};
