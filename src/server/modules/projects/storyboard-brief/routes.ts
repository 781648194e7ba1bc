import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { projectChangeResponseSchema } from '#shared/projects/project.ts';
import { storyboardBriefBodySchema } from '#shared/projects/storyboard-brief/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { writtenAs } from '#server/lib/written-json.ts';
import { submitStoryboardBrief } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

export const storyboardBriefRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/projects/:id/storyboard-brief',
    {
      schema: {
        params: idParamsSchema,
        body: storyboardBriefBodySchema,
        response: { ...refusals, 200: writtenAs(projectChangeResponseSchema) },
      },
    },
    async (request) =>
      submitStoryboardBrief(context, { projectId: request.params.id, actor: request.user, brief: request.body }),
  );
};
