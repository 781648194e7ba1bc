import type { FastifyInstance } from 'fastify';
import type { CommentEventComment } from '#server/lib/events.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { createLiveBus } from './bus.ts';
import { createLiveHub } from './hub.ts';
import { liveRoutes } from './routes.ts';

export type { LiveBus } from './bus.ts';

/**
 * The live stream: comments and job changes reach every open screen allowed to see them, and a user's
 * new notifications reach their bell; a user's streams end with their session or their level.
 * Answers the bus the notifications module reports deliveries to.
 */
export const startLiveUpdates = async (app: FastifyInstance, context: ModuleContext) => {
  const hub = createLiveHub();
  const bus = await createLiveBus(context, hub, app.log);
  const { events } = context;
  const comment = ({ comment: event }: { comment: CommentEventComment }) =>
    bus.publish({
      kind: 'comment',
      comment: {
        itemType: event.itemType,
        itemId: event.itemId,
        tag: event.tag,
        authorId: event.authorId,
        isReply: event.replyTo !== null,
      },
    });
  events.subscribe('comment.created', comment);
  events.subscribe('comment.replied', comment);
  events.subscribe('comment.resolved', comment);
  events.subscribe('job.changed', ({ jobId, projectId }) => bus.publish({ kind: 'job', job: { jobId, projectId } }));
  events.subscribe('project.changed', ({ projectId, scenes }) => bus.publish({ kind: 'project', projectId, scenes }));
  events.subscribe('project.scriptSubmitted', ({ projectId }) =>
    bus.publish({ kind: 'project', projectId, scenes: true }),
  );
  events.subscribe('project.approved', ({ projectId }) => bus.publish({ kind: 'project', projectId, scenes: true }));
  // A new post, or one newly tagging people, shows on every open feed and memo banner allowed to read it.
  events.subscribe('post.published', ({ postId }) => bus.publish({ kind: 'post', postId }));
  events.subscribe('post.tracked', ({ postId }) => bus.publish({ kind: 'post', postId }));
  events.subscribe('user.accessChanged', ({ userId }) => bus.publish({ kind: 'access', userId }));
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const connection of hub.connections()) connection.end();
  });
  app.addHook('onClose', () => bus.close());
  await liveRoutes(app, context, hub);
  return {
    notified: (userIds: string[]) => bus.publish({ kind: 'notified', userIds }),
    streamsOpen: () => hub.count(),
  };
};
