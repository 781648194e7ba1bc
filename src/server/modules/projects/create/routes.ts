import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newProjectBodySchema } from '#shared/projects/cart/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { writtenAs } from '#server/lib/written-json.ts';
import { projectChangeResponseSchema } from '#shared/projects/project.ts';
import { createProject } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found');

export const createProjectRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/projects',
    {
      schema: { body: newProjectBodySchema, response: { ...refusals, 201: writtenAs(projectChangeResponseSchema) } },
    },
    async (request, reply) => {
      return reply.status(201).send(await createProject(context, { creator: request.user, selection: request.body }));
    },
  );
};
