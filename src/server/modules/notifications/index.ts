export { notificationsRoutes } from './routes.ts';
export { subscribeNotifications } from './subscribers.ts';
export { defaultMailDeliverySettings, describeNotification, sendDueNotificationMails, type MailDeliveryContext, type MailDeliverySettings } from './mail.ts';
