import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { projectChangeResponseSchema } from '#shared/projects/project.ts';
import { rawScriptBodySchema } from '#shared/projects/script/script.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { writtenAs } from '#server/lib/written-json.ts';
import { submitRawScript } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

export const scriptRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/projects/:id/script-raw',
    // Decision 046: the script's own bound (100,000 characters) stays well inside this one, even escaped.
    {
      bodyLimit: 1024 * 1024,
      schema: {
        params: idParamsSchema,
        body: rawScriptBodySchema,
        response: { ...refusals, 200: writtenAs(projectChangeResponseSchema) },
      },
    },
    async (request) =>
      submitRawScript(context, { projectId: request.params.id, actor: request.user, script: request.body }),
  );
};
