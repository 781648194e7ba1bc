import type { DomainMessageKey } from '../i18n/domain-en.ts';
import type { JobRecord, JobStatus } from './types.ts';

/** Spec §2 job list filters; incomplete is the default (spec §9). */
export const jobFilters = ['my-jobs', 'open', 'incomplete', 'inprogress', 'pending', 'completed', 'unpaid'] as const;
export type JobFilter = (typeof jobFilters)[number];
export const defaultJobFilter: JobFilter = 'incomplete';
export const everyoneJobUser = 'everyone';

export const parseJobFilter = (value: unknown): JobFilter =>
  jobFilters.find((filter) => filter === value) ?? defaultJobFilter;

/** incomplete: anything not completed. unpaid: completed but not paid. my-jobs: claimed by, or bid on by, the user. */
export const matchesJobFilter = (job: JobRecord, filter: JobFilter, userId: string | null): boolean => {
  switch (filter) {
    case 'my-jobs':
      return userId !== null && (job.claimedBy?.user === userId || job.bids.some((bid) => bid.user === userId));
    case 'incomplete':
      return job.status !== 'completed';
    case 'unpaid':
      return job.status === 'completed' && !job.paid;
    default:
      return job.status === filter;
  }
};

export const jobActionNames = ['claim', 'release-myself', 'submit', 'release-user', 'reject', 'approve'] as const;
export type JobActionName = (typeof jobActionNames)[number];

/** Who may take an action: an eligible contributor, only the claimer, or a moderator. */
export type JobActor = 'claimant' | 'claimer' | 'moderator';

export interface JobActionRule {
  from: readonly JobStatus[];
  by: JobActor;
  to: JobStatus;
  /** Whether the job keeps, takes or loses its claimer. */
  claim: 'keep' | 'set' | 'clear';
}

/** Spec §4 actions; the target statuses follow from what each action means. */
export const jobActionRules: Record<JobActionName, JobActionRule> = {
  claim: { from: ['open'], by: 'claimant', to: 'inprogress', claim: 'set' },
  'release-myself': { from: ['inprogress'], by: 'claimer', to: 'open', claim: 'clear' },
  submit: { from: ['inprogress'], by: 'claimer', to: 'pending', claim: 'keep' },
  'release-user': { from: ['inprogress'], by: 'moderator', to: 'open', claim: 'clear' },
  reject: { from: ['pending'], by: 'moderator', to: 'inprogress', claim: 'keep' },
  approve: { from: ['pending', 'inprogress'], by: 'moderator', to: 'completed', claim: 'keep' },
};

/** Spec §4 leaves action names open; reject reads Request Revision on its button. */
export const jobActionLabelKeys: Record<JobActionName, DomainMessageKey> = {
  claim: 'jobAction.claim',
  'release-myself': 'jobAction.release-myself',
  submit: 'jobAction.submit',
  'release-user': 'jobAction.release-user',
  reject: 'jobAction.reject',
  approve: 'jobAction.approve',
};

export const jobStatusLabelKeys: Record<JobStatus, DomainMessageKey> = {
  open: 'jobStatus.open',
  inprogress: 'jobStatus.inprogress',
  pending: 'jobStatus.pending',
  completed: 'jobStatus.completed',
};

export const jobFilterLabelKeys = Object.fromEntries(
  jobFilters.map((filter) => [filter, `jobFilter.${filter}`]),
) as Record<JobFilter, DomainMessageKey>;

const toTime = (value: Date | string): number => (value instanceof Date ? value.getTime() : Date.parse(value));

export const isJobExpired = (job: Pick<JobRecord, 'isExpired' | 'expiryDate'>, now: Date): boolean =>
  job.isExpired === true || (job.expiryDate !== null && toTime(job.expiryDate) <= now.getTime());

/**
 * Spec §4: a spot is available while bids are fewer than bidLimit. A non-PM sees only their own
 * bid, so the server also sends how many bids there are (bidCount).
 */
export const bidCountOf = (job: Pick<JobRecord, 'bids' | 'bidCount'>): number => job.bidCount ?? job.bids.length;

export const isSpotAvailable = (job: Pick<JobRecord, 'bids' | 'bidCount' | 'bidLimit'>): boolean =>
  bidCountOf(job) < job.bidLimit;

/** Spec §4: bidding closes at the bid limit or at expiry; a job already completed takes no bids either. */
export const isBiddingClosed = (job: JobRecord, now: Date): boolean =>
  !isSpotAvailable(job) || isJobExpired(job, now) || job.status === 'completed';

export type AuctionState = 'open-to-bid' | 'bid-closed';

export const auctionState = (job: JobRecord, now: Date): AuctionState =>
  isBiddingClosed(job, now) ? 'bid-closed' : 'open-to-bid';

export const auctionStateLabelKeys: Record<AuctionState, DomainMessageKey> = {
  'open-to-bid': 'auction.open-to-bid',
  'bid-closed': 'auction.bid-closed',
};

/** Spec §4: bid status submitted locks the bid; so does the auction's outcome, approved or declined. */
export const isBidLocked = (bid: { status: string }): boolean => bid.status !== 'claimed';
