import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingUpload } from '#server/modules/files/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { requireUser } from '#server/plugins/session.ts';
import {
  accountNameBodySchema,
  accountNotificationBodySchema,
  accountNotificationEmailBodySchema,
  accountResponseSchema,
  sessionUserSchema,
} from '#shared/users/schemas.ts';
import { updateAccountSetting, updateProfilePicture } from './service.ts';

export const accountRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get('/api/accounts/me', { schema: { response: { 200: z.object({ user: sessionUserSchema }) } } }, async (request) => ({
    user: requireUser(request),
  }));

  route.post('/api/accounts/picture', { schema: { response: { 200: z.object({ user: sessionUserSchema, message: z.string() }) } } }, async (request) => {
    const user = requireUser(request);
    return updateProfilePicture(context, { user, receive: pendingUpload(context, request, user) });
  });

  route.post('/api/accounts/name', { schema: { body: accountNameBodySchema, response: { 200: accountResponseSchema } } }, (request) =>
    updateAccountSetting(context, { user: requireUser(request), settings: { name: request.body.name }, message: 'api.nameUpdated' }),
  );

  route.post('/api/accounts/notification', { schema: { body: accountNotificationBodySchema, response: { 200: accountResponseSchema } } }, (request) =>
    updateAccountSetting(context, {
      user: requireUser(request),
      settings: { notificationEmailOn: request.body.status },
      message: request.body.status ? 'api.notificationsOn' : 'api.notificationsOff',
    }),
  );

  route.post(
    '/api/accounts/notification-email',
    { schema: { body: accountNotificationEmailBodySchema, response: { 200: accountResponseSchema } } },
    (request) =>
      updateAccountSetting(context, { user: requireUser(request), settings: { notificationEmail: request.body.email }, message: 'api.notificationEmailUpdated' }),
  );
};
