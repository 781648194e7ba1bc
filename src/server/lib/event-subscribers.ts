import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventName, EventBus } from './events.ts';

export interface SubscriberDependencies {
  log: FastifyBaseLogger;
}

const loggedCommentEvents = [
  'comment.created',
  'comment.replied',
  'comment.mentioned',
] as const satisfies DomainEventName[];

/**
 * The activity log's subscription to domain events (ids only: comment text stays out of the logs).
 * The module that emits an event never knows who listens; the notifications module subscribes
 * itself (subscribeNotifications, started by buildApp).
 */
export const registerEventSubscribers = (events: EventBus, { log }: SubscriberDependencies): void => {
  for (const name of loggedCommentEvents) {
    events.subscribe(name, ({ comment }) => {
      log.info(
        { event: name, commentId: comment.commentId, itemType: comment.itemType, itemId: comment.itemId },
        'domain event',
      );
    });
  }
  events.subscribe('job.changed', ({ jobId, action, actorId }) => {
    log.info({ event: 'job.changed', jobId, action, actorId }, 'domain event');
  });
};
