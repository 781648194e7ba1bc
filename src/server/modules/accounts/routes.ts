import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingUpload } from '#server/modules/files/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { requireUser } from '#server/plugins/session.ts';
import { passwordChangeBodySchema } from '#shared/auth/schemas.ts';
import {
  accountBgBodySchema,
  accountBgListSchema,
  accountBgParamsSchema,
  accountNameBodySchema,
  accountNotificationBodySchema,
  accountNotificationEmailBodySchema,
  accountResponseSchema,
  endedSessionsResponseSchema,
  sessionUserSchema,
} from '#shared/users/schemas.ts';
import {
  changePassword,
  chooseFooterBackground,
  loadFooterBackgrounds,
  removeFooterBackground,
  signOutOtherSessions,
  updateAccountSetting,
  updateProfilePicture,
} from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found');

/** The e-mail, the password and the sessions are changed from a signed-in session, never with a token (decision 104). */
const sessionOnly = { sessionOnly: true } as const;

/** The signed-in user and their session's token: the one session a password change keeps. */
const signedInSession = (request: FastifyRequest) => ({
  user: requireUser(request),
  keptSessionToken: request.sessionToken ?? '',
});

export const accountRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/accounts/me',
    { schema: { response: { ...refusals, 200: z.object({ user: sessionUserSchema }) } } },
    async (request) => ({
      user: requireUser(request),
    }),
  );

  route.post(
    '/api/accounts/picture',
    { schema: { response: { ...refusals, 200: z.object({ user: sessionUserSchema, message: z.string() }) } } },
    async (request) => {
      const user = requireUser(request);
      return updateProfilePicture(context, { user, receive: pendingUpload(context, request, user) });
    },
  );

  route.post(
    '/api/accounts/name',
    { schema: { body: accountNameBodySchema, response: { ...refusals, 200: accountResponseSchema } } },
    (request) =>
      updateAccountSetting(context, {
        user: requireUser(request),
        settings: { name: request.body.name },
        message: 'api.nameUpdated',
      }),
  );

  route.post(
    '/api/accounts/notification',
    { schema: { body: accountNotificationBodySchema, response: { ...refusals, 200: accountResponseSchema } } },
    (request) =>
      updateAccountSetting(context, {
        user: requireUser(request),
        settings: { notificationEmailOn: request.body.status },
        message: request.body.status ? 'api.notificationsOn' : 'api.notificationsOff',
      }),
  );

  route.post(
    '/api/accounts/notification-email',
    {
      config: sessionOnly,
      schema: { body: accountNotificationEmailBodySchema, response: { ...refusals, 200: accountResponseSchema } },
    },
    (request) =>
      updateAccountSetting(context, {
        user: requireUser(request),
        settings: { notificationEmail: request.body.email },
        message: 'api.notificationEmailUpdated',
      }),
  );

  // Decision 063: per user, so a stolen session cannot try current passwords at speed.
  const passwordChangeLimit = {
    max: context.limits.passwordChange.max,
    timeWindow: context.limits.passwordChange.timeWindowMs,
    keyGenerator: (request: FastifyRequest) => request.user?._id ?? request.ip,
  };
  route.post(
    '/api/accounts/password',
    {
      schema: { body: passwordChangeBodySchema, response: { ...refusals, 200: endedSessionsResponseSchema } },
      config: { ...sessionOnly, rateLimit: passwordChangeLimit },
    },
    async (request) => changePassword(context, { ...signedInSession(request), body: request.body }),
  );

  route.post(
    '/api/accounts/sign-out-others',
    { config: sessionOnly, schema: { response: { ...refusals, 200: endedSessionsResponseSchema } } },
    async (request) => signOutOtherSessions(context, signedInSession(request)),
  );

  route.get(
    '/api/accounts/load-bg',
    { schema: { response: { ...refusals, 200: accountBgListSchema } } },
    async (request) => loadFooterBackgrounds(context, { user: requireUser(request) }),
  );

  route.post(
    '/api/accounts/bg',
    { schema: { body: accountBgBodySchema, response: { ...refusals, 200: accountResponseSchema } } },
    async (request) => chooseFooterBackground(context, { user: requireUser(request), body: request.body }),
  );

  route.delete(
    '/api/accounts/bg/:resourceId',
    { schema: { params: accountBgParamsSchema, response: { ...refusals, 200: accountResponseSchema } } },
    async (request) =>
      removeFooterBackground(context, { user: requireUser(request), resourceId: request.params.resourceId }),
  );
};
