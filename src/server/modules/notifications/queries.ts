import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { preparedStatement, writtenLimit } from '#server/db/prepared.ts';
import { writtenList, type WrittenJson } from '#server/lib/written-json.ts';
import { notificationListLimit, type Notification } from '#shared/notifications/schemas.ts';
import type { Level, Role } from '#shared/users/schemas.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import { notificationViewJson } from './views/notification-view-json.ts';
import {
  comments,
  jobBids,
  jobs,
  notificationMutes,
  notificationOutbox,
  notifications,
  posts,
  projectCollabs,
  projects,
  users,
} from '#server/db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export interface RecipientRow {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  level: Level;
  roles: Role[];
  notificationEmailOn: boolean;
  notificationEmail: string | null;
  notificationDigest: boolean;
  disabledAt: Date | null;
}

const recipientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  picture: users.picture,
  level: users.level,
  roles: users.roles,
  notificationEmailOn: users.notificationEmailOn,
  notificationEmail: users.notificationEmail,
  notificationDigest: users.notificationDigest,
  disabledAt: users.disabledAt,
};

export const findRecipients = async (db: Executor, ids: readonly string[]): Promise<RecipientRow[]> =>
  ids.length === 0
    ? []
    : db
        .select(recipientColumns)
        .from(users)
        .where(inArray(users.id, [...ids]));

/** Admins and project managers: who hears of a client's script or approval. */
export const findProjectManagerIds = async (db: Executor): Promise<string[]> => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.level, 'admin'), sql`'project-manager' = ANY(${users.roles})`));
  return rows.map((row) => row.id);
};

/** Every contributor, for the memo that everyone on the team reads. */
export const findContributorIds = async (db: Executor): Promise<string[]> => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.level, ['admin', 'staff', 'freelancer']));
  return rows.map((row) => row.id);
};

export interface ProjectSummary {
  id: string;
  title: string;
  type: 'client' | 'internal';
  createdBy: string | null;
}

export const findProjectSummary = async (db: Executor, projectId: string): Promise<ProjectSummary | null> => {
  const [row] = await db
    .select({ id: projects.id, title: projects.title, type: projects.type, createdBy: projects.createdBy })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ?? null;
};

/** The people working on a project: its collaborators and whoever created it. */
export const findProjectPeople = async (db: Executor, project: ProjectSummary): Promise<string[]> => {
  const rows = await db
    .select({ id: projectCollabs.userId })
    .from(projectCollabs)
    .where(eq(projectCollabs.projectId, project.id));
  return [...rows.map((row) => row.id), ...(project.createdBy ? [project.createdBy] : [])];
};

export const findJobSummary = async (db: Executor, jobId: string) => {
  const [row] = await db
    .select({
      id: jobs.id,
      projectId: jobs.projectId,
      title: jobs.title,
      jobType: jobs.jobType,
      staff: jobs.staff,
      staffBackup: jobs.staffBackup,
      createdBy: jobs.createdBy,
      claimedBy: jobs.claimedBy,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ?? null;
};

export type JobSummary = NonNullable<Awaited<ReturnType<typeof findJobSummary>>>;

export const findBidderIds = async (db: Executor, jobId: string): Promise<string[]> =>
  (await db.select({ userId: jobBids.userId }).from(jobBids).where(eq(jobBids.jobId, jobId))).map((row) => row.userId);

export const findPostSummary = async (db: Executor, postId: string) => {
  const [row] = await db
    .select({
      id: posts.id,
      title: posts.title,
      feed: posts.feed,
      type: posts.type,
      userId: posts.userId,
      taggedUsers: posts.taggedUsers,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  return row ?? null;
};

export const findCommentMentions = async (db: Executor, commentId: string): Promise<string[]> => {
  const [row] = await db
    .select({ mentions: comments.mentions })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  return row?.mentions ?? [];
};

/** The notifications and their outbox rows, in the caller's transaction: a mail is never queued for a notification that did not commit. */
export const insertNotifications = async (
  tx: Executor,
  rows: readonly NewNotificationRow[],
  mailed: ReadonlySet<string>,
): Promise<NotificationRow[]> => {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(notifications)
    .values([...rows])
    .returning();
  const outbox = inserted
    .filter((row) => mailed.has(row.userId))
    .map((row) => ({ notificationId: row.id, userId: row.userId, nextAttemptAt: row.createdAt }));
  if (outbox.length > 0) await tx.insert(notificationOutbox).values(outbox);
  return inserted;
};

/**
 * The newest rows of a user's log and their unread count, in one prepared statement (decision 070): the
 * count (computed once, an InitPlan) rides on every row, and a log without rows has nothing unread. The count reads only the unread
 * rows, from the partial index notifications_unread_idx (decision 069). Each row as the log shows it:
 * one JSON text, joined into the list (measured against one row of json_agg: the same rate, less of
 * PostgreSQL's time, which the instances of a cluster share).
 */
const notificationPageStatement = preparedStatement((db) =>
  db
    .select({
      notification: notificationViewJson,
      unread: sql<number>`(select count(*)::int from ${notifications} unread where unread.user_id = ${sql.placeholder('userId')} and not unread.read)`,
    })
    .from(notifications)
    .where(and(viewerCheckPlaceholder, eq(notifications.userId, sql.placeholder('userId'))))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(writtenLimit(notificationListLimit))
    .prepare('list_notification_page'),
);

/** The newest `notificationListLimit` rows of a user's log as it shows them, and their unread count. */
export const listNotificationPage = async (
  db: Db,
  userId: string,
  check: ViewerCheck,
): Promise<{ items: WrittenJson<Notification[]>; unread: number }> => {
  const rows = await notificationPageStatement(db).execute({ userId, ...viewerCheckValues(check) });
  return { items: writtenList<Notification>(rows.map((row) => row.notification)), unread: rows[0]?.unread ?? 0 };
};

export const findOwnNotification = async (
  db: Executor,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> => {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
};

export const setNotificationRead = async (
  db: Executor,
  userId: string,
  id: string,
  read: boolean,
): Promise<boolean> => {
  const rows = await db
    .update(notifications)
    .set({ read })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
};

export const deleteNotification = async (db: Executor, userId: string, id: string): Promise<boolean> => {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
};

export const markAllRead = async (db: Executor, userId: string): Promise<void> => {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
};

export const deleteRead = async (db: Executor, userId: string): Promise<void> => {
  await db.delete(notifications).where(and(eq(notifications.userId, userId), eq(notifications.read, true)));
};

export const setDigest = async (db: Executor, userId: string, digest: boolean): Promise<void> => {
  await db.update(users).set({ notificationDigest: digest }).where(eq(users.id, userId));
};

export const findDigest = async (db: Executor, userId: string): Promise<boolean> => {
  const [row] = await db.select({ digest: users.notificationDigest }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.digest ?? false;
};

/** A user's muted projects; trashed ones only when asked (the mail worker skips them all, a non-power user must not see their titles). */
export const listMutes = async (
  db: Executor,
  userId: string,
  { includeTrashed = true } = {},
): Promise<{ projectId: string; title: string }[]> =>
  db
    .select({ projectId: notificationMutes.projectId, title: projects.title })
    .from(notificationMutes)
    .innerJoin(projects, eq(projects.id, notificationMutes.projectId))
    .where(and(eq(notificationMutes.userId, userId), includeTrashed ? undefined : eq(projects.deleted, false)))
    .orderBy(projects.title);

export const insertMute = async (db: Executor, userId: string, projectId: string): Promise<void> => {
  await db.insert(notificationMutes).values({ userId, projectId }).onConflictDoNothing();
};

export const deleteMute = async (db: Executor, userId: string, projectId: string): Promise<void> => {
  await db
    .delete(notificationMutes)
    .where(and(eq(notificationMutes.userId, userId), eq(notificationMutes.projectId, projectId)));
};

// The mail worker's queries.

export interface DueMail {
  outboxId: string;
  attempts: number;
  notification: NotificationRow;
  recipient: RecipientRow;
  muted: boolean;
}

/**
 * Leases up to `limit` due rows: FOR UPDATE SKIP LOCKED lets several workers (several server
 * instances on one PostgreSQL) share the outbox without sending a mail twice, and the lease keeps
 * the row theirs while the mail is sent outside the transaction.
 */
export const leaseDueMails = async (db: Db, now: Date, leaseMs: number, limit: number): Promise<string[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          isNull(notificationOutbox.sentAt),
          lte(notificationOutbox.nextAttemptAt, now),
          or(isNull(notificationOutbox.lockedUntil), lte(notificationOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(notificationOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .update(notificationOutbox)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
        .where(inArray(notificationOutbox.id, ids));
    }
    return ids;
  });

export const findLeasedMails = async (db: Executor, outboxIds: readonly string[]): Promise<DueMail[]> => {
  if (outboxIds.length === 0) return [];
  const rows = await db
    .select({
      outboxId: notificationOutbox.id,
      attempts: notificationOutbox.attempts,
      notification: notifications,
      recipient: recipientColumns,
      muted: sql<boolean>`exists (select 1 from ${notificationMutes} where ${notificationMutes.userId} = ${notificationOutbox.userId} and ${notificationMutes.projectId} = ${notifications.projectId})`,
    })
    .from(notificationOutbox)
    .innerJoin(notifications, eq(notifications.id, notificationOutbox.notificationId))
    .innerJoin(users, eq(users.id, notificationOutbox.userId))
    .where(inArray(notificationOutbox.id, [...outboxIds]));
  return rows;
};

export const markOutboxDone = async (
  db: Executor,
  outboxIds: readonly string[],
  now: Date,
  outcome: { skipped?: string; inDigest?: boolean },
): Promise<void> => {
  if (outboxIds.length === 0) return;
  await db
    .update(notificationOutbox)
    .set({
      sentAt: now,
      lockedUntil: null,
      skipped: outcome.skipped ?? null,
      inDigest: outcome.inDigest ?? false,
      lastError: null,
    })
    .where(inArray(notificationOutbox.id, [...outboxIds]));
};

export const scheduleRetry = async (
  db: Executor,
  outboxId: string,
  attempts: number,
  nextAttemptAt: Date,
  error: string,
): Promise<void> => {
  await db
    .update(notificationOutbox)
    .set({ attempts, nextAttemptAt, lockedUntil: null, lastError: error })
    .where(eq(notificationOutbox.id, outboxId));
};

/** Hands a leased row back unsent, due again at `nextAttemptAt` (a digest waiting for its hour). */
export const postponeOutbox = async (
  db: Executor,
  outboxIds: readonly string[],
  nextAttemptAt: Date,
): Promise<void> => {
  if (outboxIds.length === 0) return;
  await db
    .update(notificationOutbox)
    .set({ nextAttemptAt, lockedUntil: null })
    .where(inArray(notificationOutbox.id, [...outboxIds]));
};

export const lastDigestSentAt = async (db: Executor, userId: string): Promise<Date | null> => {
  const [row] = await db
    .select({ sentAt: sql<Date | null>`max(${notificationOutbox.sentAt})` })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.userId, userId), eq(notificationOutbox.inDigest, true)));
  return row?.sentAt ? new Date(row.sentAt) : null;
};

/** Everything unread of a user, newest first: what a digest lists. */
export const listUnreadRows = async (db: Executor, userId: string, limit: number): Promise<NotificationRow[]> =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);

/** Projects a user may want to mute: those they work on and those their notifications came from. */
export const listMuteCandidates = async (db: Db, userId: string): Promise<{ projectId: string; title: string }[]> => {
  const rows = await db
    .selectDistinct({ projectId: projects.id, title: projects.title })
    .from(projects)
    .where(
      and(
        eq(projects.deleted, false),
        or(
          sql`exists (select 1 from ${projectCollabs} where ${projectCollabs.projectId} = ${projects.id} and ${projectCollabs.userId} = ${userId})`,
          sql`exists (select 1 from ${notifications} where ${notifications.projectId} = ${projects.id} and ${notifications.userId} = ${userId})`,
        ),
      ),
    )
    .orderBy(projects.title)
    .limit(100);
  return rows;
};

/** A digest went out: every row of the user still waiting is covered by it. */
export const markUserOutboxDigested = async (db: Executor, userId: string, now: Date): Promise<void> => {
  await db
    .update(notificationOutbox)
    .set({ sentAt: now, lockedUntil: null, inDigest: true, lastError: null })
    .where(and(eq(notificationOutbox.userId, userId), isNull(notificationOutbox.sentAt)));
};

/** Outbox rows not yet mailed, retries waiting included (decision 105's mail_waiting). */
export const countWaitingMails = async (db: Executor): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(isNull(notificationOutbox.sentAt));
  return Number(row?.count ?? 0);
};
