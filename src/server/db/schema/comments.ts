import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { commentTags, type CommentFile, type CommentTag } from '#shared/comments/comments.ts';
import type { MarkShape } from '#shared/comments/marks.ts';
import { searchVector } from '../search-text.ts';
import { users } from './users.ts';

/**
 * Comments attach to every kind of item by type and id. item_id is text because post sections are
 * addressed as postId-sectionId; there is no foreign key to the item for the same reason, so the
 * item registry checks existence when a comment is written.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    tag: text('tag').$type<CommentTag>().notNull().default('none'),
    text: text('text').notNull(),
    html: text('html').notNull(),
    isReply: boolean('is_reply').notNull().default(false),
    replyTo: uuid('reply_to').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestName: text('guest_name'),
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    files: jsonb('files').$type<CommentFile[]>().notNull().default([]),
    isHidden: boolean('is_hidden').notNull().default(false),
    edited: boolean('edited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_item_tag_created_idx').on(table.itemId, table.tag, table.createdAt),
    index('comments_reply_to_idx').on(table.replyTo, table.createdAt),
    index('comments_text_words_idx').using('gin', searchVector(table.text)),
    index('comments_text_trgm_idx').using('gin', sql`${table.text} gin_trgm_ops`),
    check('comments_reply_shape', sql`${table.isReply} = (${table.replyTo} IS NOT NULL)`),
    check('comments_tag_known', sql.raw(`tag IN (${commentTags.map((tag) => `'${tag}'`).join(', ')})`)),
  ],
);

/**
 * The frame a review comment was written on, its range and its drawing (decision 110), beside the
 * comment rather than in it: every other comment has none, and the comment rules stay as they are.
 */
export const commentMarks = pgTable(
  'comment_marks',
  {
    commentId: uuid('comment_id')
      .primaryKey()
      .references(() => comments.id, { onDelete: 'cascade' }),
    frame: integer('frame').notNull(),
    inFrame: integer('in_frame'),
    outFrame: integer('out_frame'),
    shapes: jsonb('shapes').$type<MarkShape[]>().notNull().default([]),
    resolved: boolean('resolved').notNull().default(false),
  },
  (table) => [
    check(
      'comment_marks_frames',
      sql`${table.frame} >= 0 AND (${table.inFrame} IS NULL) = (${table.outFrame} IS NULL) AND ${table.inFrame} <= ${table.outFrame}`,
    ),
  ],
);
