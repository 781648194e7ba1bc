import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { projectChangeResponseSchema } from '#shared/projects/project.ts';
import { driveStoryboardBodySchema, storyboardParamsSchema } from '#shared/projects/storyboards/drive-storyboards.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { writtenAs } from '#server/lib/written-json.ts';
import { linkDriveStoryboard, unlinkDriveStoryboard } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

export const storyboardRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const response = { ...refusals, 200: writtenAs(projectChangeResponseSchema) };
  route.post(
    '/api/projects/:id/storyboards',
    { schema: { params: idParamsSchema, body: driveStoryboardBodySchema, response } },
    async (request) =>
      linkDriveStoryboard(context, { projectId: request.params.id, actor: request.user, body: request.body }),
  );
  route.delete(
    '/api/projects/:id/storyboards/:storyboardId',
    { schema: { params: storyboardParamsSchema, response } },
    async (request) =>
      unlinkDriveStoryboard(context, {
        projectId: request.params.id,
        actor: request.user,
        storyboardId: request.params.storyboardId,
      }),
  );
};
