import { everyMinute, type JobWorker } from '#server/lib/job-queue.ts';
import { defaultMailDeliverySettings, sendDueNotificationMails, type MailDeliveryContext } from './mail.ts';

/**
 * The outbox's sender on the job queue (decisions 052, 060). A written notification sends the job,
 * one at a time however many are written; the minute schedule covers retries, digests waiting for
 * their hour and a send that was lost. The outbox says what is due, so running it twice is harmless.
 */
export const notificationJobWorkers = (context: MailDeliveryContext): JobWorker<'notification-mail'>[] => [
  {
    name: 'notification-mail',
    schedule: { cron: everyMinute, data: {} },
    run: async (_data, signal) => {
      const { batchSize } = defaultMailDeliverySettings;
      // A full batch means more may be waiting: look again at once, unless the app is stopping.
      while ((await sendDueNotificationMails(context)) === batchSize && !signal.aborted);
    },
  },
];
