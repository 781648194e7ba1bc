import { errorAnswers, redirectAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writtenAs } from '#server/lib/written-json.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { answerAsViewer } from '#server/plugins/session.ts';
import {
  notificationDigestBodySchema,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationMuteParamsSchema,
  notificationPreferencesResponseSchema,
} from '#shared/notifications/schemas.ts';
import {
  clearReadNotifications,
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  openNotification,
  removeNotification,
  setNotificationDigest,
  setProjectMute,
} from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'not_found');

const listResponse = { response: { ...refusals, 200: writtenAs(notificationListResponseSchema) } };
const preferencesResponse = { response: { ...refusals, 200: notificationPreferencesResponseSchema } };

export const notificationsRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/api/notifs', { config: { viewerCheckedInRead: true }, schema: listResponse }, (request) =>
    answerAsViewer(request, (check) => listNotifications(context, { viewer: request.user, check })),
  );

  // Spec §7 names GET for these two; they change state, so the request-origin check refuses them from another site
  // like any write (a link or an image there would otherwise mark or clear everything), and POST is taken too.
  const changesState = { config: { getChangesState: true }, schema: listResponse };
  for (const method of ['GET', 'POST'] as const) {
    route.route({
      method,
      url: '/api/notifs/mark-all',
      ...changesState,
      handler: (request) => markAllNotificationsRead(context, { viewer: request.user }),
    });
    route.route({
      method,
      url: '/api/notifs/clear-all',
      ...changesState,
      handler: (request) => clearReadNotifications(context, { viewer: request.user }),
    });
  }

  route.post('/api/notifs/:id/mark', { schema: { params: notificationIdParamsSchema, ...listResponse } }, (request) =>
    markNotificationRead(context, { viewer: request.user, id: request.params.id, read: true }),
  );
  route.post('/api/notifs/:id/unmark', { schema: { params: notificationIdParamsSchema, ...listResponse } }, (request) =>
    markNotificationRead(context, { viewer: request.user, id: request.params.id, read: false }),
  );
  route.delete('/api/notifs/:id', { schema: { params: notificationIdParamsSchema, ...listResponse } }, (request) =>
    removeNotification(context, { viewer: request.user, id: request.params.id }),
  );

  /** Spec §2 landing link (the e-mails use it too): marks it read and goes to the item, or to sign-in first. */
  route.get(
    '/notifs/:id',
    { schema: { params: notificationIdParamsSchema, response: redirectAnswers } },
    async (request, reply) => {
      if (!request.user)
        return reply.redirect(`/auth/login?redirect=${encodeURIComponent(`/notifs/${request.params.id}`)}`, 303);
      const url = await openNotification(context, { viewer: request.user, id: request.params.id });
      return reply.redirect(`/app${url}`, 303);
    },
  );

  route.get('/api/accounts/notification-preferences', { schema: preferencesResponse }, (request) =>
    getNotificationPreferences(context, { viewer: request.user }),
  );
  route.post(
    '/api/accounts/notification-digest',
    { schema: { body: notificationDigestBodySchema, ...preferencesResponse } },
    (request) => setNotificationDigest(context, { viewer: request.user, digest: request.body.digest }),
  );
  route.post(
    '/api/accounts/notification-mutes/:projectId',
    { schema: { params: notificationMuteParamsSchema, ...preferencesResponse } },
    (request) => setProjectMute(context, { viewer: request.user, projectId: request.params.projectId, muted: true }),
  );
  route.delete(
    '/api/accounts/notification-mutes/:projectId',
    { schema: { params: notificationMuteParamsSchema, ...preferencesResponse } },
    (request) => setProjectMute(context, { viewer: request.user, projectId: request.params.projectId, muted: false }),
  );
};
