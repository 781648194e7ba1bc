import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { projects } from './projects.ts';

/** Every cover uploaded for a project, so a PM can go back to an earlier one (decision 041); projects.video_cover_url names the current one. */
export const projectCovers = pgTable(
  'project_covers',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.fileId] }),
    index('project_covers_project_idx').on(table.projectId, table.createdAt.desc().nullsFirst()),
  ],
);
