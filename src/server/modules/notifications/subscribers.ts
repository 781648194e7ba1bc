import type { ModuleContext } from '#server/modules/module-context.ts';
import {
  approvalNews,
  purchaseNews,
  commentNews,
  jobNews,
  mentionNews,
  orderNews,
  postNews,
  scriptNews,
  type NotificationDraft,
} from './audience.ts';
import { deliverNews } from './service.ts';
import type { NotificationRow } from './queries.ts';

export interface NotificationSubscription {
  unsubscribe: () => void;
  /** Resolves once every event received so far has been turned into notifications (tests, shutdown). */
  idle: () => Promise<void>;
}

/** Turns domain events into notifications; each event's recipients are written in one transaction. */
export const subscribeNotifications = (
  context: ModuleContext,
  onDelivered: (rows: NotificationRow[]) => void = () => undefined,
): NotificationSubscription => {
  const { events } = context;
  const inFlight = new Set<Promise<void>>();
  const deliver = (draft: Promise<NotificationDraft | null>): Promise<void> => {
    const work = (async () => {
      const news = await draft;
      if (!news) return;
      const { rows, mailed } = await deliverNews(context, news);
      onDelivered(rows);
      // The outbox rows are committed: the job only says "look now" (the minute schedule looks anyway).
      if (mailed) await context.queue.send('notification-mail', {});
    })();
    inFlight.add(work);
    return work.finally(() => inFlight.delete(work));
  };
  const unsubscribers = [
    events.subscribe('comment.created', ({ comment }) => deliver(commentNews(context, comment, null))),
    events.subscribe('comment.replied', ({ comment, parentAuthorId }) =>
      deliver(commentNews(context, comment, parentAuthorId)),
    ),
    events.subscribe('comment.mentioned', ({ comment, mentionedUserIds }) =>
      deliver(mentionNews(context, comment, mentionedUserIds)),
    ),
    events.subscribe('project.created', (event) => deliver(orderNews(context, event))),
    events.subscribe('project.scriptSubmitted', (event) => deliver(scriptNews(context, event))),
    events.subscribe('project.approved', (event) => deliver(approvalNews(context, event))),
    events.subscribe('project.purchased', (event) => deliver(purchaseNews(context, event))),
    events.subscribe('job.changed', (event) => deliver(jobNews(context, event))),
    events.subscribe('post.published', (event) => deliver(postNews(context, event))),
  ];
  return {
    unsubscribe: () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
};
