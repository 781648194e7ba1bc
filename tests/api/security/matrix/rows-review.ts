import { files, reviewVideos } from '#server/db/schema/index.ts';
import { canReplyToComment } from '#shared/comments/comments.ts';
import { json } from './project-row.ts';
import { defineRow, type MatrixRow } from './row.ts';
import { projectKinds, type ProjectKind, type ProjectTarget, type World } from './world.ts';

interface ReviewFixture {
  project: ProjectTarget;
  videoId: string;
  commentId: string;
}

/**
 * A project with a ready review video of its watermarked preview (which whoever may open the project
 * may watch) and a comment pinned to its frame 1 by an admin.
 */
const reviewFixture = async (world: World, target: string): Promise<ReviewFixture> => {
  const project = await world.project(target as ProjectKind);
  const { db } = world.t.database;
  const [file] = await db
    .insert(files)
    .values({
      name: 'cut.mp4',
      extension: 'mp4',
      type: 'video/mp4',
      size: 10,
      isImage: false,
      uploadedBy: world.users.admin._id,
    })
    .returning({ id: files.id });
  if (!file) throw new Error('file not inserted');
  const [video] = await db
    .insert(reviewVideos)
    .values({
      projectId: project.id,
      slot: 'watermarked',
      fileId: file.id,
      status: 'ready',
      fpsNum: 25,
      fpsDen: 1,
      frameCount: 100,
      duration: 4,
      width: 640,
      height: 360,
    })
    .returning({ id: reviewVideos.id });
  if (!video) throw new Error('review video not inserted');
  const pinned = await world.t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: { cookie: world.cookies.admin ?? '' },
    payload: { itemType: 'review-video', itemId: video.id, text: 'The logo is too small here', mark: { frame: 1 } },
  });
  if (pinned.statusCode !== 200) throw new Error(`review comment failed: ${pinned.statusCode} ${pinned.body}`);
  return { project, videoId: video.id, commentId: pinned.json<{ comment: { _id: string } }>().comment._id };
};

const reviewRow = (spec: Omit<Parameters<typeof defineRow<ReviewFixture>>[0], 'targets' | 'fixture'>): MatrixRow =>
  defineRow<ReviewFixture>({
    ...spec,
    targets: [...projectKinds],
    fixture: reviewFixture,
    request: async (call) => ({ ...(await spec.request(call)), scope: { projectId: call.fixture.project.id } }),
  });

/** Video review (issue 37, decisions 110 and 111): the videos of a project, and resolving a pinned comment. */
export const reviewRows: MatrixRow[] = [
  reviewRow({
    route: 'GET /api/projects/:id/review-videos',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.project.id}/review-videos`),
    allowed: () => true,
  }),
  reviewRow({
    route: 'GET /api/projects/:id/review-videos/:videoId',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.project.id}/review-videos/${fixture.videoId}`),
    allowed: () => true,
  }),
  reviewRow({
    route: 'POST /api/comments/:id/resolve',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/comments/${fixture.commentId}/resolve`, { resolved: true }),
    allowed: ({ actor }) => canReplyToComment(actor, { isReply: false }),
  }),
];
