import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#server/plugins/session.ts';
import { userListQuerySchema, userListResponseSchema } from '#shared/users/schemas.ts';
import { listUsers } from './service.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

export const userRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get('/api/users', { schema: { querystring: userListQuerySchema, response: { 200: userListResponseSchema } } }, (request) =>
    listUsers(context, { viewer: requireUser(request), query: request.query }),
  );
};
