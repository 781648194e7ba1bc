// The notifications feature's public face: the bell for the top bar, the log for the dashboard, the
// preferences for the account page, and the landing hook the app layout runs on every page.
export { NotificationBell } from './components/notification-bell.tsx';
export { NotificationLog } from './components/notification-log.tsx';
export { NotificationPreferences } from './components/notification-preferences.tsx';
export { useNotificationLanding } from './landing.ts';
export { notificationKeys } from './api/notification-keys.ts';
// Asked for by the dashboard's loader, so that a dashboard the server draws is drawn once.
export { notificationsQuery } from './api/get-notifications.ts';
export { useLiveUpdates } from './live.ts';
