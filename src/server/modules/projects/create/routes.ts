import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newProjectBodySchema } from '#shared/projects/cart/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { writtenAs } from '#server/lib/written-json.ts';
import { projectChangeResponseSchema } from '#shared/projects/project.ts';
import { createProject } from './service.ts';

export const createProjectRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/projects',
      { schema: { body: newProjectBodySchema, response: { 201: writtenAs(projectChangeResponseSchema) } } },
      async (request, reply) => {
        return reply.status(201).send(await createProject(context, { creator: request.user, selection: request.body }));
      },
    );
};
