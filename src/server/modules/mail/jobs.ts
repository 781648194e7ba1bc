import { everyMinute, type JobWorker } from '#server/lib/job-queue.ts';
import { outgoingMailSettings, sendDueOutgoingMails, type MailSendingContext } from './service.ts';

/**
 * The outgoing mails' sender on the job queue (decision 106): a failed try sends the job for its next
 * try; the minute schedule covers a send that was lost and the rows of a sender that died holding them.
 * The rows say what is due, so running it twice is harmless.
 */
export const outgoingMailJobWorkers = (context: MailSendingContext): JobWorker<'outgoing-mail'>[] => [
  {
    name: 'outgoing-mail',
    schedule: { cron: everyMinute, data: {} },
    run: async (_data, signal) => {
      // A full batch means more may be waiting: look again at once, unless the app is stopping.
      while ((await sendDueOutgoingMails(context)) === outgoingMailSettings.batchSize && !signal.aborted);
    },
  },
];
