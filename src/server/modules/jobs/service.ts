import type { Executor } from '#server/db/client.ts';
import { recordWebhookEvent } from '#server/db/webhook-outbox.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import type { ViewerCheck } from '#server/db/viewer-check.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless, requireContributor } from '#server/lib/refusals.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import { findOwnUploads } from '#server/modules/files/index.ts';
import { applyJobApproval, loadProject, originalSceneIds } from '#server/modules/projects/index.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import {
  auctionToggleTarget,
  availableListIsOwn,
  claimableJobTypes,
  canApproveBid,
  canChangeJobStatus,
  canClaimSpot,
  canCreateJobFor,
  canDeleteJob,
  canEditPaidBy,
  canModerateJob,
  canPerformJobAction,
  canRemoveBid,
  canSetJobPaid,
  canSubmitBid,
  canToggleAuctionCompleted,
  isEligibleForJob,
  visibleBids,
} from '#shared/jobs/permissions.ts';
import { auctionExpiryDate, jobTotalPrice } from '#shared/jobs/pricing.ts';
import { productionStepOf } from '#shared/jobs/production.ts';
import type {
  Bid,
  Job,
  JobActionBody,
  JobBidBody,
  JobCreateBody,
  JobFile,
  JobListQuery,
  JobListResponse,
  JobPaidByBody,
  JobRouteAction,
  JobStatsResponse,
} from '#shared/jobs/schemas.ts';
import {
  everyoneJobUser,
  isBiddingClosed,
  isJobExpired,
  jobActionRules,
  type JobActionName,
} from '#shared/jobs/status.ts';
import { jobStatuses, rolesForJobType, type JobRecord, type JobStatus, type JobType } from '#shared/jobs/types.ts';
import { isContrib, isPm } from '#shared/users/levels.ts';
import { canSeeTrashedProject } from '#shared/projects/permissions.ts';
import { can } from '#shared/users/permissions.ts';
import { defaultAvatar, type SessionUser, type Viewer } from '#shared/users/schemas.ts';
import {
  closeExpiredAuctionRows,
  countRoleHolders,
  deleteBidRow,
  deleteJobRow,
  findJob,
  findUsersByIds,
  insertBidIfSpotLeft,
  insertJob,
  jobStatsByClaimer,
  jobStatsByStatus,
  listJobs as listJobRows,
  lockJob,
  settleBids,
  submitBidRow,
  transitionJob,
  type BidWithUser,
  type JobWithNames,
  type JobRow,
  type NewJobRow,
  claimedByUser,
  markedPaid,
  openAndUnclaimed,
} from './queries.ts';

const toRecord = (row: JobWithNames, bids: readonly BidWithUser[]): JobRecord => ({
  jobType: row.jobType,
  status: row.status,
  paid: row.paid,
  isAuction: row.isAuction,
  claimedBy: row.claimedBy ? { user: row.claimedBy } : null,
  staff: row.staff,
  staffBackup: row.staffBackup,
  bids: bids.map((bid) => ({ user: bid.userId, status: bid.status })),
  bidLimit: row.bidLimit,
  expiryDate: row.expiryDate,
  isExpired: row.expiredAt !== null,
});

const toBid = (bid: BidWithUser): Bid => ({
  id: bid.id,
  user: bid.userId,
  person: { _id: bid.userId, name: bid.userName, picture: bid.userPicture ?? defaultAvatar },
  status: bid.status,
  body: bid.body,
  bodyHtml: bid.bodyHtml,
  files: bid.files,
  created: bid.created,
});

/** The job as this viewer may see it: bids by spec §6, expiry by the server clock. */
const toJob = (row: JobWithNames, bids: readonly BidWithUser[], viewer: SessionUser, now: Date): Job => ({
  _id: row.id,
  project: { _id: row.projectId, title: row.projectTitle, starred: row.projectStarred },
  jobType: row.jobType,
  title: row.title,
  body: row.body,
  bodyHtml: row.bodyHtml,
  style: row.style,
  sceneCount: row.sceneCount,
  price: row.price,
  total: jobTotalPrice(row),
  staff: row.staff,
  staffBackup: row.staffBackup,
  sceneIds: row.sceneIds,
  isAuction: row.isAuction,
  expiresIn: row.expiresIn,
  expiryDate: row.expiryDate?.toISOString() ?? null,
  bidLimit: row.bidLimit,
  bids: visibleBids(viewer, { bids: bids.map((bid) => ({ ...bid, user: bid.userId })) }).map(toBid),
  bidCount: bids.length,
  isExpired: row.expiredAt !== null || isJobExpired({ expiryDate: row.expiryDate }, now),
  files: row.files,
  status: row.status,
  paid: row.paid,
  paidBy:
    row.paidBy && row.paidAt ? { user: row.paidBy, name: row.paidByName ?? '', date: row.paidAt.toISOString() } : null,
  important: row.important,
  claimedBy:
    row.claimedBy && row.claimedAt
      ? {
          user: row.claimedBy,
          name: row.claimerName ?? '',
          picture: row.claimerPicture ?? defaultAvatar,
          date: row.claimedAt.toISOString(),
        }
      : null,
  submission:
    row.submittedAt && row.submissionComment !== null
      ? {
          comment: row.submissionComment,
          commentHtml: row.submissionHtml ?? '',
          files: row.submissionFiles ?? [],
          date: row.submittedAt.toISOString(),
        }
      : null,
  revision:
    row.revisionComment !== null && row.revisionRequestedAt
      ? {
          comment: row.revisionComment,
          commentHtml: row.revisionHtml ?? '',
          date: row.revisionRequestedAt.toISOString(),
        }
      : null,
  createdBy: row.createdBy,
  created: row.createdAt.toISOString(),
});

interface LoadedJob {
  row: JobWithNames;
  bids: BidWithUser[];
  record: JobRecord;
}

/** A job of a trashed project is gone with it for everyone but power users, as the project is (its title included). */
const loadJob = async (db: ModuleContext['db'], jobId: string, viewer: SessionUser): Promise<LoadedJob> => {
  const row = await findJob(db, jobId);
  if (!row || (row.projectDeleted && !canSeeTrashedProject(viewer)))
    throw catalogueError('not_found', 'api.jobNotFound');
  return { row, bids: row.bids, record: toRecord(row, row.bids) };
};

const answer = async (context: ModuleContext, viewer: SessionUser, jobId: string, message?: ApiMessageKey) => {
  const { row, bids } = await loadJob(context.db, jobId, viewer);
  return { job: toJob(row, bids, viewer, context.clock.now()), ...(message ? { message: context.t(message) } : {}) };
};

/** Files must be uploads of the user, like comment attachments: an upload id seen elsewhere cannot be re-published. */
const checkOwnFiles = async (
  db: ModuleContext['db'],
  viewer: SessionUser,
  refs: readonly { id: string }[],
): Promise<JobFile[]> => {
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const uploads = await findOwnUploads(db, viewer._id, ids);
  return ids.map((id) => {
    const upload = uploads.get(id);
    if (!upload) throw catalogueError('bad_request', 'api.jobAttachOwnFiles');
    return upload;
  });
};

const checkStaff = async (db: ModuleContext['db'], ids: readonly string[]): Promise<string[]> => {
  const unique = [...new Set(ids)];
  const found = await findUsersByIds(db, unique);
  if (
    found.length !== unique.length ||
    found.some((user) => !isContrib({ _id: user.id, level: user.level, role: [] }))
  ) {
    throw catalogueError('bad_request', 'api.jobStaffUnknown');
  }
  return unique;
};

const emitChange = (
  context: ModuleContext,
  row: { id: string; projectId: string; claimedBy: string | null },
  action: string,
  actorId: string,
  text?: string,
): void => {
  void context.events.emit('job.changed', {
    jobId: row.id,
    projectId: row.projectId,
    action,
    actorId,
    claimerId: row.claimedBy,
    ...(text ? { text } : {}),
  });
};

/** When an auction is created, its close is sent for its expiry date (the database's clock). */
const scheduleAuctionClose = (
  context: ModuleContext,
  job: { id: string; expiryDate: Date | null },
): Promise<boolean> =>
  job.expiryDate
    ? context.queue.send('auction-expiry', { jobId: job.id }, { startAfter: job.expiryDate, singletonKey: job.id })
    : Promise.resolve(false);

/**
 * Spec §4: bidding on an auction closes at its expiry. The server closes it then, with no request
 * needed (issue 13): it records the close once and tells the people the job's rules name. An
 * auction already marked completed closed its bidding earlier, so its expiry is news to nobody.
 */
export const closeExpiredAuctions = async (
  context: ModuleContext,
  { jobId }: { jobId: string | null },
): Promise<number> => {
  const closed = await closeExpiredAuctionRows(context.db, context.clock.now(), jobId);
  // Awaited, so the job is done once the news is written: a crash before then runs the job again, finding nothing to close.
  for (const row of closed.filter((job) => job.status !== 'completed')) {
    await context.events.emit('job.changed', {
      jobId: row.id,
      projectId: row.projectId,
      action: 'expire',
      actorId: null,
      claimerId: row.claimedBy,
    });
  }
  return closed.length;
};

export const createJob = async (context: ModuleContext, { viewer, body }: { viewer: Viewer; body: JobCreateBody }) => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  refuseUnless(can(user, 'createJob'), user, 'api.jobCreateRefused');
  const { row: project } = await loadProject(context.db, body.projectId, user);
  refuseUnless(canCreateJobFor(user, project), user, 'api.jobProjectInTrash');
  const staff = await checkStaff(context.db, body.staff);
  const staffBackup = await checkStaff(context.db, body.staffBackup);
  const files = await checkOwnFiles(context.db, user, body.files);
  const projectScenes = await originalSceneIds(context.db, project.id);
  const sceneIds = body.sceneIds ? [...new Set(body.sceneIds)] : projectScenes;
  if (sceneIds.some((sceneId) => !projectScenes.includes(sceneId)))
    throw catalogueError('bad_request', 'api.jobScenesUnknown');
  const now = context.clock.now();
  const values: NewJobRow = {
    projectId: project.id,
    jobType: body.jobType,
    // Spec §5: 'other' asks for a title, every other type for a description.
    title: body.jobType === 'other' ? body.title : '',
    body: body.body,
    bodyHtml: renderMarkdown(body.body),
    style: body.style,
    sceneCount: body.sceneCount,
    price: body.price,
    staff,
    staffBackup,
    sceneIds,
    important: body.important,
    isAuction: body.isAuction,
    expiresIn: body.isAuction ? body.expiresIn : null,
    expiryDate: body.isAuction ? auctionExpiryDate(now, body.expiresIn) : null,
    bidLimit: body.bidLimit,
    files,
    createdBy: user._id,
    createdAt: now,
    updatedAt: now,
  };
  const row = await context.db.transaction((tx) => insertJob(tx, values));
  emitChange(context, row, 'create', user._id);
  if (row.isAuction) await scheduleAuctionClose(context, row);
  return answer(context, user, row.id, 'api.jobCreated');
};

export const getJob = async (context: ModuleContext, { viewer, id }: { viewer: Viewer; id: string }) =>
  answer(context, requireContributor(viewer, 'api.jobsContributorsOnly'), id);

export const listJobs = async (
  context: ModuleContext,
  { viewer, query, check }: { viewer: Viewer; query: JobListQuery; check: ViewerCheck },
): Promise<JobListResponse> => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  const byUser = query.user === everyoneJobUser ? null : query.user;
  refuseUnless(byUser === null || can(user, 'filterJobsByStaff'), user, 'api.jobStaffFilterRefused');
  const rows = await listJobRows(context.db, {
    filter: query.status,
    viewerId: user._id,
    byUser,
    claimableTypes: query.status === 'open' && availableListIsOwn(user) ? claimableJobTypes(user) : null,
    projectId: query.projectId,
    limit: query.limit,
    before: query.before,
    check,
  });
  const page = rows.slice(0, query.limit);
  const now = context.clock.now();
  return {
    items: page.map((row) => toJob(row, row.bids, user, now)),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
};

/** Why a fixed-price action is refused, in the words of the rule that refused it. */
const refusalOf = (user: SessionUser, job: JobRecord, action: JobActionName): ApiMessageKey => {
  const rule = jobActionRules[action];
  if (job.isAuction) return 'api.jobIsAuction';
  if (action === 'claim' && job.claimedBy) return 'api.jobAlreadyClaimed';
  if (!rule.from.includes(job.status)) return 'api.jobWrongStatus';
  if (rule.by === 'claimant') return 'api.jobClaimNotEligible';
  if (rule.by === 'claimer') return 'api.jobClaimerOnly';
  return canModerateJob(user, job) ? 'api.jobWrongStatus' : 'api.jobModeratorsOnly';
};

/** A project manager refused only because they claimed the job is told so, not that PMs may not. */
const moderationRefusal = (user: SessionUser, job: JobRecord, otherwise: ApiMessageKey): ApiMessageKey =>
  isPm(user) && !canModerateJob(user, job) ? 'api.jobModeratorsOnly' : otherwise;

const actionMessages: Record<JobRouteAction, ApiMessageKey> = {
  claim: 'api.jobClaimed',
  'release-myself': 'api.jobReleased',
  submit: 'api.jobSubmitted',
  'release-user': 'api.jobReleased',
  reject: 'api.jobRevisionRequested',
  approve: 'api.jobApproved',
  complete: 'api.jobCompleted',
  reopen: 'api.jobReopened',
  paid: 'api.jobMarkedPaid',
  unpaid: 'api.jobMarkedUnpaid',
};

const unclaimed = {
  claimedBy: null,
  claimedAt: null,
  submissionComment: null,
  submissionHtml: null,
  submissionFiles: null,
  submittedAt: null,
  revisionComment: null,
  revisionHtml: null,
  revisionRequestedAt: null,
};

/** Decision 108: a job's completion is recorded for webhooks in the transaction that completes it. */
const recordJobCompleted = (tx: Executor, row: JobRow, by: JobWrite): Promise<void> =>
  recordWebhookEvent(tx, by.at, {
    event: 'job.completed',
    data: { jobId: row.id, projectId: row.projectId, claimedBy: row.claimedBy, completedBy: by.userId },
  });

/** Who changes a job, and when: what the webhook events of the change say. */
interface JobWrite {
  userId: string;
  at: Date;
}

/** The approval and its production effect commit together (issue 13: the marketplace drives production). */
const completeWithProduction = async (
  tx: Executor,
  loaded: LoadedJob,
  set: Partial<NewJobRow>,
  from: readonly JobStatus[],
  by: JobWrite,
): Promise<boolean> => {
  const row = await transitionJob(tx, loaded.row.id, from, { ...set, status: 'completed' });
  if (!row) return false;
  await recordJobCompleted(tx, row, by);
  const step = productionStepOf(row.jobType);
  if (step) await applyJobApproval(tx, row.projectId, step, row.sceneIds);
  return true;
};

const approveBid = async (
  context: ModuleContext,
  user: SessionUser,
  loaded: LoadedJob,
  bidUser: string | undefined,
): Promise<boolean> => {
  if (!bidUser) throw catalogueError('bad_request', 'api.jobApproveChooseBid');
  refuseUnless(canApproveBid(user, loaded.record, bidUser), user, 'api.jobApproveBidRefused');
  const bid = loaded.bids.find((entry) => entry.userId === bidUser);
  return context.db.transaction(async (tx) => {
    await lockJob(tx, loaded.row.id);
    const completed = await completeWithProduction(
      tx,
      loaded,
      { claimedBy: bidUser, claimedAt: bid?.submitted ? new Date(bid.submitted) : context.clock.now() },
      ['open', 'inprogress', 'pending'],
      { userId: user._id, at: context.clock.now() },
    );
    if (completed) await settleBids(tx, loaded.row.id, bidUser);
    return completed;
  });
};

const fixedPriceAction = async (
  context: ModuleContext,
  user: SessionUser,
  loaded: LoadedJob,
  action: JobActionName,
  body: JobActionBody,
): Promise<boolean> => {
  if (action === 'approve' && loaded.row.isAuction) return approveBid(context, user, loaded, body.bidUser);
  if (!canPerformJobAction(user, loaded.record, action)) {
    const key = refusalOf(user, loaded.record, action);
    throw catalogueError(key === 'api.jobAlreadyClaimed' ? 'conflict' : 'forbidden', key, {
      status: loaded.row.status,
    });
  }
  const { id } = loaded.row;
  const rule = jobActionRules[action];
  const now = context.clock.now();
  switch (action) {
    case 'claim':
      return context.db.transaction(async (tx) => {
        const claimed = await transitionJob(
          tx,
          id,
          rule.from,
          { status: rule.to, claimedBy: user._id, claimedAt: now },
          openAndUnclaimed(),
        );
        if (!claimed) return false;
        await recordWebhookEvent(tx, now, {
          event: 'job.claimed',
          data: { jobId: id, projectId: claimed.projectId, claimedBy: user._id },
        });
        return true;
      });
    case 'release-myself':
      return (
        (await transitionJob(context.db, id, rule.from, { status: rule.to, ...unclaimed }, claimedByUser(user._id))) !==
        undefined
      );
    case 'submit': {
      // Work with neither a word nor a file leaves the moderator nothing to approve.
      if (body.comment === '' && body.files.length === 0) throw catalogueError('bad_request', 'api.jobSubmitEmpty');
      const files = await checkOwnFiles(context.db, user, body.files);
      const set = {
        status: rule.to,
        submissionComment: body.comment,
        submissionHtml: renderMarkdown(body.comment),
        submissionFiles: files,
        submittedAt: now,
      };
      return (await transitionJob(context.db, id, rule.from, set, claimedByUser(user._id))) !== undefined;
    }
    case 'release-user':
      return (await transitionJob(context.db, id, rule.from, { status: rule.to, ...unclaimed })) !== undefined;
    case 'reject': {
      // The claimer cannot revise without knowing what is wrong.
      if (body.comment === '') throw catalogueError('bad_request', 'api.jobRevisionReasonRequired');
      const set = {
        status: rule.to,
        revisionComment: body.comment,
        revisionHtml: renderMarkdown(body.comment),
        revisionRequestedAt: now,
      };
      return (await transitionJob(context.db, id, rule.from, set)) !== undefined;
    }
    case 'approve':
      return context.db.transaction((tx) =>
        completeWithProduction(tx, loaded, {}, rule.from, { userId: user._id, at: now }),
      );
  }
};

/**
 * POST /api/jobs/{id}/{action}: the spec §4 actions, the auction's completed toggle and the paid
 * marks. Each write is one conditional UPDATE on the status the rule allows, so when two people act
 * at once the second gets a 409 instead of undoing the first.
 */
export const performJobAction = async (
  context: ModuleContext,
  { viewer, id, action, body }: { viewer: Viewer; id: string; action: JobRouteAction; body: JobActionBody },
) => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  const loaded = await loadJob(context.db, id, user);
  const { record, row } = loaded;
  const now = context.clock.now();
  let done: boolean;
  switch (action) {
    case 'complete':
    case 'reopen': {
      const target = action === 'complete' ? 'completed' : 'open';
      refuseUnless(
        canToggleAuctionCompleted(user, record),
        user,
        moderationRefusal(user, record, 'api.jobAuctionToggleRefused'),
      );
      if (auctionToggleTarget(record) !== target)
        throw catalogueError('conflict', 'api.jobWrongStatus', { status: row.status });
      const from =
        target === 'completed' ? jobStatuses.filter((status) => status !== 'completed') : (['completed'] as const);
      done = await context.db.transaction(async (tx) => {
        const changed = await transitionJob(tx, id, from, { status: target, paid: false });
        if (changed && target === 'completed') await recordJobCompleted(tx, changed, { userId: user._id, at: now });
        return changed !== undefined;
      });
      break;
    }
    case 'paid':
    case 'unpaid': {
      refuseUnless(canSetJobPaid(user, record), user, 'api.jobPaidRefused');
      const set =
        action === 'paid' ? { paid: true, paidBy: user._id, paidAt: now } : { paid: false, paidBy: null, paidAt: null };
      done = await context.db.transaction(async (tx) => {
        const changed = await transitionJob(tx, id, ['completed'], set);
        if (changed && action === 'paid')
          await recordWebhookEvent(tx, now, {
            event: 'job.paid',
            data: { jobId: id, projectId: changed.projectId, claimedBy: changed.claimedBy, paidBy: user._id },
          });
        return changed !== undefined;
      });
      break;
    }
    default:
      done = await fixedPriceAction(context, user, loaded, action, body);
  }
  if (!done) throw catalogueError('conflict', action === 'claim' ? 'api.jobAlreadyClaimed' : 'api.jobChanged');
  const after = await answer(context, user, id, actionMessages[action]);
  // A release clears the claimer; the event still names who was released, so they hear of it.
  const changed = { id, projectId: row.projectId, claimedBy: after.job.claimedBy?.user ?? row.claimedBy };
  emitChange(context, changed, action, user._id, action === 'reject' ? body.comment : undefined);
  // An approved bid ends the auction for the other bidders too: each hears that another bid won.
  if (action === 'approve' && row.isAuction) emitChange(context, changed, 'decline-bids', user._id);
  return after;
};

/** Why claiming a spot is refused, so the bidder knows whether to wait, give up or ask a PM. */
const spotRefusal = (user: SessionUser, job: JobRecord, now: Date): ApiMessageKey => {
  if (!job.isAuction) return 'api.jobNotAuction';
  if (job.bids.some((bid) => bid.user === user._id)) return 'api.bidOnePerUser';
  if (!isEligibleForJob(user, job)) return 'api.jobClaimNotEligible';
  if (isJobExpired(job, now)) return 'api.bidExpired';
  return isBiddingClosed(job, now) && job.status !== 'completed' ? 'api.bidNoSpotLeft' : 'api.bidClosed';
};

export const claimSpot = async (context: ModuleContext, { viewer, id }: { viewer: Viewer; id: string }) => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  const loaded = await loadJob(context.db, id, user);
  const now = context.clock.now();
  if (!canClaimSpot(user, loaded.record, now)) {
    const key = spotRefusal(user, loaded.record, now);
    throw catalogueError(key === 'api.bidNoSpotLeft' || key === 'api.bidOnePerUser' ? 'conflict' : 'forbidden', key);
  }
  const bid = await context.db.transaction((tx) => insertBidIfSpotLeft(tx, id, user._id, now));
  if (!bid) {
    // Someone took the last spot (or this user's other tab took one) between the check and the insert.
    const again = await loadJob(context.db, id, user);
    throw catalogueError(
      'conflict',
      again.bids.some((entry) => entry.userId === user._id) ? 'api.bidOnePerUser' : 'api.bidNoSpotLeft',
    );
  }
  emitChange(context, loaded.row, 'claim-spot', user._id);
  return answer(context, user, id, 'api.bidSpotClaimed');
};

export const placeBid = async (
  context: ModuleContext,
  { viewer, id, body }: { viewer: Viewer; id: string; body: JobBidBody },
) => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  // Spec §3: the payload names the job and the bidder; they must be this job and this user.
  if (body.jobId !== id || body.user !== user._id) throw catalogueError('bad_request', 'api.bidForAnotherJob');
  const loaded = await loadJob(context.db, id, user);
  const now = context.clock.now();
  if (!canSubmitBid(user, loaded.record, now)) {
    const own = loaded.record.bids.find((bid) => bid.user === user._id);
    const key: ApiMessageKey = !loaded.row.isAuction
      ? 'api.jobNotAuction'
      : !own
        ? 'api.bidNoSpot'
        : own.status === 'submitted'
          ? 'api.bidLocked'
          : 'api.bidExpired';
    throw catalogueError(key === 'api.bidLocked' ? 'conflict' : 'forbidden', key);
  }
  const files = await checkOwnFiles(context.db, user, body.files);
  const bid = await context.db.transaction((tx) =>
    submitBidRow(tx, id, user._id, { body: body.body, bodyHtml: renderMarkdown(body.body), files }, now),
  );
  if (!bid) throw catalogueError('conflict', 'api.bidLocked');
  emitChange(context, loaded.row, 'bid', user._id);
  return answer(context, user, id, 'api.bidSubmitted');
};

export const removeBid = async (
  context: ModuleContext,
  { viewer, id, userId }: { viewer: Viewer; id: string; userId: string },
) => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  const loaded = await loadJob(context.db, id, user);
  if (!loaded.record.bids.some((bid) => bid.user === userId)) throw catalogueError('not_found', 'api.bidNotFound');
  refuseUnless(canRemoveBid(user, loaded.record, userId), user, 'api.bidRemoveRefused');
  const removed = await context.db.transaction((tx) => deleteBidRow(tx, id, userId));
  if (!removed) throw catalogueError('not_found', 'api.bidNotFound');
  return answer(context, user, id, 'api.bidRemoved');
};

/** The job menu's change of status (spec §4). Back to open frees the job; the production link only follows an approval. */
export const setJobStatus = async (
  context: ModuleContext,
  { viewer, id, status }: { viewer: Viewer; id: string; status: JobStatus },
) => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  const { row, record } = await loadJob(context.db, id, user);
  refuseUnless(canChangeJobStatus(user, record, status), user, moderationRefusal(user, record, 'api.jobStatusRefused'));
  const set = status === 'open' ? { status, ...unclaimed } : { status };
  const changed = await transitionJob(context.db, id, [row.status], set);
  if (!changed) throw catalogueError('conflict', 'api.jobChanged');
  emitChange(context, changed, `status:${status}`, user._id);
  return answer(context, user, id, 'api.jobStatusUpdated');
};

/** Spec §6 paid-by info: a PM corrects who paid a paid job and on which day (an admin's mark records themselves, now). */
export const setJobPaidBy = async (
  context: ModuleContext,
  { viewer, id, body }: { viewer: Viewer; id: string; body: JobPaidByBody },
) => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  const { record } = await loadJob(context.db, id, user);
  refuseUnless(canEditPaidBy(user, record), user, 'api.jobPaidByRefused');
  const [payer] = await findUsersByIds(context.db, [body.user]);
  if (!payer || !isContrib({ _id: payer.id, level: payer.level, role: [] }))
    throw catalogueError('bad_request', 'api.jobPaidByUnknown');
  if (body.date > context.clock.now().toISOString().slice(0, 10))
    throw catalogueError('bad_request', 'api.jobPaidDateFuture');
  // Midday UTC: the day reads the same in every time zone the studio works in.
  const paidAt = new Date(`${body.date}T12:00:00Z`);
  const changed = await transitionJob(context.db, id, ['completed'], { paidBy: payer.id, paidAt }, markedPaid());
  if (!changed) throw catalogueError('conflict', 'api.jobChanged');
  emitChange(context, changed, 'paid-by', user._id);
  return answer(context, user, id, 'api.jobPaidByUpdated');
};

export const removeJob = async (context: ModuleContext, { viewer, id }: { viewer: Viewer; id: string }) => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  refuseUnless(canDeleteJob(user), user, 'api.jobRemoveRefused');
  const { row } = await loadJob(context.db, id, user);
  const removed = await context.db.transaction((tx) => deleteJobRow(tx, id));
  if (!removed) throw catalogueError('not_found', 'api.jobNotFound');
  emitChange(context, row, 'remove', user._id);
  return { message: context.t('api.jobRemoved') };
};

/** The job form's warning (issue 35): how many contributors hold a role that may claim this type. */
export const roleHolders = async (
  context: ModuleContext,
  { viewer, jobType }: { viewer: Viewer; jobType: JobType },
): Promise<{ count: number }> => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  refuseUnless(can(user, 'createJob'), user, 'api.jobCreateRefused');
  return { count: await countRoleHolders(context.db, rolesForJobType(jobType)) };
};

/** Job stats for project managers: count and total by status and by the person who claimed them. */
export const jobStats = async (
  context: ModuleContext,
  { viewer, projectId }: { viewer: Viewer; projectId: string | undefined },
): Promise<JobStatsResponse> => {
  const user = requireContributor(viewer, 'api.jobsContributorsOnly');
  refuseUnless(can(user, 'viewJobStats'), user, 'api.jobStatsRefused');
  const [byStatus, byClaimer] = await Promise.all([
    jobStatsByStatus(context.db, projectId),
    jobStatsByClaimer(context.db, projectId),
  ]);
  const unclaimed = byClaimer.find((entry) => entry.user === null);
  return {
    byStatus: jobStatuses.map((status) => {
      const found = byStatus.find((entry) => entry.status === status);
      return { status, count: found?.count ?? 0, total: found?.total ?? 0 };
    }),
    byPerson: byClaimer.flatMap((entry) =>
      entry.user ? [{ user: entry.user, name: entry.name ?? '', count: entry.count, total: entry.total }] : [],
    ),
    unclaimed: { count: unclaimed?.count ?? 0, total: unclaimed?.total ?? 0 },
  };
};
