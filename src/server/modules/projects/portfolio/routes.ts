import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portfolioEntrySchema } from '#shared/projects/project.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { getPortfolio, getPortfolioEntry } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('not_found');

export const portfolioRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/api/portfolio',
    {
      schema: {
        querystring: z.object({ skip: z.coerce.number().int().min(0).default(0) }),
        response: { ...refusals, 200: z.object({ items: z.array(portfolioEntrySchema) }) },
      },
    },
    async (request) => getPortfolio(context, { skip: request.query.skip }),
  );
  route.get(
    '/api/portfolio/:slug',
    {
      schema: {
        params: z.object({ slug: z.string() }),
        response: { ...refusals, 200: z.object({ entry: portfolioEntrySchema }) },
      },
    },
    async (request) => getPortfolioEntry(context, { slug: request.params.slug }),
  );
};
