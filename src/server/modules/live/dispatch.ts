import type { CommentEventComment, JobEvent } from '#server/lib/events.ts';
import type { Db } from '#server/db/client.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { canReachCommentItem } from '#server/modules/comments/index.ts';
import { canSeeComment } from '#shared/comments/comments.ts';
import type { LiveMessage } from '#shared/notifications/live.ts';
import { canSeeTrashedProject } from '#shared/projects/permissions.ts';
import { isWithinProjectScope, projectSearchScope } from '#shared/search/search.ts';
import { isContrib } from '#shared/users/levels.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import type { LiveConnection, LiveHub } from './hub.ts';
import {
  findOpenSessions,
  findProjectAudience,
  type OpenSession,
  type ProjectAudience,
  type ProjectItemType,
} from './queries.ts';

/**
 * What travels between server instances (PostgreSQL NOTIFY) or stays in this one: the change, not
 * its audience; each instance checks its own connections' permissions before sending. `access`
 * carries no news: the user's streams are checked again, and those whose session ended or whose
 * level or roles changed end.
 */
export type LiveChange =
  | {
      kind: 'comment';
      comment: Pick<CommentEventComment, 'itemType' | 'itemId' | 'tag' | 'authorId'> & { isReply: boolean };
    }
  | { kind: 'job'; job: Pick<JobEvent, 'jobId' | 'projectId'> }
  | { kind: 'project'; projectId: string; scenes: boolean }
  | { kind: 'post'; postId: string }
  | { kind: 'notified'; userIds: string[] }
  | { kind: 'access'; userId: string };

type Context = Pick<ModuleContext, 'db' | 't' | 'config'>;

/** One user's streams on this instance, which hear the same news. */
interface Listener {
  user: SessionUser;
  streams: LiveConnection[];
}

/** The permission rules read the level and the roles; the rest of the user row may change under an open stream. */
const sameAccess = (user: SessionUser, session: OpenSession): boolean =>
  user.level === session.level &&
  user.role.length === session.roles.length &&
  user.role.every((role) => session.roles.includes(role));

/**
 * The streams that may hear a change, by user, after one read for all of them, however many: a
 * stream whose session ended or whose user's level or roles changed since it opened is ended instead
 * of answered, so nothing reaches it on what its user was (decision 093).
 */
const currentListeners = async (db: Db, candidates: readonly LiveConnection[]): Promise<Listener[]> => {
  if (candidates.length === 0) return [];
  const open = new Map(
    (await findOpenSessions(db, [...new Set(candidates.map((stream) => stream.tokenHash))])).map((session) => [
      session.tokenHash,
      session,
    ]),
  );
  const byUser = new Map<string, Listener>();
  for (const stream of candidates) {
    const session = open.get(stream.tokenHash);
    if (!session || !sameAccess(stream.user, session)) {
      stream.end();
      continue;
    }
    const listener = byUser.get(stream.user._id);
    if (listener) listener.streams.push(stream);
    else byUser.set(stream.user._id, { user: stream.user, streams: [stream] });
  }
  return [...byUser.values()];
};

/**
 * A project id doubles as a share link, so a stream names only the projects its user may find in the
 * list and the search (their own, every live one for power users, never an internal one for a
 * client), and a trashed one only to who may open the trash.
 */
const mayHearOfProject = (user: SessionUser, project: ProjectAudience): boolean =>
  isWithinProjectScope(projectSearchScope(user), { internal: project.internal, own: project.own.includes(user._id) }) &&
  (!project.deleted || canSeeTrashedProject(user));

const isProjectItem = (itemType: string): itemType is ProjectItemType => itemType === 'project' || itemType === 'scene';

/**
 * The listeners who may hear of a change to an item. A project and its scenes are decided for
 * everyone from one read of the project; another item (a job, a post) by its own rule
 * (`canReachCommentItem`), asked once per user, never once per stream.
 */
const audienceOf = async (
  context: Context,
  hub: LiveHub,
  itemType: string,
  itemId: string,
  allowed: (user: SessionUser) => boolean = () => true,
): Promise<Listener[]> => {
  if (isProjectItem(itemType)) {
    const project = await findProjectAudience(context.db, itemType, itemId);
    if (!project) return [];
    return currentListeners(
      context.db,
      hub.connections().filter(({ user }) => allowed(user) && mayHearOfProject(user, project)),
    );
  }
  const reached: Listener[] = [];
  for (const listener of await currentListeners(
    context.db,
    hub.connections().filter(({ user }) => allowed(user)),
  )) {
    if (await canReachCommentItem(context, listener.user, itemType, itemId)) reached.push(listener);
  }
  return reached;
};

const sendTo = (listeners: readonly Listener[], message: LiveMessage): void => {
  for (const listener of listeners) for (const stream of listener.streams) stream.send(message);
};

/** Sends each of this instance's connections what it may know of the change. */
export const dispatchLiveChange = async (context: Context, hub: LiveHub, change: LiveChange): Promise<void> => {
  const { db } = context;
  switch (change.kind) {
    case 'access':
      await currentListeners(db, hub.ofUsers([change.userId]));
      return;
    case 'notified':
      sendTo(await currentListeners(db, hub.ofUsers(change.userIds)), { invalidate: [['notifications']] });
      return;
    case 'job':
      sendTo(
        await currentListeners(
          db,
          hub.connections().filter(({ user }) => isContrib(user)),
        ),
        { invalidate: [['jobs']] },
      );
      return;
    case 'project': {
      const keys = [
        ['projects', 'one', change.projectId],
        ['projects', 'list'],
        ...(change.scenes ? [['scenes', change.projectId]] : []),
      ];
      sendTo(await audienceOf(context, hub, 'project', change.projectId), { invalidate: keys });
      return;
    }
    case 'post':
      sendTo(await audienceOf(context, hub, 'post', change.postId), { invalidate: [['posts']] });
      return;
    case 'comment': {
      const { comment } = change;
      const record = { user: comment.authorId, tag: comment.tag, isReply: comment.isReply };
      sendTo(await audienceOf(context, hub, comment.itemType, comment.itemId, (user) => canSeeComment(user, record)), {
        invalidate: [['comments', comment.itemId]],
      });
    }
  }
};
