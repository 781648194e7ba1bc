import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '#server/plugins/session.ts';
import { sessionUserSchema } from '#shared/users/schemas.ts';

export const accountRoutes = async (app: FastifyInstance): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get('/api/accounts/me', { schema: { response: { 200: z.object({ user: sessionUserSchema }) } } }, async (request) => ({
    user: requireUser(request),
  }));
};
