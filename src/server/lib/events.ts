import type { CommentTag } from '#shared/comments/comments.ts';

/** What every comment event carries: enough for a notification or a live update without reading the row again. */
export interface CommentEventComment {
  commentId: string;
  itemType: string;
  itemId: string;
  tag: CommentTag;
  authorId: string | null;
  authorName: string;
  text: string;
  replyTo: string | null;
}

/** A job changed hands or state (issue 13): enough for a notification to say who did what to which job. */
export interface JobEvent {
  jobId: string;
  projectId: string;
  action: string;
  /** Null when the server acted by itself (an auction closed at its expiry). */
  actorId: string | null;
  claimerId: string | null;
  /** What the actor wrote with it (a Request Revision's reason), for the notification's text. */
  text?: string;
}

/** A client or collaborator moved a project on: submitted its script, or approved a step (issue 15). */
export interface ProjectEvent {
  projectId: string;
  actorId: string | null;
}

/** A post was written or edited: the people newly tagged on it hear of it, and every reader of a new memo. */
export interface PostEvent {
  postId: string;
  actorId: string;
  type: string;
  newlyTagged: string[];
  created: boolean;
}

/** Every domain event by name; a module adds its events here so subscribers are checked against the payload. */
export interface DomainEvents {
  'comment.created': { comment: CommentEventComment };
  'comment.replied': { comment: CommentEventComment; parentId: string; parentAuthorId: string | null };
  'comment.mentioned': { comment: CommentEventComment; mentionedUserIds: string[] };
  /** A review comment was marked done or open again: open players refetch its item's comments. */
  'comment.resolved': { comment: CommentEventComment };
  'job.changed': JobEvent;
  /** A new project (an order from the cart): the studio's project managers hear of it. */
  'project.created': ProjectEvent;
  'project.scriptSubmitted': ProjectEvent;
  'project.approved': ProjectEvent & { type: 'script' | 'sketch' | 'storyboard' | 'changes' };
  'post.published': PostEvent;
  /** A project's scenes (text, status, order) or the project itself changed: open screens refetch it. */
  'project.changed': ProjectEvent & { scenes: boolean };
  /** A payment completed: the project, or one extension version (versionId), is now purchased (issue 18). */
  'project.purchased': ProjectEvent & { versionId: string | null };
  /** Someone read, OK'd or un-read a post: the tracking counts on open screens change. */
  'post.tracked': { postId: string; actorId: string };
  /**
   * Sessions of the user ended (signed out, a password changed or reset) or an admin changed their
   * level or roles: what was opened on the old state is checked again (live streams end, decision 093).
   */
  'user.accessChanged': { userId: string };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<Name extends DomainEventName> = (payload: DomainEvents[Name]) => void | Promise<void>;

export interface EventBus {
  /** Runs every subscriber; a failing subscriber is reported and never fails the write that emitted the event. */
  emit: <Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]) => Promise<void>;
  /** Answers a function that removes the subscriber again. */
  subscribe: <Name extends DomainEventName>(name: Name, handler: DomainEventHandler<Name>) => () => void;
}

export const createEventBus = (onSubscriberError: (error: unknown, name: DomainEventName) => void): EventBus => {
  const handlers = new Map<DomainEventName, Set<DomainEventHandler<DomainEventName>>>();
  return {
    emit: async (name, payload) => {
      const subscribers = [...(handlers.get(name) ?? [])];
      await Promise.all(
        subscribers.map(async (handler) => {
          try {
            await handler(payload);
          } catch (error) {
            onSubscriberError(error, name);
          }
        }),
      );
    },
    subscribe: (name, handler) => {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      const stored = handler as DomainEventHandler<DomainEventName>;
      set.add(stored);
      return () => {
        set.delete(stored);
      };
    },
  };
};
