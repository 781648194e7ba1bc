import type { CommentEventComment, JobEvent } from '#server/lib/events.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { canReachCommentItem } from '#server/modules/comments/index.ts';
import { canSeeComment } from '#shared/comments/comments.ts';
import { mayHearOf } from '#shared/notifications/notifications.ts';
import { isContrib } from '#shared/users/levels.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import type { LiveConnection, LiveHub } from './hub.ts';
import { findProjectAudience } from './queries.ts';

/**
 * What travels between server instances (PostgreSQL NOTIFY) or stays in this one: the change, not
 * its audience; each instance checks its own connections' permissions before sending.
 */
export type LiveChange =
  | { kind: 'comment'; comment: Pick<CommentEventComment, 'itemType' | 'itemId' | 'tag' | 'authorId'> & { isReply: boolean } }
  | { kind: 'job'; job: Pick<JobEvent, 'jobId' | 'projectId'> }
  | { kind: 'project'; projectId: string; scenes: boolean }
  | { kind: 'post'; postId: string }
  | { kind: 'notified'; userIds: string[] };

type Context = Pick<ModuleContext, 'db' | 't'>;

/**
 * The connections that may hear of a change to an item: those who may reach it by its own rule and,
 * for a project's items, the team or the project's own people. A project id doubles as a share link,
 * so the stream never hands one to a client who does not already work on the project, and never an
 * internal project's to a client (the notifications' shared rule).
 */
const audienceOf = async (context: Context, hub: LiveHub, itemType: string, itemId: string, allowed: (user: SessionUser) => boolean = () => true): Promise<LiveConnection[]> => {
  const project = await findProjectAudience(context.db, itemType, itemId);
  const chosen: LiveConnection[] = [];
  for (const connection of hub.connections()) {
    const { user } = connection;
    if (!allowed(user)) continue;
    if (project && !(isContrib(user) || project.people.includes(user._id))) continue;
    if (project && !mayHearOf(user, { tag: null, internalProject: project.internal })) continue;
    if (await canReachCommentItem(context, user, itemType, itemId)) chosen.push(connection);
  }
  return chosen;
};

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
    case 'project': {
      const keys = [['projects', 'one', change.projectId], ['projects', 'list'], ...(change.scenes ? [['scenes', change.projectId]] : [])];
      for (const connection of await audienceOf(context, hub, 'project', change.projectId)) connection.send({ invalidate: keys });
      return;
    }
    case 'post':
      for (const connection of await audienceOf(context, hub, 'post', change.postId)) connection.send({ invalidate: [['posts']] });
      return;
    case 'comment': {
      const { comment } = change;
      const record = { user: comment.authorId, tag: comment.tag, isReply: comment.isReply };
      const readers = await audienceOf(context, hub, comment.itemType, comment.itemId, (user) => canSeeComment(user, record));
      for (const connection of readers) connection.send({ invalidate: [['comments', comment.itemId]] });
    }
  }
};
