import { jobBids } from '#server/db/schema/index.ts';
import {
  canDeleteComment,
  canEditComment,
  canSeeComment,
  canToggleCommentHidden,
  canUseCommentTag,
  type CommentTag,
} from '#shared/comments/comments.ts';
import {
  canChangeJobStatus,
  canClaimSpot,
  canCreateJobFor,
  canDeleteJob,
  canEditPaidBy,
  canPerformJobAction,
  canRemoveBid,
  canSubmitBid,
} from '#shared/jobs/permissions.ts';
import { can } from '#shared/users/permissions.ts';
import { json, projectRow } from './project-row.ts';
import { defineRow, type Call, type MatrixRow, type VisitorRefusal } from './row.ts';
import type { PlantedComment, ProjectTarget, World } from './world.ts';

const commentTargets = ['plain', 'admins', 'private'] as const;
type CommentTarget = (typeof commentTargets)[number];
const tagOf: Record<CommentTarget, CommentTag> = { plain: 'none', admins: 'admins', private: 'private' };

interface CommentFixture {
  project: ProjectTarget;
  comment: PlantedComment;
}

/** One shared project per world: the matrix and the hostile-input test each build a world of their own, on their own database. */
const sharedCommentProjects = new WeakMap<World, Promise<ProjectTarget>>();

const sharedCommentProject = (world: World): Promise<ProjectTarget> => {
  const known = sharedCommentProjects.get(world);
  if (known) return known;
  const project = world.project('own');
  sharedCommentProjects.set(world, project);
  return project;
};

/** Comments on a project anyone with its link may open, so what decides is the comment's tag and author. */
const commentFixture =
  (writes: boolean) =>
  async (world: World, target: string): Promise<CommentFixture> => {
    const project = writes ? await world.project('own') : await sharedCommentProject(world);
    return { project, comment: project.comments[target as CommentTarget] };
  };

const sees = ({ actor, fixture }: Call<CommentFixture>) => canSeeComment(actor, { ...fixture.comment, isReply: false });

/**
 * A count answer ({ count, counts, tags }) may count only the planted comments the caller may see:
 * a #admins or #private comment must not show through its tag's count or the total.
 */
const countLeaks = ({ actor, fixture }: Call<CommentFixture>, answer: unknown): string[] => {
  // A refusal's { message } counts nothing; whether it should have been a refusal is checked apart.
  if (typeof answer !== 'object' || answer === null || !('tags' in answer)) return [];
  const { count, tags } = answer as { count: number; tags: Partial<Record<CommentTag, number>> };
  const visible = Object.values(fixture.project.comments).filter((comment) =>
    canSeeComment(actor, { ...comment, isReply: false }),
  );
  const leaks = Object.entries(tags)
    .filter(([tag, tagCount]) => (tagCount ?? 0) > visible.filter((comment) => comment.tag === tag).length)
    .map(([tag]) => `the count of #${tag} comments`);
  return count > visible.length ? [...leaks, `a comment count of ${count} where ${visible.length} are visible`] : leaks;
};

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};

type CommentRowSpec = {
  route: string;
  writes?: boolean;
  visitorRefusal?: VisitorRefusal;
  request: (call: Call<CommentFixture>) => ReturnType<typeof json>;
  allowed: (call: Call<CommentFixture>) => boolean;
  leaks?: (call: Call<CommentFixture>, body: string) => string[];
};

const commentRow = (spec: CommentRowSpec) =>
  defineRow<CommentFixture>({
    ...spec,
    targets: commentTargets,
    fixture: commentFixture(spec.writes ?? false),
    request: (call) => ({ ...spec.request(call), scope: { projectId: call.fixture.project.id } }),
  });

/** The job rows' auction, with a spot the freelancer caller claimed, so submitting a bid can be allowed. */
const auctionWithOwnSpot = async (world: World, project: ProjectTarget): Promise<ProjectTarget> => {
  const freelancer = world.users.freelancer._id;
  await world.t.database.db.insert(jobBids).values({ jobId: project.auction.id, userId: freelancer });
  const bids = [...project.auction.record.bids, { user: freelancer, status: 'claimed' as const }];
  return { ...project, auction: { ...project.auction, record: { ...project.auction.record, bids } } };
};

/** Comments (spec §4, §6) and jobs (spec §4, §5, §6). */
export const commentAndJobRows: MatrixRow[] = [
  commentRow({
    route: 'GET /api/comments',
    // Visitors read and post comments on a shared link; a tab that is not theirs is refused as such (tests/api/comments).
    visitorRefusal: 'as-signed-in',
    request: ({ fixture, target }) =>
      json('GET', `/api/comments?itemType=project&itemId=${fixture.project.id}&tag=${tagOf[target as CommentTarget]}`),
    allowed: ({ actor, target }) => canUseCommentTag(actor, tagOf[target as CommentTarget]),
  }),
  commentRow({
    route: 'GET /api/comments/count',
    request: ({ fixture }) => json('GET', `/api/comments/count?itemType=project&itemId=${fixture.project.id}`),
    allowed: () => true,
    leaks: (call, body) => countLeaks(call, parsed(body)),
  }),
  commentRow({
    route: 'GET /api/comments/counts',
    request: ({ fixture }) => json('GET', `/api/comments/counts?itemType=project&itemIds=${fixture.project.id}`),
    allowed: () => true,
    leaks: (call, body) =>
      countLeaks(call, (parsed(body) as { counts: Record<string, unknown> }).counts[call.fixture.project.id]),
  }),
  commentRow({
    route: 'POST /api/comments',
    writes: true,
    visitorRefusal: 'as-signed-in',
    request: ({ fixture, target, actor }) =>
      json('POST', '/api/comments', {
        text: 'Looks great so far',
        itemType: 'project',
        itemId: fixture.project.id,
        tag: tagOf[target as CommentTarget],
        ...(actor ? {} : { guestName: 'A passer-by' }),
      }),
    allowed: ({ actor, target }) => canUseCommentTag(actor, tagOf[target as CommentTarget]),
  }),
  commentRow({
    route: 'POST /api/comments/:id',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/comments/${fixture.comment.id}`, { text: 'Edited for clarity' }),
    allowed: (call) => sees(call) && canEditComment(call.actor, call.fixture.comment),
  }),
  commentRow({
    route: 'DELETE /api/comments/:id',
    writes: true,
    request: ({ fixture }) => json('DELETE', `/api/comments/${fixture.comment.id}`),
    allowed: (call) => sees(call) && canDeleteComment(call.actor, call.fixture.comment),
  }),
  commentRow({
    route: 'POST /api/comments/:id/toggle',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/comments/${fixture.comment.id}/toggle`),
    allowed: (call) => sees(call) && canToggleCommentHidden(call.actor),
  }),

  defineRow({
    route: 'GET /api/jobs',
    request: () => json('GET', '/api/jobs'),
    allowed: ({ actor }) => can(actor, 'viewJobs'),
  }),
  projectRow({
    route: 'GET /api/jobs/stats',
    request: ({ fixture }) => json('GET', `/api/jobs/stats?projectId=${fixture.id}`),
    allowed: ({ actor }) => can(actor, 'viewJobStats'),
  }),
  projectRow({
    route: 'POST /api/jobs',
    writes: true,
    request: ({ fixture }) =>
      json('POST', '/api/jobs', {
        projectId: fixture.id,
        jobType: 'voice',
        body: 'Record the voice-over',
        sceneCount: 2,
        price: 10,
      }),
    allowed: ({ actor, fixture }) => canCreateJobFor(actor, fixture.record),
  }),
  defineRow({
    route: 'GET /api/jobs/role-holders',
    request: () => json('GET', '/api/jobs/role-holders?jobType=voice'),
    allowed: ({ actor }) => can(actor, 'createJob'),
  }),
  projectRow({
    route: 'POST /api/jobs/:id/paid-by',
    writes: true,
    request: ({ fixture, world }) =>
      json('POST', `/api/jobs/${fixture.job.id}/paid-by`, { user: world.users.freelancer._id, date: '2026-11-02' }),
    allowed: ({ actor, fixture }) => can(actor, 'viewJobs') && canEditPaidBy(actor, fixture.job.record),
  }),
  projectRow({
    route: 'GET /api/jobs/:id',
    request: ({ fixture }) => json('GET', `/api/jobs/${fixture.auction.id}`),
    allowed: ({ actor }) => can(actor, 'viewJobs'),
  }),
  projectRow({
    route: 'DELETE /api/jobs/:id',
    writes: true,
    request: ({ fixture }) => json('DELETE', `/api/jobs/${fixture.job.id}`),
    allowed: ({ actor }) => can(actor, 'viewJobs') && canDeleteJob(actor),
  }),
  projectRow({
    route: 'POST /api/jobs/:id/claim-spot',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/jobs/${fixture.auction.id}/claim-spot`),
    allowed: ({ actor, fixture }) => canClaimSpot(actor, fixture.auction.record, new Date()),
  }),
  defineRow<ProjectTarget>({
    route: 'POST /api/jobs/:id/bid',
    targets: ['own', 'foreign', 'internal'],
    writes: true,
    fixture: async (world, target) => auctionWithOwnSpot(world, await world.project(target as ProjectTarget['kind'])),
    request: ({ fixture, actor, world }) => ({
      ...json('POST', `/api/jobs/${fixture.auction.id}/bid`, {
        jobId: fixture.auction.id,
        user: actor?._id ?? world.users.freelancer._id,
        body: 'My take on the script',
      }),
      scope: { projectId: fixture.id },
    }),
    allowed: ({ actor, fixture }) => canSubmitBid(actor, fixture.auction.record, new Date()),
  }),
  projectRow({
    route: 'DELETE /api/jobs/:id/bid/:userId',
    writes: true,
    request: ({ fixture }) => json('DELETE', `/api/jobs/${fixture.auction.id}/bid/${fixture.auction.bidder}`),
    allowed: ({ actor, fixture }) =>
      can(actor, 'viewJobs') && canRemoveBid(actor, fixture.auction.record, fixture.auction.bidder),
  }),
  projectRow({
    route: 'POST /api/jobs/:id/status',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/jobs/${fixture.job.id}/status`, { status: 'inprogress' }),
    allowed: ({ actor, fixture }) =>
      can(actor, 'viewJobs') && canChangeJobStatus(actor, fixture.job.record, 'inprogress'),
  }),
  projectRow({
    route: 'POST /api/jobs/:id/:action',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/jobs/${fixture.job.id}/claim`),
    allowed: ({ actor, fixture }) => canPerformJobAction(actor, fixture.job.record, 'claim'),
  }),
];
