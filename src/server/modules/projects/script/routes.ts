import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { projectChangeResponseSchema } from '#shared/projects/project.ts';
import { rawScriptBodySchema } from '#shared/projects/script/script.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { writtenAs } from '#server/lib/written-json.ts';
import { submitRawScript } from './service.ts';

export const scriptRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/projects/:id/script-raw',
    // Decision 046: the script's own bound (100,000 characters) stays well inside this one, even escaped.
    {
      bodyLimit: 1024 * 1024,
      schema: {
        params: idParamsSchema,
        body: rawScriptBodySchema,
        response: { 200: writtenAs(projectChangeResponseSchema) },
      },
    },
    async (request) =>
      submitRawScript(context, { projectId: request.params.id, actor: request.user, script: request.body }),
  );
};
