import { hasAnyRole, isAdmin, isPm, type Actor } from '../users/levels.ts';
import { can } from '../users/permissions.ts';
import { isBiddingClosed, isBidLocked, isJobExpired, jobActionRules, type JobActionName } from './status.ts';
import {
  jobStatuses,
  jobTypes,
  rolesForJobType,
  type BidRecord,
  type JobRecord,
  type JobStatus,
  type JobType,
} from './types.ts';

export const isClaimer = (user: Actor | null | undefined, job: Pick<JobRecord, 'claimedBy'>): boolean =>
  user != null && job.claimedBy?.user === user._id;

/** Spec §6 claiming: one of the user's roles matches the job type. */
export const holdsRoleFor = (user: Actor | null | undefined, jobType: JobType): boolean => {
  const wanted = rolesForJobType(jobType);
  return wanted === 'any' || hasAnyRole(user, wanted);
};

/** The job types whose role the user holds: the Available list shows them only these. */
export const claimableJobTypes = (user: Actor | null | undefined): JobType[] =>
  jobTypes.filter((jobType) => holdsRoleFor(user, jobType));

export type ClaimBar = 'role' | 'staff';

/**
 * Spec §6: a role matches the job type, and the user is on staff or backup staff, or the job has
 * no staff list at all (both lists empty). What keeps a contributor from a job, or null.
 */
export const claimBar = (
  user: Actor | null | undefined,
  job: Pick<JobRecord, 'jobType' | 'staff' | 'staffBackup'>,
): ClaimBar | null => {
  if (!holdsRoleFor(user, job.jobType)) return 'role';
  const noStaffList = job.staff.length === 0 && job.staffBackup.length === 0;
  return user != null && (noStaffList || job.staff.includes(user._id) || job.staffBackup.includes(user._id))
    ? null
    : 'staff';
};

export const isEligibleForJob = (
  user: Actor | null | undefined,
  job: Pick<JobRecord, 'jobType' | 'staff' | 'staffBackup'>,
): boolean => user != null && can(user, 'viewJobs') && claimBar(user, job) === null;

/**
 * The Available list (spec §2 open filter) holds what the viewer may take; project managers, who
 * hand jobs out and moderate them, see every open job.
 */
export const availableListIsOwn = (user: Actor | null | undefined): boolean => !can(user, 'createJob');

/** Spec §6: admins, or PMs who are not the claimer. */
export const canModerateJob = (user: Actor | null | undefined, job: Pick<JobRecord, 'claimedBy'>): boolean =>
  isAdmin(user) || (can(user, 'viewJobs') && isPm(user) && !isClaimer(user, job));

/**
 * Spec §4 actions on fixed-price jobs. Auction jobs are not claimed: contributors claim spots and
 * submit bids, and a PM marks the auction completed.
 */
export const canPerformJobAction = (user: Actor | null | undefined, job: JobRecord, action: JobActionName): boolean => {
  const rule = jobActionRules[action];
  if (job.isAuction || !rule.from.includes(job.status)) return false;
  switch (rule.by) {
    case 'claimant':
      return job.claimedBy === null && isEligibleForJob(user, job);
    case 'claimer':
      return isClaimer(user, job);
    case 'moderator':
      return canModerateJob(user, job);
  }
};

export const allowedJobActions = (user: Actor | null | undefined, job: JobRecord): JobActionName[] =>
  (Object.keys(jobActionRules) as JobActionName[]).filter((action) => canPerformJobAction(user, job, action));

const ownBid = (user: Actor | null | undefined, job: Pick<JobRecord, 'bids'>): BidRecord | undefined =>
  user == null ? undefined : job.bids.find((bid) => bid.user === user._id);

/** Spec §4, §5: one spot (bid) per user, only while bidding is open. */
export const canClaimSpot = (user: Actor | null | undefined, job: JobRecord, now: Date): boolean =>
  job.isAuction && isEligibleForJob(user, job) && ownBid(user, job) === undefined && !isBiddingClosed(job, now);

/** The bidder submits work on a claimed spot until the job expires; a submitted bid is locked. */
export const canSubmitBid = (user: Actor | null | undefined, job: JobRecord, now: Date): boolean => {
  const bid = ownBid(user, job);
  return (
    job.isAuction && bid !== undefined && !isBidLocked(bid) && !isJobExpired(job, now) && job.status !== 'completed'
  );
};

/** A PM may remove any bid (after confirmation); a bidder may withdraw an own bid until it is submitted. */
export const canRemoveBid = (
  user: Actor | null | undefined,
  job: Pick<JobRecord, 'bids'>,
  bidUserId: string,
): boolean => {
  if (isPm(user)) return job.bids.some((bid) => bid.user === bidUserId);
  const bid = ownBid(user, job);
  return bid !== undefined && bid.user === bidUserId && !isBidLocked(bid);
};

/**
 * An auction ends when a moderator approves one submitted bid: its bidder becomes the claimer and the
 * job is completed. A PM never approves an own bid, as a PM never moderates a job they claimed.
 */
export const canApproveBid = (user: Actor | null | undefined, job: JobRecord, bidUserId: string): boolean =>
  job.isAuction &&
  job.status !== 'completed' &&
  (isAdmin(user) || (canModerateJob(user, job) && user?._id !== bidUserId)) &&
  job.bids.some((bid) => bid.user === bidUserId && isBidLocked(bid));

/** Spec §6: PMs see all bids; others only their own. */
export const visibleBids = <Bid extends BidRecord>(
  user: Actor | null | undefined,
  job: { bids: readonly Bid[] },
): Bid[] => (can(user, 'seeAllBids') ? [...job.bids] : job.bids.filter((bid) => user != null && bid.user === user._id));

/** Spec §4, §6: paid is settable by an admin, and only on a completed job. */
export const canSetJobPaid = (user: Actor | null | undefined, job: Pick<JobRecord, 'status'>): boolean =>
  can(user, 'markJobsPaid') && job.status === 'completed';

/** Spec §6: a PM edits the paid-by info (who paid, and when) of a job an admin marked paid. */
export const canEditPaidBy = (user: Actor | null | undefined, job: Pick<JobRecord, 'paid'>): boolean =>
  can(user, 'editPaidBy') && job.paid;

/**
 * Spec §4: a PM marks an auction completed or back to open. A paid job stays completed, because
 * paid is only valid on a completed job. Ending or reopening is a moderation (spec §6), so the
 * PM whose bid was approved does not do it.
 */
export const canToggleAuctionCompleted = (
  user: Actor | null | undefined,
  job: Pick<JobRecord, 'isAuction' | 'status' | 'paid' | 'claimedBy'>,
): boolean =>
  can(user, 'toggleAuctionCompleted') &&
  canModerateJob(user, job) &&
  job.isAuction &&
  !(job.status === 'completed' && job.paid);

export const auctionToggleTarget = (job: Pick<JobRecord, 'status'>): JobStatus =>
  job.status === 'completed' ? 'open' : 'completed';

/**
 * The job menu's status change (spec §4): PM only, to another status, never un-completing a paid
 * job. Any status set by hand decides the claimer's work, so it is a moderation (spec §6): a PM
 * never sets the status of a job they claimed.
 */
export const canChangeJobStatus = (
  user: Actor | null | undefined,
  job: Pick<JobRecord, 'status' | 'paid' | 'claimedBy'>,
  to: JobStatus,
): boolean =>
  can(user, 'useJobMenu') && canModerateJob(user, job) && to !== job.status && !(job.paid && to !== 'completed');

export const canDeleteJob = (user: Actor | null | undefined): boolean => can(user, 'useJobMenu');

/** Spec §6 create job: project managers, on a project out of the trash (a trashed project's jobs are listed nowhere). */
export const canCreateJobFor = (user: Actor | null | undefined, project: { deleted: boolean }): boolean =>
  can(user, 'createJob') && !project.deleted;

export type JobMenuItem = `status:${JobStatus}` | 'mark-paid' | 'mark-unpaid' | 'delete';

/** Spec §6 leaves per-role job menus open: PMs change status and delete, admins also mark paid. */
export const jobMenuItems = (
  user: Actor | null | undefined,
  job: Pick<JobRecord, 'status' | 'paid' | 'claimedBy'>,
): JobMenuItem[] => {
  const statuses = jobStatuses.filter((to) => canChangeJobStatus(user, job, to));
  const paidItems: JobMenuItem[] = canSetJobPaid(user, job) ? [job.paid ? 'mark-unpaid' : 'mark-paid'] : [];
  return [
    ...statuses.map((to): JobMenuItem => `status:${to}`),
    ...paidItems,
    ...(canDeleteJob(user) ? (['delete'] as const) : []),
  ];
};
