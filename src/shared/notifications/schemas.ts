import { z } from 'zod';
import { invalid } from '../i18n/validation.ts';
import { recordIdParamsSchema } from '../app/schemas.ts';
import { notificationActionTypes, notificationItemActions, notificationItemStatuses } from './notifications.ts';

/** Spec §3 Notification, as the API answers it; html is the sanitised rendering of text. */
export const notificationSchema = z.object({
  _id: z.string(),
  read: z.boolean(),
  actor: z.object({ name: z.string(), picture: z.string() }),
  actionType: z.enum(notificationActionTypes),
  itemType: z.string(),
  itemTitle: z.string(),
  itemAction: z.enum(notificationItemActions),
  itemFor: z.string(),
  itemStatus: z.enum(notificationItemStatuses).nullable(),
  text: z.string(),
  html: z.string(),
  url: z.string(),
  itemId: z.string(),
  tag: z.string().nullable(),
  created: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifs and the mark-all / clear-all answers: the newest items and the unread count. */
export const notificationListResponseSchema = z.object({ items: z.array(notificationSchema), count: z.number().int() });
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationIdParamsSchema = recordIdParamsSchema('validation.notifications.unknownId');

/** The log shows the newest ones; older ones stay in the table until cleared. */
export const notificationListLimit = 50;

/** POST /api/accounts/notification-digest. */
export const notificationDigestBodySchema = z.object({
  digest: z.boolean({ error: invalid('validation.notifications.digest') }),
});

export const notificationMuteParamsSchema = z.object({
  projectId: z.uuid({ error: invalid('validation.notifications.unknownProject') }),
});

const projectChoiceSchema = z.object({ projectId: z.string(), title: z.string() });

/** GET /api/accounts/notification-preferences: digest mode, the muted projects, and the projects one could mute. */
export const notificationPreferencesSchema = z.object({
  digest: z.boolean(),
  mutes: z.array(projectChoiceSchema),
  candidates: z.array(projectChoiceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesResponseSchema = z.object({
  preferences: notificationPreferencesSchema,
  message: z.string().optional(),
});

/** Digest mode sends at most one e-mail in this time. */
export const notificationDigestIntervalMs = 60 * 60 * 1000;
