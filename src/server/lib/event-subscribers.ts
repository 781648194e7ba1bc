import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventName, EventBus } from './events.ts';

export interface SubscriberDependencies {
  log: FastifyBaseLogger;
}

const loggedCommentEvents = ['comment.created', 'comment.replied', 'comment.mentioned'] as const satisfies DomainEventName[];

/**
 * The one place where modules subscribe to domain events, so the module that emits an event never
 * knows who listens. Notifications and live updates register here when they are built; until
 * then the activity log records each event (ids only: comment text stays out of the logs).
 */
export const registerEventSubscribers = (events: EventBus, { log }: SubscriberDependencies): void => {
  for (const name of loggedCommentEvents) {
    events.subscribe(name, ({ comment }) => {
      log.info({ event: name, commentId: comment.commentId, itemType: comment.itemType, itemId: comment.itemId }, 'domain event');
    });
  }
  events.subscribe('job.changed', ({ jobId, action, actorId }) => {
    log.info({ event: 'job.changed', jobId, action, actorId }, 'domain event');
  });
};
