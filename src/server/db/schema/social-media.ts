import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/** Spec §3 socialMedia.titles: a title proposed for the video's social posts, scored after it ran. */
export const socialTitles = pgTable(
  'social_titles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Spec §9 performance score (2, 1, 0, -1); null until scored. */
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_titles_project_idx').on(table.projectId, table.createdAt)],
);

/** Spec §3 ratings (per user): one 1-5 rating per user and title; the title's rating is their average. */
export const socialTitleRatings = pgTable(
  'social_title_ratings',
  {
    titleId: uuid('title_id')
      .notNull()
      .references(() => socialTitles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
  },
  (table) => [primaryKey({ columns: [table.titleId, table.userId] })],
);

/** Spec §3 socialMedia.covers: fileId, ext, score. */
export const socialCovers = pgTable(
  'social_covers',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.fileId] })],
);
