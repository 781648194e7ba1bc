import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '#server/lib/loggable-error.ts';
import { defaultMailDeliverySettings, sendDueNotificationMails, type MailDeliveryContext, type MailDeliverySettings } from '#server/modules/notifications/index.ts';

export interface MailWorkerOptions extends Partial<MailDeliverySettings> {
  /** How often the outbox is looked at when nothing woke the worker earlier. */
  pollMs: number;
}

export interface MailWorker {
  /** Looks at the outbox now (a notification was just written) instead of at the next poll. */
  wake: () => void;
  /** Finishes the pass under way, then stops; unsent rows stay in the outbox for the next start. */
  stop: () => Promise<void>;
}

/**
 * The background sender of notification e-mails (decision 052). The work lives in the outbox table,
 * not in this process: the timer only decides when to look, so a restart loses nothing.
 */
export const startNotificationMailWorker = (context: MailDeliveryContext, log: FastifyBaseLogger, options: MailWorkerOptions): MailWorker => {
  const settings = { ...defaultMailDeliverySettings, ...options };
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(pass, delayMs);
    timer.unref();
  };

  const pass = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        // A full batch means more may be waiting: look again at once.
        while (!stopped && (await sendDueNotificationMails(context, settings)) === settings.batchSize);
      } catch (error) {
        log.error({ err: loggableError(error) }, 'notification mail pass failed');
      }
    })().finally(() => {
      running = null;
      if (again) {
        again = false;
        schedule(0);
      } else schedule(options.pollMs);
    });
  };

  schedule(0);
  return {
    wake: () => schedule(0),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};
