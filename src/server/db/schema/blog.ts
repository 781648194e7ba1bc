import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { users } from './users.ts';

/** Spec §3 blog post: _id, title, body, tags, shortId, slug. The slug follows the title; the shortId never changes. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    shortId: text('short_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_short_id_idx').on(table.shortId),
    index('blog_posts_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/** Images uploaded through the blog editor, the picker's list (GET /api/blogposts/files). */
export const blogFiles = pgTable(
  'blog_files',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_files_created_idx').on(table.createdAt.desc().nullsFirst(), table.fileId.desc().nullsFirst()),
  ],
);
