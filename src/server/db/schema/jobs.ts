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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { JobFile } from '#shared/jobs/schemas.ts';
import type { BidStatus, JobStatus, JobStyle, JobType } from '#shared/jobs/types.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * Spec §3 Job. Staff lists are uuid arrays because they are only read with their job; claims and
 * bids are filtered and counted, so the claimer is a column and bids have their own table.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    jobType: text('job_type').$type<JobType>().notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    style: text('style').$type<JobStyle>().notNull().default('Basic'),
    sceneCount: integer('scene_count').notNull().default(0),
    price: integer('price').notNull(),
    staff: uuid('staff').array().notNull().default(sql`'{}'::uuid[]`),
    staffBackup: uuid('staff_backup').array().notNull().default(sql`'{}'::uuid[]`),
    /** The original scenes the job is for: its approval moves these on, and no others. */
    sceneIds: uuid('scene_ids').array().notNull().default(sql`'{}'::uuid[]`),
    isAuction: boolean('is_auction').notNull().default(false),
    expiresIn: integer('expires_in'),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    /** When the server closed the auction at its expiry (decision 060); null while it runs. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    bidLimit: integer('bid_limit').notNull().default(2),
    files: jsonb('files').$type<JobFile[]>().notNull().default([]),
    status: text('status').$type<JobStatus>().notNull().default('open'),
    paid: boolean('paid').notNull().default(false),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    important: boolean('important').notNull().default(false),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    submissionComment: text('submission_comment'),
    submissionHtml: text('submission_html'),
    submissionFiles: jsonb('submission_files').$type<JobFile[]>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The moderator's reason for the last Request Revision, shown to the claimer until the job is released. */
    revisionComment: text('revision_comment'),
    revisionHtml: text('revision_html'),
    revisionRequestedAt: timestamp('revision_requested_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list pages newest first by (created_at, id) within a status, a project or a claimer.
    index('jobs_status_created_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('jobs_project_created_idx').on(
      table.projectId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('jobs_claimed_by_idx').on(table.claimedBy, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('jobs_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The expiry sweep reads the auctions still running by their expiry.
    index('jobs_auction_expiry_idx').on(table.expiryDate).where(sql`${table.isAuction} AND ${table.expiredAt} IS NULL`),
    check('jobs_status_known', sql`${table.status} IN ('open', 'inprogress', 'pending', 'completed')`),
    check('jobs_paid_when_completed', sql`NOT ${table.paid} OR ${table.status} = 'completed'`),
    check('jobs_bid_limit_range', sql`${table.bidLimit} BETWEEN 2 AND 7`),
  ],
);

/** One bid per user per auction (spec §5), enforced by the unique index as well as by the service. */
export const jobBids = pgTable(
  'job_bids',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<BidStatus>().notNull().default('claimed'),
    body: text('body').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    files: jsonb('files').$type<JobFile[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('job_bids_job_user_unique').on(table.jobId, table.userId),
    index('job_bids_user_idx').on(table.userId),
  ],
);
