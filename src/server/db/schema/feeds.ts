import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The feeds admins create. System, aggregate, level-based and role-based feeds are computed from
 * the users and never stored, so a promotion or a new role changes their members at once.
 */
export const feeds = pgTable('feeds', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default('#'),
  isReadOnly: boolean('is_read_only').notNull().default(false),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members added through Add People, in the order they were added (the last three are pictured). */
export const feedMembers = pgTable(
  'feed_members',
  {
    feedId: uuid('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.feedId, table.userId] }), index('feed_members_user_idx').on(table.userId)],
);
