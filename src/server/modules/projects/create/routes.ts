import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import { newProjectBodySchema } from '#shared/projects/cart/schemas.ts';
import { createProject } from './service.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

export const createProjectRoutes = async (app: FastifyInstance, { db, config }: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post('/api/projects', { schema: { body: newProjectBodySchema } }, async (request, reply) => {
    const project = await createProject(db, config.locale, request.user, request.body);
    return reply.status(201).send({ project, message: createApiTranslator(config.locale)('api.projectCreated') });
  });
};
