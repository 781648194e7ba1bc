import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '#shared/i18n/validation.ts';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { approvalTypes } from '#shared/projects/approvals/banners.ts';
import { projectChangeResponseSchema } from '#shared/projects/project.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { writtenAs } from '#server/lib/written-json.ts';
import { approve } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

const approvalParams = idParamsSchema.extend({
  type: z.enum(approvalTypes, { error: invalid('validation.projects.approvalType') }),
});

export const approvalRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/projects/:id/:type/confirm',
      { schema: { params: approvalParams, response: { ...refusals, 200: writtenAs(projectChangeResponseSchema) } } },
      async (request) =>
        approve(context, { projectId: request.params.id, actor: request.user, type: request.params.type }),
    );
};
