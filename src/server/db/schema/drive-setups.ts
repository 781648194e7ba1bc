import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DriveSetupStatus } from '#shared/projects/drive/drive.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * One cloud drive setup of a project (decision 067): the job queue runs it, and its log lives here
 * so whichever instance answers the progress poll reads the same lines.
 */
export const driveSetups = pgTable(
  'drive_setups',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<DriveSetupStatus>().notNull().default('queued'),
    log: text('log').notNull().default(''),
    /** The project's own folder once created, so a retried run fills it instead of making a second. */
    rootFolder: jsonb('root_folder').$type<{ id: string; link: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running, a run that has not touched the row for a while is taken to have died. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('drive_setups_started_by_idx').on(table.startedBy, table.createdAt.desc().nullsFirst()),
    // At most one setup under way per project: a second start meets this index and is refused.
    uniqueIndex('drive_setups_one_active_idx').on(table.projectId).where(sql`status in ('queued', 'running')`),
  ],
);
