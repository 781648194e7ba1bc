import type { CommentEventComment, JobEvent } from '#server/lib/events.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { canReachCommentItem } from '#server/modules/comments/index.ts';
import { canSeeComment } from '#shared/comments/comments.ts';
import { isContrib } from '#shared/users/levels.ts';
import type { LiveHub } from './hub.ts';

/**
 * What travels between server instances (PostgreSQL NOTIFY) or stays in this one: the change, not
 * its audience; each instance checks its own connections' permissions before sending.
 */
export type LiveChange =
  | { kind: 'comment'; comment: Pick<CommentEventComment, 'itemType' | 'itemId' | 'tag' | 'authorId'> & { isReply: boolean } }
  | { kind: 'job'; job: Pick<JobEvent, 'jobId' | 'projectId'> }
  | { kind: 'notified'; userIds: string[] };

type Context = Pick<ModuleContext, 'db' | 't'>;

/** Sends each of this instance's connections what it may know of the change. */
export const dispatchLiveChange = async (context: Context, hub: LiveHub, change: LiveChange): Promise<void> => {
  switch (change.kind) {
    case 'notified':
      for (const connection of hub.ofUsers(change.userIds)) connection.send({ invalidate: [['notifications']] });
      return;
    case 'job':
      for (const connection of hub.connections()) {
        if (isContrib(connection.user)) connection.send({ invalidate: [['jobs']] });
      }
      return;
    case 'comment': {
      const { comment } = change;
      const record = { user: comment.authorId, tag: comment.tag, isReply: comment.isReply };
      for (const connection of hub.connections()) {
        if (!canSeeComment(connection.user, record)) continue;
        if (!(await canReachCommentItem(context, connection.user, comment.itemType, comment.itemId))) continue;
        connection.send({ invalidate: [['comments', comment.itemId]] });
      }
    }
  }
};
