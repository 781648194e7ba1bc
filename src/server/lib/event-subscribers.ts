import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventName, EventBus } from './events.ts';

export interface SubscriberDependencies {
  log: FastifyBaseLogger;
}

const loggedEvents: DomainEventName[] = ['comment.created', 'comment.replied', 'comment.mentioned'];

/**
 * The one place where modules subscribe to domain events, so the module that emits an event never
 * knows who listens. Notifications and live updates register here when they are built; until
 * then the activity log records each event (ids only: comment text stays out of the logs).
 */
export const registerEventSubscribers = (events: EventBus, { log }: SubscriberDependencies): void => {
  for (const name of loggedEvents) {
    events.subscribe(name, ({ comment }) => {
      log.info({ event: name, commentId: comment.commentId, itemType: comment.itemType, itemId: comment.itemId }, 'domain event');
    });
  }
};
