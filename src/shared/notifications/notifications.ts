export const notificationActionTypes = ['comment', 'submitScript', 'job', 'others'] as const;
export type NotificationActionType = (typeof notificationActionTypes)[number];

export const notificationItemStatuses = ['create', 'approve', 'submit', 'reject', 'release'] as const;
export type NotificationItemStatus = (typeof notificationItemStatuses)[number];

/** Comment and script notifications predate /notifs/{id} and still link to their item's page. */
const legacyActionTypes: readonly NotificationActionType[] = ['comment', 'submitScript'];

export interface NotificationLinkRecord {
  _id: string;
  actionType: NotificationActionType;
  url: string;
  itemId: string;
  tag: string | null;
}

/** Spec §2: /notifs/{id} for newer action types, else the url with notif, itemId, tag and actionType. */
export const notificationLink = (notification: NotificationLinkRecord): string => {
  if (!legacyActionTypes.includes(notification.actionType)) return `/notifs/${notification._id}`;
  const params = new URLSearchParams({
    notif: notification._id,
    itemId: notification.itemId,
    tag: notification.tag ?? '',
    actionType: notification.actionType,
  });
  return `${notification.url}${notification.url.includes('?') ? '&' : '?'}${params.toString()}`;
};

export interface NotificationState {
  _id: string;
  read: boolean;
}

export const markNotification = <Entry extends NotificationState>(items: readonly Entry[], id: string, read: boolean): Entry[] =>
  items.map((entry) => (entry._id === id ? { ...entry, read } : entry));

export const removeNotification = <Entry extends NotificationState>(items: readonly Entry[], id: string): Entry[] =>
  items.filter((entry) => entry._id !== id);

export const markAllNotificationsRead = <Entry extends NotificationState>(items: readonly Entry[]): Entry[] =>
  items.map((entry) => ({ ...entry, read: true }));

/** Clear all read: the read ones go, the unread stay. */
export const clearReadNotifications = <Entry extends NotificationState>(items: readonly Entry[]): Entry[] => items.filter((entry) => !entry.read);

export const unreadCount = (items: readonly NotificationState[]): number => items.filter((entry) => !entry.read).length;

/** Spec §7: polled every 5 minutes, at most 13 more times after the first fetch. */
export const notificationPollMs = 5 * 60 * 1000;
export const notificationPollMaxRepeats = 13;
