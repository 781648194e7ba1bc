import { visibleCommentTags, type CommentTag } from '../comments/comments.ts';
import { canSeeInternalProject } from '../projects/permissions.ts';
import type { Actor } from '../users/levels.ts';

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

export const markNotification = <Entry extends NotificationState>(
  items: readonly Entry[],
  id: string,
  read: boolean,
): Entry[] => items.map((entry) => (entry._id === id ? { ...entry, read } : entry));

export const removeNotification = <Entry extends NotificationState>(items: readonly Entry[], id: string): Entry[] =>
  items.filter((entry) => entry._id !== id);

export const markAllNotificationsRead = <Entry extends NotificationState>(items: readonly Entry[]): Entry[] =>
  items.map((entry) => ({ ...entry, read: true }));

/** Clear all read: the read ones go, the unread stay. */
export const clearReadNotifications = <Entry extends NotificationState>(items: readonly Entry[]): Entry[] =>
  items.filter((entry) => !entry.read);

export const unreadCount = (items: readonly NotificationState[]): number => items.filter((entry) => !entry.read).length;

/**
 * What happened, as a stable code: the log and the e-mail say it in the reader's language
 * (notifications-{en,th} catalogues), so a notification written today reads right in either locale.
 */
export const notificationItemActions = [
  'comment',
  'reply',
  'mention',
  'submitScript',
  'approve-script',
  'approve-sketch',
  'approve-storyboard',
  'approve-changes',
  'job-create',
  'job-claim',
  'job-submit',
  'job-approve',
  'job-reject',
  'job-release',
  'job-paid',
  'job-bid',
  'job-claim-spot',
  'job-expire',
  'job-bid-declined',
  'post-tagged',
  'memo',
  'purchase',
  'project-create',
  'webhook-disabled',
] as const;
export type NotificationItemAction = (typeof notificationItemActions)[number];

/** The item a notification is about, as far as who may hear of it is concerned. */
export interface NotificationSubject {
  /** The comment tab the news came from; null for news that is not a comment. */
  tag: CommentTag | null;
  /** An internal project is never shown to clients, so its news is not either. */
  internalProject: boolean;
}

/**
 * Issue 15: a notification never reveals what its recipient may not see. A comment notifies only
 * those who can read its tab (#admins: admins), a #private comment nobody but its author (who is
 * the actor, so nobody), and an internal project's news reaches no client. Whether the item itself
 * is reachable is the item's own rule, checked by the server with the comments item registry.
 */
export const mayHearOf = (recipient: Actor, subject: NotificationSubject): boolean => {
  if (subject.internalProject && !canSeeInternalProject(recipient)) return false;
  if (subject.tag === null) return true;
  return subject.tag !== 'private' && visibleCommentTags(recipient).includes(subject.tag);
};
