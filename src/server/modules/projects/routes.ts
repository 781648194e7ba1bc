import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { projectResponseSchema } from '#shared/projects/project.ts';
import { getProject } from './service.ts';

const projectParams = z.object({ id: z.string() });

export const projectRoutes = async (app: FastifyInstance, { db }: { db: Db }): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/api/projects/:id',
    { schema: { params: projectParams, querystring: z.object({ version: z.string().optional() }), response: { 200: projectResponseSchema } } },
    async (request) => ({ project: await getProject(db, request.params.id, request.user) }),
  );
};
