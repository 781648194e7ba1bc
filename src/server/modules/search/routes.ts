import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerAsViewer, requireUser } from '#server/plugins/session.ts';
import { searchQuerySchema, topSearchResponseSchema } from '#shared/search/search.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { searchEverything } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized');

export const searchRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  // Typed into the top bar, a request per pause: its session is checked inside its read (decision 073).
  route.get(
    '/api/search',
    {
      config: { viewerCheckedInRead: true },
      schema: { querystring: searchQuerySchema, response: { ...refusals, 200: topSearchResponseSchema } },
    },
    (request) =>
      answerAsViewer(request, (check) =>
        searchEverything(context, { viewer: requireUser(request), term: request.query.term, check }),
      ),
  );
};
