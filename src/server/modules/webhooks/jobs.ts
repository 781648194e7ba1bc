import { everyMinute, type JobWorker } from '#server/lib/job-queue.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { sendDueDeliveries, webhookDeliverySettings } from './service.ts';

/**
 * The webhook sender on the job queue (decision 108): a change's commit, a failed try and a resumed
 * subscription send the job; the minute schedule covers a send that was lost and the deliveries of a
 * sender that died holding them. The deliveries say what is due, so running it twice is harmless.
 */
export const webhookJobWorkers = (context: ModuleContext): JobWorker<'webhook-delivery'>[] => [
  {
    name: 'webhook-delivery',
    schedule: { cron: everyMinute, data: {} },
    run: async () => {
      // A full batch means more may be waiting: look again at once.
      while ((await sendDueDeliveries(context)) === webhookDeliverySettings.batchSize);
    },
  },
];

/** The domain events emitted after a change that records webhook deliveries: each says "look now". */
const eventsWithDeliveries = [
  'project.created',
  'project.changed',
  'project.approved',
  'project.purchased',
  'comment.created',
  'comment.replied',
  'job.changed',
] as const;

/**
 * Sends the webhook job after every change that may have recorded deliveries, whose rows are committed
 * by then (a status set in the settings, which no event follows, sends it itself).
 */
export const nudgeWebhookDeliveries = ({ events, queue }: ModuleContext): void => {
  for (const name of eventsWithDeliveries)
    events.subscribe(name, async () => {
      await queue.send('webhook-delivery', {}, { singletonKey: 'webhook-delivery' });
    });
};
