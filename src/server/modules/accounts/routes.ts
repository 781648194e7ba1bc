import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingUpload } from '#server/modules/files/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { requireUser } from '#server/plugins/session.ts';
import { sessionUserSchema } from '#shared/users/schemas.ts';
import { updateProfilePicture } from './service.ts';

export const accountRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get('/api/accounts/me', { schema: { response: { 200: z.object({ user: sessionUserSchema }) } } }, async (request) => ({
    user: requireUser(request),
  }));

  route.post('/api/accounts/picture', { schema: { response: { 200: z.object({ user: sessionUserSchema, message: z.string() }) } } }, async (request) => {
    const user = requireUser(request);
    return updateProfilePicture(context, { user, receive: pendingUpload(context, request, user) });
  });
};
