import { describe, expect, it } from 'vitest';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import {
  allowedJobActions,
  canChangeJobStatus,
  canCreateJobFor,
  canModerateJob,
  canPerformJobAction,
  canSetJobPaid,
  canToggleAuctionCompleted,
  isEligibleForJob,
  jobMenuItems,
} from '#shared/jobs/permissions.ts';
import {
  jobActionLabelKeys,
  jobActionNames,
  jobActionRules,
  jobStatusLabelKeys,
  matchesJobFilter,
  parseJobFilter,
  type JobActionName,
} from '#shared/jobs/status.ts';
import { jobStatuses, type JobRecord, type JobStatus } from '#shared/jobs/types.ts';
import { actorNames, actors, pms } from '../actors.ts';

const job = (overrides: Partial<JobRecord> = {}): JobRecord => ({
  jobType: 'script',
  status: 'open',
  paid: false,
  isAuction: false,
  claimedBy: null,
  staff: [],
  staffBackup: [],
  bids: [],
  bidLimit: 2,
  expiryDate: null,
  ...overrides,
});

const en = createTranslator('en');

describe('job actions by status (spec §4)', () => {
  // From which statuses each action starts, and where it leads.
  const from: Record<JobActionName, [JobStatus[], JobStatus]> = {
    claim: [['open'], 'inprogress'],
    'release-myself': [['inprogress'], 'open'],
    submit: [['inprogress'], 'pending'],
    'release-user': [['inprogress'], 'open'],
    reject: [['pending'], 'inprogress'],
    approve: [['pending', 'inprogress'], 'completed'],
  };
  const cells = jobActionNames.flatMap((action) => jobStatuses.map((status) => [action, status] as const));

  it.each(cells)('%s from %s', (action, status) => {
    // The claimer acts on their own job; a different admin moderates it; an eligible scriptwriter claims open ones.
    const claimed = status === 'open' ? null : { user: actors.scriptFreelancer._id };
    const record = job({ status, claimedBy: claimed });
    const by = jobActionRules[action].by;
    const actor = by === 'moderator' ? actors.admin : actors.scriptFreelancer;
    expect(canPerformJobAction(actor, record, action)).toBe(from[action][0].includes(status));
    expect(jobActionRules[action].to).toBe(from[action][1]);
  });

  it('labels the actions, reject as Request Revision', () => {
    expect(jobActionNames.map((action) => en(jobActionLabelKeys[action]))).toEqual([
      'Claim',
      'Release',
      'Submit for Approval',
      'Release User',
      'Request Revision',
      'Approve',
    ]);
    expect(jobStatuses.map((status) => en(jobStatusLabelKeys[status]))).toEqual([
      'Available',
      'In progress',
      'Pending approval',
      'Completed',
    ]);
  });
});

describe('who may act (spec §6)', () => {
  const inProgress = job({ status: 'inprogress', claimedBy: { user: actors.pmStaff._id } });

  it('lets only the claimer submit or release themselves', () => {
    expect(allowedJobActions(actors.pmStaff, inProgress)).toEqual(['release-myself', 'submit']);
    expect(allowedJobActions(actors.scriptFreelancer, inProgress)).toEqual([]);
  });

  it('moderation: admins, or PMs who are not the claimer', () => {
    expect(canModerateJob(actors.pmStaff, inProgress)).toBe(false);
    expect(canModerateJob(actors.pmFreelancer, inProgress)).toBe(true);
    expect(canModerateJob(actors.admin, job({ claimedBy: { user: actors.admin._id } }))).toBe(true);
    expect(canModerateJob(actors.staff, inProgress)).toBe(false);
    expect(allowedJobActions(actors.admin, inProgress)).toEqual(['release-user', 'approve']);
  });

  it.each<[string, Partial<JobRecord>, keyof typeof actors, boolean]>([
    ['role matches, no staff list', {}, 'scriptFreelancer', true],
    ['role does not match', {}, 'voiceFreelancer', false],
    ['on staff', { staff: ['u-free-script'] }, 'scriptFreelancer', true],
    ['on backup staff', { staffBackup: ['u-free-script'] }, 'scriptFreelancer', true],
    ['not on the staff list', { staff: ['someone-else'] }, 'scriptFreelancer', false],
    ['not on a backup-only list', { staffBackup: ['someone-else'] }, 'scriptFreelancer', false],
    ['on staff but wrong role', { staff: ['u-free-voice'] }, 'voiceFreelancer', false],
    ['a client never', {}, 'client', false],
    ['a visitor never', {}, 'visitor', false],
    ['other: every contributor', { jobType: 'other' }, 'freelancer', true],
    ['storyboard descriptions: storyboard role', { jobType: 'storyboard-descriptions' }, 'storyboardFreelancer', true],
    ['storyboard changes: its own role', { jobType: 'storyboard-changes' }, 'storyboardFreelancer', false],
  ])('claiming: %s', (_, overrides, name, allowed) => {
    expect(isEligibleForJob(actors[name], job(overrides))).toBe(allowed);
    expect(canPerformJobAction(actors[name], job(overrides), 'claim')).toBe(allowed);
  });

  it('never claims an auction job or an already claimed one', () => {
    expect(canPerformJobAction(actors.scriptFreelancer, job({ isAuction: true }), 'claim')).toBe(false);
    expect(canPerformJobAction(actors.scriptFreelancer, job({ claimedBy: { user: 'x' } }), 'claim')).toBe(false);
  });
});

describe('creating a job', () => {
  it.each(actorNames)('lets %s create jobs only as a PM, and never on a project in the trash', (name) => {
    const actor = actors[name];
    expect(canCreateJobFor(actor, { deleted: false })).toBe(pms.includes(name));
    expect(canCreateJobFor(actor, { deleted: true })).toBe(false);
  });
});

describe('paid, auction completion and the job menu', () => {
  it.each(jobStatuses)('paid settable by an admin only when completed: %s', (status) => {
    expect(canSetJobPaid(actors.admin, { status })).toBe(status === 'completed');
    expect(canSetJobPaid(actors.pmStaff, { status })).toBe(false);
  });

  it('lets a PM toggle an auction completed, but not un-complete a paid one', () => {
    expect(
      canToggleAuctionCompleted(actors.pmFreelancer, { isAuction: true, status: 'open', paid: false, claimedBy: null }),
    ).toBe(true);
    expect(
      canToggleAuctionCompleted(actors.pmFreelancer, {
        isAuction: true,
        status: 'completed',
        paid: true,
        claimedBy: null,
      }),
    ).toBe(false);
    expect(
      canToggleAuctionCompleted(actors.pmFreelancer, {
        isAuction: false,
        status: 'open',
        paid: false,
        claimedBy: null,
      }),
    ).toBe(false);
    expect(
      canToggleAuctionCompleted(actors.staff, { isAuction: true, status: 'open', paid: false, claimedBy: null }),
    ).toBe(false);
  });

  it('builds the menu per role', () => {
    expect(jobMenuItems(actors.admin, { status: 'completed', paid: false, claimedBy: null })).toEqual([
      'status:open',
      'status:inprogress',
      'status:pending',
      'mark-paid',
      'delete',
    ]);
    expect(jobMenuItems(actors.admin, { status: 'completed', paid: true, claimedBy: null })).toEqual([
      'mark-unpaid',
      'delete',
    ]);
    expect(jobMenuItems(actors.pmFreelancer, { status: 'open', paid: false, claimedBy: null })).toEqual([
      'status:inprogress',
      'status:pending',
      'status:completed',
      'delete',
    ]);
    expect(jobMenuItems(actors.staff, { status: 'open', paid: false, claimedBy: null })).toEqual([]);
    expect(canChangeJobStatus(actors.pmStaff, { status: 'completed', paid: true, claimedBy: null }, 'open')).toBe(
      false,
    );
  });

  it('keeps a PM who claimed the job out of its menu statuses and its auction toggle', () => {
    const own = { user: actors.pmStaff._id };
    expect(jobMenuItems(actors.pmStaff, { status: 'inprogress', paid: false, claimedBy: own })).toEqual(['delete']);
    expect(
      canToggleAuctionCompleted(actors.pmStaff, { isAuction: true, status: 'completed', paid: false, claimedBy: own }),
    ).toBe(false);
    expect(
      canChangeJobStatus(actors.pmFreelancer, { status: 'inprogress', paid: false, claimedBy: own }, 'completed'),
    ).toBe(true);
    expect(
      canChangeJobStatus(
        actors.admin,
        { status: 'inprogress', paid: false, claimedBy: { user: actors.admin._id } },
        'completed',
      ),
    ).toBe(true);
  });
});

describe('job list filters (spec §2)', () => {
  const record = job({ status: 'completed', claimedBy: { user: 'me' } });
  it.each<[string, boolean]>([
    ['my-jobs', true],
    ['open', false],
    ['incomplete', false],
    ['inprogress', false],
    ['pending', false],
    ['completed', true],
    ['unpaid', true],
  ])('%s', (filter, expected) => {
    expect(matchesJobFilter(record, parseJobFilter(filter), 'me')).toBe(expected);
  });

  it('defaults to incomplete', () => {
    expect(parseJobFilter(undefined)).toBe('incomplete');
    expect(matchesJobFilter(job({ status: 'pending' }), 'incomplete', null)).toBe(true);
    expect(matchesJobFilter(job({ status: 'completed', paid: true }), 'unpaid', null)).toBe(false);
    expect(matchesJobFilter(job({ bids: [{ user: 'me', status: 'claimed' }] }), 'my-jobs', 'me')).toBe(true);
  });
});
