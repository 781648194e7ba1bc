import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { postSectionIds, postTypes, type PostSectionId, type PostType } from '#shared/posts/posts.ts';
import { users } from './users.ts';

export interface StoredPostFile {
  id: string;
  name: string;
  type: string;
  isImage: boolean;
}

const quotedList = (values: readonly string[]): string => values.map((value) => `'${value}'`).join(', ');

/**
 * feed holds a feed's key: an admin feed's uuid, or a level or role name. It has no foreign key
 * because level and role feeds are computed; deleting an admin feed deletes its posts in the same transaction.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    feed: text('feed').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    bodyPreview: text('body_preview').notNull().default(''),
    type: text('type').$type<PostType>().notNull().default('post'),
    isPrivate: boolean('is_private').notNull().default(false),
    files: jsonb('files').$type<StoredPostFile[]>().notNull().default([]),
    taggedUsers: uuid('tagged_users').array().notNull().default(sql`'{}'::uuid[]`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull().default(3),
    done: boolean('done').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Ascending, so a backward scan serves ORDER BY ... DESC (NULLS FIRST) and a forward one the oldest first.
    index('posts_feed_created_idx').on(table.feed, table.createdAt, table.id),
    index('posts_created_idx').on(table.createdAt, table.id),
    index('posts_updated_idx').on(table.updatedAt, table.id),
    index('posts_type_created_idx').on(table.type, table.createdAt),
    // A page sorted by rating reads the posts its reader has not rated in this order, and stops at the page's end.
    index('posts_rating_created_idx').on(table.rating, table.createdAt, table.id),
    // Search is a substring match (Thai has no spaces between words), served by trigram indexes.
    index('posts_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('posts_body_trgm_idx').using('gin', sql`${table.body} gin_trgm_ops`),
    check('posts_type_known', sql.raw(`type IN (${quotedList(postTypes)})`)),
    check('posts_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

const postRef = () =>
  uuid('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' });
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One row per reader: expanding a post records it (mark_as_read false), Mark as read sets the flag. */
export const postReads = pgTable(
  'post_reads',
  {
    postId: postRef(),
    userId: userRef(),
    markAsRead: boolean('mark_as_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('post_reads_post_idx').on(table.postId)],
);

export const postOks = pgTable(
  'post_oks',
  {
    postId: postRef(),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('post_oks_post_idx').on(table.postId)],
);

export const postTodos = pgTable(
  'post_todos',
  {
    postId: postRef(),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('post_todos_post_idx').on(table.postId)],
);

export const postRatings = pgTable(
  'post_ratings',
  {
    postId: postRef(),
    userId: userRef(),
    rating: integer('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    check('post_ratings_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

export const postSections = pgTable(
  'post_sections',
  {
    postId: postRef(),
    sectionId: text('section_id').$type<PostSectionId>().notNull(),
    content: text('content').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.sectionId] }),
    check('post_sections_known', sql.raw(`section_id IN (${quotedList(postSectionIds)})`)),
  ],
);

/**
 * The memo each contributor hid from the banner (issue 35 item 12): it and every older memo stay hidden
 * for them, on every device, until a newer memo is posted. One row per user; removing the memo lets the
 * older ones show again.
 */
export const memoHides = pgTable('memo_hides', {
  userId: userRef().primaryKey(),
  postId: postRef(),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
});
