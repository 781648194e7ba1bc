import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationActionType, NotificationItemStatus } from '#shared/notifications/notifications.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * One row per recipient (spec §3 Notification). The actor's name and picture are copied so the log
 * still reads right after the actor renames or leaves; item_id is text because post sections are
 * addressed as postId-sectionId, like comments.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorPicture: text('actor_picture'),
    actionType: text('action_type').$type<NotificationActionType>().notNull(),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    itemTitle: text('item_title').notNull(),
    itemAction: text('item_action').notNull(),
    itemFor: text('item_for').notNull().default(''),
    itemStatus: text('item_status').$type<NotificationItemStatus>(),
    /** The project the item belongs to, so a user can mute a project's e-mails. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    html: text('html').notNull().default(''),
    url: text('url').notNull(),
    tag: text('tag'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The unread badge counts a user's unread rows on every list: only those, not the whole log (decision 069).
    index('notifications_unread_idx').on(table.userId).where(sql`NOT ${table.read}`),
  ],
);

/**
 * Transactional outbox (decision 052): a row is written in the transaction that writes its
 * notification, and the mail worker sends it later with retries; a restart loses nothing.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease on the row while it sends; another worker skips it until the lease runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why nothing was mailed although the row is done: muted, e-mail off, read before the digest went. */
    skipped: text('skipped'),
    inDigest: boolean('in_digest').notNull().default(false),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notification_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} IS NULL`),
    index('notification_outbox_user_idx').on(table.userId),
  ],
);

/** Per-project mute: no notification e-mail about that project (the log still records it). */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.projectId] })],
);
