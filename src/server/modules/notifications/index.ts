export { notificationsRoutes } from './routes.ts';
export { subscribeNotifications } from './subscribers.ts';
export { describeNotification } from './mail.ts';
export { notificationJobWorkers } from './mail-jobs.ts';
export {
  countWaitingMails as countWaitingNotificationMails,
  insertNotifications,
  type NewNotificationRow as NewNotification,
} from './queries.ts';
