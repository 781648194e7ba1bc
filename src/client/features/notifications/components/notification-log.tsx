import { NotificationList } from './notification-list.tsx';

/** The dashboard's Notification Log (spec §2): the same list as the bell's panel, taller. */
export const NotificationLog = () => <NotificationList maxHeight={480} />;
