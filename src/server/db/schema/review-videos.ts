import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReviewSlot, ReviewVideoStatus } from '#shared/projects/review/review.ts';
import { files } from './files.ts';
import { projects, projectVersions } from './projects.ts';

/**
 * A delivered video made ready for frame-accurate review (decisions 110, 111): the uploaded file
 * stays as it came; a job probes it, writes the review proxy and the timeline sprite, and keeps
 * here what ffprobe read and how far it got. Review comments attach to this row's id.
 */
export const reviewVideos = pgTable(
  'review_videos',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Null for the original project's video, else the extension version's. */
    versionId: uuid('version_id').references(() => projectVersions.id, { onDelete: 'cascade' }),
    slot: text('slot').$type<ReviewSlot>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReviewVideoStatus>().notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    failure: text('failure'),
    fpsNum: integer('fps_num'),
    fpsDen: integer('fps_den'),
    frameCount: integer('frame_count'),
    duration: doublePrecision('duration'),
    width: integer('width'),
    height: integer('height'),
    proxyKey: text('proxy_key'),
    spriteKey: text('sprite_key'),
    spriteTiles: integer('sprite_tiles'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** While encoding, a run that has not touched the row for a while is taken to have died. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('review_videos_project_idx').on(table.projectId, table.versionId, table.createdAt.desc().nullsFirst()),
    index('review_videos_unfinished_idx').on(table.updatedAt).where(sql`status in ('queued', 'encoding')`),
  ],
);
