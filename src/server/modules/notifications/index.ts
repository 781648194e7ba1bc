export { notificationsRoutes } from './routes.ts';
export { subscribeNotifications } from './subscribers.ts';
export { defaultMailDeliverySettings, describeNotification, sendDueNotificationMails, type MailDeliveryContext, type MailDeliverySettings } from './mail.ts';
export { insertNotifications, type NewNotificationRow as NewNotification } from './queries.ts';
