import { formatMoney } from '#shared/i18n/index.ts';
import type { Job } from '#shared/jobs/schemas.ts';
import type { JobRecord } from '#shared/jobs/types.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { t } from '../texts.ts';

/** 'other' jobs carry a title; every other job is named by its type. */
export const jobName = (job: Pick<Job, 'title' | 'jobType'>): string => job.title || t(`jobs.type.${job.jobType}`);

export const money = (amount: number): string => formatMoney(getPageData().locale, amount);

/** The shape the shared job rules take, from the job as the API answered it. */
export const toJobRecord = (job: Job): JobRecord => ({
  jobType: job.jobType,
  status: job.status,
  paid: job.paid,
  isAuction: job.isAuction,
  claimedBy: job.claimedBy ? { user: job.claimedBy.user } : null,
  staff: job.staff,
  staffBackup: job.staffBackup,
  bids: job.bids.map((bid) => ({ user: bid.user, status: bid.status })),
  bidCount: job.bidCount,
  bidLimit: job.bidLimit,
  expiryDate: job.expiryDate,
  isExpired: job.isExpired,
});

/** A running auction counts down to its expiry; once completed its bidding is over, whatever time is left. */
export const countdownExpiry = (job: Pick<Job, 'isAuction' | 'expiryDate' | 'status'>): string | null =>
  job.isAuction && job.status !== 'completed' ? job.expiryDate : null;

/** A job opens inside its project's jobs section when listed there, otherwise on its own page. */
export const jobPath = (job: Pick<Job, '_id' | 'project'>, inProject: boolean): string =>
  inProject ? `/projects/${job.project._id}/jobs/${job._id}` : `/jobs/${job._id}`;
