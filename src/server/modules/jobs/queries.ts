import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { isoTimeOf } from '#server/db/iso-time.ts';
import { preparedStatementsByShape, writtenLimit } from '#server/db/prepared.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import { jobBids, jobs, projects, users } from '#server/db/schema/index.ts';
import { perSceneJobTypes } from '#shared/jobs/pricing.ts';
import type { JobFilter } from '#shared/jobs/status.ts';
import type { JobStatus } from '#shared/jobs/types.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type BidRow = typeof jobBids.$inferSelect;

export interface JobWithNames extends JobRow {
  bids: BidWithUser[];
  projectTitle: string;
  projectDeleted: boolean;
  projectStarred: boolean;
  projectSceneCount: number;
  claimerName: string | null;
  claimerPicture: string | null;
  paidByName: string | null;
}

/** A bid as the job's read carries it, its time already in the answer's words. */
export interface BidWithUser extends Pick<BidRow, 'id' | 'userId' | 'status' | 'body' | 'bodyHtml' | 'files'> {
  created: string;
  submitted: string | null;
  userName: string;
  userPicture: string | null;
}

const claimer = aliasedTable(users, 'claimer');
const payer = aliasedTable(users, 'payer');

/**
 * The bids of the outer job row, oldest first, built by PostgreSQL in the job's own read: a second
 * statement per list or job would cost a round trip and a Drizzle build on every call.
 */
const bidsOfJobRow = sql<BidWithUser[]>`coalesce((
  select json_agg(json_build_object('id', b.id, 'userId', b.user_id, 'status', b.status, 'body', b.body, 'bodyHtml', b.body_html, 'files', b.files,
    'created', ${isoTimeOf(sql`b.created_at`)}, 'submitted', ${isoTimeOf(sql`b.submitted_at`)}, 'userName', u.name, 'userPicture', u.picture) order by b.created_at, b.id)
  from ${jobBids} b join ${users} u on u.id = b.user_id where b.job_id = ${jobs.id}), '[]'::json)`;

const jobColumns = {
  ...getTableColumns(jobs),
  bids: bidsOfJobRow,
  projectTitle: projects.title,
  projectDeleted: projects.deleted,
  projectStarred: projects.starred,
  projectSceneCount: projects.sceneCount,
  claimerName: claimer.name,
  claimerPicture: claimer.picture,
  paidByName: payer.name,
};

const selectJobs = (db: Pick<Db, 'select'>) =>
  db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .leftJoin(claimer, eq(claimer.id, jobs.claimedBy))
    .leftJoin(payer, eq(payer.id, jobs.paidBy));

export const insertJob = async (db: Executor, values: NewJobRow): Promise<JobRow> => {
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error('inserting a job returned nothing');
  return row;
};

export const findJob = async (db: Pick<Db, 'select'>, jobId: string): Promise<JobWithNames | undefined> => {
  const [row] = await selectJobs(db).where(eq(jobs.id, jobId)).limit(1);
  return row;
};

/** Locks the job for the rest of the transaction, so decisions about its bids are taken one at a time. */
export const lockJob = async (db: Executor, jobId: string): Promise<JobRow | undefined> => {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  return row;
};

export const findUsersByIds = async (db: Pick<Db, 'select'>, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: users.id, level: users.level })
        .from(users)
        .where(inArray(users.id, [...ids]));

const hasBidBy = (userId: Placeholder): SQL =>
  exists(sql`(select 1 from ${jobBids} where ${jobBids.jobId} = ${jobs.id} and ${jobBids.userId} = ${userId})`);

const viewerIdValue = sql.placeholder('viewerId');
const byUserValue = sql.placeholder('byUser');

/** Spec §6 claim rule in SQL: a matching type, and on the staff lists or no staff list at all. */
const claimableBy = (userId: Placeholder): SQL =>
  sql`(${jobs.jobType} = any(string_to_array(${sql.placeholder('claimableTypes')}, ',')) and (
    (cardinality(${jobs.staff}) = 0 and cardinality(${jobs.staffBackup}) = 0)
    or ${userId}::uuid = any(${jobs.staff}) or ${userId}::uuid = any(${jobs.staffBackup})))`;

const filterCondition = (filter: JobFilter): SQL | undefined => {
  switch (filter) {
    case 'my-jobs':
      return or(eq(jobs.claimedBy, viewerIdValue), hasBidBy(viewerIdValue));
    case 'incomplete':
      return ne(jobs.status, 'completed');
    case 'unpaid':
      return and(eq(jobs.status, 'completed'), eq(jobs.paid, false));
    default:
      return eq(jobs.status, filter);
  }
};

export interface JobListOptions {
  filter: JobFilter;
  viewerId: string;
  /** By Staff (admins): jobs claimed by, or bid on by, this user. */
  byUser: string | null;
  /** The job types the viewer may claim, when the list holds only what they may take. */
  claimableTypes: readonly string[] | null;
  projectId: string | undefined;
  limit: number;
  before: string | undefined;
  check: ViewerCheck;
}

interface JobListShape {
  filter: JobFilter;
  claimable: boolean;
  byUser: boolean;
  projectId: boolean;
  before: boolean;
  limit: number;
}

/**
 * Newest first; keyset paging on (created_at, id) so a page never repeats or skips a job created in
 * the same instant. Prepared per shape of filter (decision 073).
 */
const jobListStatements = preparedStatementsByShape('list_jobs', (db: Db, shape: JobListShape, statementName) =>
  selectJobs(db)
    .where(
      and(
        viewerCheckPlaceholder,
        eq(projects.deleted, false),
        filterCondition(shape.filter),
        shape.claimable ? claimableBy(viewerIdValue) : undefined,
        shape.byUser ? or(eq(jobs.claimedBy, byUserValue), hasBidBy(byUserValue)) : undefined,
        shape.projectId ? eq(jobs.projectId, sql.placeholder('projectId')) : undefined,
        // A row comparison, not its spelled-out OR: only the row form is an index condition, so a deep page starts at its place in the index (decision 069).
        // The cursor's own row, not its time read back into JavaScript, which would lose the microseconds; an unknown cursor (a job deleted since) pages from the top.
        shape.before
          ? sql`(${jobs.createdAt}, ${jobs.id}) < (
              coalesce((select cursor.created_at from ${jobs} cursor where cursor.id = ${sql.placeholder('before')}), 'infinity'),
              coalesce((select cursor.id from ${jobs} cursor where cursor.id = ${sql.placeholder('before')}), 'ffffffff-ffff-ffff-ffff-ffffffffffff'))`
          : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(writtenLimit(shape.limit))
    .prepare(statementName),
);

export const listJobs = async (db: Db, options: JobListOptions): Promise<JobWithNames[]> =>
  jobListStatements(db, {
    filter: options.filter,
    claimable: options.claimableTypes !== null,
    byUser: options.byUser !== null,
    projectId: options.projectId !== undefined,
    before: options.before !== undefined,
    limit: options.limit + 1,
  }).execute({
    viewerId: options.viewerId,
    claimableTypes: options.claimableTypes?.join(','),
    byUser: options.byUser,
    projectId: options.projectId,
    before: options.before,
    ...viewerCheckValues(options.check),
  });

/**
 * Moves a job from one of `from` to a new state in one conditional UPDATE: when two people act at
 * once, the second finds the status already changed and updates nothing.
 */
export const transitionJob = async (
  db: Executor,
  jobId: string,
  from: readonly JobStatus[],
  set: Partial<NewJobRow>,
  extra?: SQL,
): Promise<JobRow | undefined> => {
  const [row] = await db
    .update(jobs)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, [...from]), extra))
    .returning();
  return row;
};

export const openAndUnclaimed = (): SQL => isNull(jobs.claimedBy) as SQL;
export const claimedByUser = (userId: string): SQL => eq(jobs.claimedBy, userId);
export const markedPaid = (): SQL => eq(jobs.paid, true);

/**
 * Takes a spot on an auction. The job row is locked first, so spots are counted one claim at a
 * time: of twenty simultaneous claims for the last spot exactly one inserts. Expiry is compared
 * with the server clock's now as well, so a claim is refused at the expiry date even before the
 * background close (decision 060) has run.
 */
export const insertBidIfSpotLeft = async (
  db: Executor,
  jobId: string,
  userId: string,
  now: Date,
): Promise<BidRow | undefined> => {
  const job = await lockJob(db, jobId);
  if (
    !job ||
    !job.isAuction ||
    job.status === 'completed' ||
    job.expiredAt !== null ||
    (job.expiryDate !== null && job.expiryDate <= now)
  )
    return undefined;
  const [taken] = await db.select({ value: count() }).from(jobBids).where(eq(jobBids.jobId, jobId));
  if ((taken?.value ?? 0) >= job.bidLimit) return undefined;
  const [row] = await db.insert(jobBids).values({ jobId, userId }).onConflictDoNothing().returning();
  return row;
};

/**
 * Closes the auctions whose expiry has passed by `now` (one, or all of them for the sweep). The
 * condition on expired_at makes it happen once: of two instances closing the same auction at the
 * same moment, one updates the row and the other finds nothing left to close.
 */
export const closeExpiredAuctionRows = async (db: Executor, now: Date, jobId: string | null) =>
  db
    .update(jobs)
    .set({ expiredAt: now, updatedAt: now })
    .where(
      and(
        eq(jobs.isAuction, true),
        isNull(jobs.expiredAt),
        lte(jobs.expiryDate, now),
        jobId ? eq(jobs.id, jobId) : undefined,
      ),
    )
    .returning({ id: jobs.id, projectId: jobs.projectId, claimedBy: jobs.claimedBy, status: jobs.status });

/** A claimed spot becomes a submitted bid once; the status condition makes a second submit update nothing. */
export const submitBidRow = async (
  db: Executor,
  jobId: string,
  userId: string,
  values: Pick<BidRow, 'body' | 'bodyHtml' | 'files'>,
  now: Date,
): Promise<BidRow | undefined> => {
  const [row] = await db
    .update(jobBids)
    .set({ ...values, status: 'submitted', submittedAt: now })
    .where(and(eq(jobBids.jobId, jobId), eq(jobBids.userId, userId), eq(jobBids.status, 'claimed')))
    .returning();
  return row;
};

/** The auction's outcome on every bid: the approved bidder's bid approved, each other bid declined. */
export const settleBids = async (db: Executor, jobId: string, winnerId: string): Promise<void> => {
  await db
    .update(jobBids)
    .set({ status: sql`case when ${jobBids.userId} = ${winnerId} then 'approved' else 'declined' end` })
    .where(eq(jobBids.jobId, jobId));
};

export const deleteBidRow = async (db: Executor, jobId: string, userId: string): Promise<boolean> => {
  const rows = await db
    .delete(jobBids)
    .where(and(eq(jobBids.jobId, jobId), eq(jobBids.userId, userId)))
    .returning({ id: jobBids.id });
  return rows.length > 0;
};

export const deleteJobRow = async (db: Executor, jobId: string): Promise<boolean> => {
  const rows = await db.delete(jobs).where(eq(jobs.id, jobId)).returning({ id: jobs.id });
  return rows.length > 0;
};

/** Spec §5 total in SQL: price × sceneCount for the per-scene types, otherwise the price. */
const totalOf = sql<number>`coalesce(sum(case when ${inArray(jobs.jobType, [...perSceneJobTypes])} then ${jobs.price} * ${jobs.sceneCount} else ${jobs.price} end), 0)::int`;

export const jobStatsByStatus = async (db: Db, projectId: string | undefined) =>
  db
    .select({ status: jobs.status, count: count(), total: totalOf })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .where(and(eq(projects.deleted, false), projectId ? eq(jobs.projectId, projectId) : undefined))
    .groupBy(jobs.status);

export const jobStatsByClaimer = async (db: Db, projectId: string | undefined) =>
  db
    .select({ user: jobs.claimedBy, name: claimer.name, count: count(), total: totalOf })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .leftJoin(claimer, eq(claimer.id, jobs.claimedBy))
    .where(and(eq(projects.deleted, false), projectId ? eq(jobs.projectId, projectId) : undefined))
    .groupBy(jobs.claimedBy, claimer.name)
    .orderBy(desc(totalOf));

/** How many contributors hold one of the roles (all of them for 'any'): a job nobody could claim is worth a warning. */
export const countRoleHolders = async (db: Pick<Db, 'select'>, roles: readonly string[] | 'any'): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(
      and(
        inArray(users.level, ['admin', 'staff', 'freelancer']),
        roles === 'any' ? undefined : sql`${users.roles} && string_to_array(${roles.join(',')}, ',')`,
      ),
    );
  return row?.value ?? 0;
};

export const insertBid = async (db: Executor, values: typeof jobBids.$inferInsert): Promise<BidRow> => {
  const [row] = await db.insert(jobBids).values(values).returning();
  if (!row) throw new Error('inserting a bid returned nothing');
  return row;
};
