import { notificationsEn } from '#shared/i18n/notifications-en.ts';
import { notificationsTh } from '#shared/i18n/notifications-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

/** The notifications feature's labels and the app's, through one `t`; they travel in the feature's lazy chunks. */
export const t = translatorWith({ en: notificationsEn, th: notificationsTh });
