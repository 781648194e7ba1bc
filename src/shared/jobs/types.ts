import type { Role } from '../users/schemas.ts';

/** Spec §3 job role list, plus the storyboard and other types spec §5 prices. */
export const jobTypes = [
  'script',
  'storyboard',
  'storyboard-changes',
  'storyboard-descriptions',
  'voice',
  'coloring',
  'recording',
  'video-export',
  'video-editing',
  'cover-image-design',
  'sound-design',
  'project-manager',
  'other',
] as const;
export type JobType = (typeof jobTypes)[number];

/**
 * Which roles "match" a job type (spec §6 claiming). Most types are a role of the same name.
 * Storyboard descriptions are written by whoever plans the pictures: a storyboard artist or a
 * script writer. 'other' is open to every contributor, because no role could match it.
 */
export const rolesForJobType = (jobType: JobType): readonly Role[] | 'any' => {
  if (jobType === 'other') return 'any';
  if (jobType === 'storyboard-descriptions') return ['storyboard', 'script'];
  return [jobType];
};

export const jobStyles = ['Basic', 'Custom'] as const;
export type JobStyle = (typeof jobStyles)[number];

export const jobStatuses = ['open', 'inprogress', 'pending', 'completed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** A submitted bid is approved (its bidder won the auction) or declined (another bid was approved). */
export const bidStatuses = ['claimed', 'submitted', 'approved', 'declined'] as const;
export type BidStatus = (typeof bidStatuses)[number];

export interface BidRecord {
  user: string;
  status: BidStatus;
}

/** The least the job rules need; ids are user ids. */
export interface JobRecord {
  jobType: JobType;
  status: JobStatus;
  paid: boolean;
  isAuction: boolean;
  claimedBy: { user: string } | null;
  staff: readonly string[];
  staffBackup: readonly string[];
  /** The bids the user may see (PMs all, others their own). */
  bids: readonly BidRecord[];
  /** Every bid, seen or not; absent when `bids` is the whole list. */
  bidCount?: number;
  bidLimit: number;
  expiryDate: Date | string | null;
  isExpired?: boolean;
}
