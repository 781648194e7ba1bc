import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#server/plugins/session.ts';
import { searchQuerySchema, topSearchResponseSchema } from '#shared/search/search.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { searchEverything } from './service.ts';

export const searchRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get('/api/search', { schema: { querystring: searchQuerySchema, response: { 200: topSearchResponseSchema } } }, (request) =>
    searchEverything(context, { viewer: requireUser(request), term: request.query.term }),
  );
};
