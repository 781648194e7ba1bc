import { catalogueError } from '#server/lib/errors.ts';
import { answerOfParts, type WrittenJson } from '#server/lib/written-json.ts';
import { sessionAlreadyRead, type ViewerCheck } from '#server/db/viewer-check.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { canReachCommentItem } from '#server/modules/comments/index.ts';
import { loadProject } from '#server/modules/projects/index.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { mayHearOf } from '#shared/notifications/notifications.ts';
import { canSeeTrashedProject } from '#shared/projects/permissions.ts';
import type { NotificationListResponse, NotificationPreferences } from '#shared/notifications/schemas.ts';
import type { Actor } from '#shared/users/levels.ts';
import type { SessionUser, Viewer } from '#shared/users/schemas.ts';
import type { NotificationDraft } from './audience.ts';
import {
  deleteMute,
  deleteNotification,
  deleteRead,
  findDigest,
  findOwnNotification,
  findRecipients,
  insertMute,
  insertNotifications,
  listMuteCandidates,
  listMutes,
  listNotificationPage,
  markAllRead,
  setDigest,
  setNotificationRead,
  type NotificationRow,
  type RecipientRow,
} from './queries.ts';

export const recipientActor = (row: Pick<RecipientRow, 'id' | 'level' | 'roles'>): Actor => ({
  _id: row.id,
  level: row.level,
  role: row.roles,
});

/**
 * Writes one notification per allowed recipient, with its outbox row, in one transaction. Never to
 * the actor, never to a disabled account, never to someone the shared rule keeps from the item's tab or project, never about an
 * item the recipient cannot reach (the comments item registry answers that for every item type).
 * Answers the rows and whether any of them waits in the outbox to be mailed.
 */
export const deliverNews = async (
  context: ModuleContext,
  draft: NotificationDraft,
): Promise<{ rows: NotificationRow[]; mailed: boolean }> => {
  const { db, clock } = context;
  const candidates = [...draft.recipients.keys()].filter((userId) => userId !== draft.actorId);
  const [actor] = draft.actorId ? await findRecipients(db, [draft.actorId]) : [];
  const recipients: RecipientRow[] = [];
  for (const recipient of await findRecipients(db, candidates)) {
    if (recipient.disabledAt) continue;
    const asActor = recipientActor(recipient);
    if (!mayHearOf(asActor, draft.subject)) continue;
    if (!(await canReachCommentItem(context, asActor, draft.itemType, draft.itemId))) continue;
    recipients.push(recipient);
  }
  if (recipients.length === 0) return { rows: [], mailed: false };
  const now = clock.now();
  const html = draft.text ? renderMarkdown(draft.text) : '';
  const rows = recipients.map((recipient) => ({
    userId: recipient.id,
    actorId: draft.actorId,
    actorName: actor?.name ?? draft.actorName,
    actorPicture: actor?.picture ?? null,
    actionType: draft.actionType,
    itemType: draft.itemType,
    itemId: draft.itemId,
    itemTitle: draft.itemTitle,
    itemAction: draft.recipients.get(recipient.id) ?? 'comment',
    itemFor: draft.itemFor,
    itemStatus: draft.itemStatus,
    projectId: draft.projectId,
    text: draft.text,
    html,
    url: draft.url,
    tag: draft.subject.tag,
    createdAt: now,
  }));
  const mailed = new Set(
    recipients.filter((recipient) => recipient.notificationEmailOn).map((recipient) => recipient.id),
  );
  return { rows: await db.transaction((tx) => insertNotifications(tx, rows, mailed)), mailed: mailed.size > 0 };
};

const requireViewer = (viewer: Viewer): SessionUser => {
  if (!viewer) throw catalogueError('unauthorized', 'api.notificationsSignIn');
  return viewer;
};

/** `check`: the remembered session to check in the read (decision 073); after a change the session was read already. */
export const listNotifications = async (
  { db }: ModuleContext,
  { viewer, check = sessionAlreadyRead }: { viewer: Viewer; check?: ViewerCheck },
): Promise<WrittenJson<NotificationListResponse>> => {
  const user = requireViewer(viewer);
  const { items, unread } = await listNotificationPage(db, user._id, check);
  return answerOfParts<NotificationListResponse>({ items, count: unread });
};

export const markNotificationRead = async (
  context: ModuleContext,
  { viewer, id, read }: { viewer: Viewer; id: string; read: boolean },
) => {
  const user = requireViewer(viewer);
  if (!(await setNotificationRead(context.db, user._id, id, read)))
    throw catalogueError('not_found', 'api.notificationNotFound');
  return listNotifications(context, { viewer: user });
};

export const removeNotification = async (context: ModuleContext, { viewer, id }: { viewer: Viewer; id: string }) => {
  const user = requireViewer(viewer);
  if (!(await deleteNotification(context.db, user._id, id)))
    throw catalogueError('not_found', 'api.notificationNotFound');
  return listNotifications(context, { viewer: user });
};

export const markAllNotificationsRead = async (context: ModuleContext, { viewer }: { viewer: Viewer }) => {
  const user = requireViewer(viewer);
  await markAllRead(context.db, user._id);
  return listNotifications(context, { viewer: user });
};

export const clearReadNotifications = async (context: ModuleContext, { viewer }: { viewer: Viewer }) => {
  const user = requireViewer(viewer);
  await deleteRead(context.db, user._id);
  return listNotifications(context, { viewer: user });
};

/** /notifs/{id}: the notification is read once its link is followed; answers where its item is. */
export const openNotification = async (
  { db }: ModuleContext,
  { viewer, id }: { viewer: Viewer; id: string },
): Promise<string> => {
  const user = requireViewer(viewer);
  const row = await findOwnNotification(db, user._id, id);
  if (!row) throw catalogueError('not_found', 'api.notificationNotFound');
  await setNotificationRead(db, user._id, id, true);
  return row.url;
};

const preferencesOf = async ({ db }: ModuleContext, user: SessionUser): Promise<NotificationPreferences> => ({
  digest: await findDigest(db, user._id),
  mutes: await listMutes(db, user._id, { includeTrashed: canSeeTrashedProject(user) }),
  candidates: await listMuteCandidates(db, user._id),
});

export const getNotificationPreferences = async (context: ModuleContext, { viewer }: { viewer: Viewer }) => ({
  preferences: await preferencesOf(context, requireViewer(viewer)),
});

export const setNotificationDigest = async (
  context: ModuleContext,
  { viewer, digest }: { viewer: Viewer; digest: boolean },
) => {
  const user = requireViewer(viewer);
  await setDigest(context.db, user._id, digest);
  return {
    preferences: await preferencesOf(context, user),
    message: context.t(digest ? 'api.notificationDigestOn' : 'api.notificationDigestOff'),
  };
};

export const setProjectMute = async (
  context: ModuleContext,
  { viewer, projectId, muted }: { viewer: Viewer; projectId: string; muted: boolean },
) => {
  const user = requireViewer(viewer);
  // The project as its link opens it: a trashed one is gone for everyone but power users, title included.
  const project = (await loadProject(context.db, projectId, user)).row;
  await (muted ? insertMute : deleteMute)(context.db, user._id, projectId);
  return {
    preferences: await preferencesOf(context, user),
    message: context.t(muted ? 'api.projectMuted' : 'api.projectUnmuted', { title: project.title }),
  };
};
