export { notificationsRoutes } from './routes.ts';
export { subscribeNotifications } from './subscribers.ts';
