import { everyMinute, type AnyJobWorker } from '#server/lib/job-queue.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { closeExpiredAuctions } from './service.ts';

/**
 * The jobs module's background work (decision 060). The job sent when an auction is created closes
 * it on time; the minute sweep closes any whose job was lost or ran before the server's clock
 * reached the expiry. Both may try the same auction: the close itself happens once.
 */
export const jobsJobWorkers = (context: ModuleContext): AnyJobWorker[] => [
  {
    name: 'auction-expiry',
    run: async ({ jobId }) => {
      await closeExpiredAuctions(context, { jobId });
    },
  },
  {
    name: 'auction-expiry-sweep',
    schedule: { cron: everyMinute, data: {} },
    run: async () => {
      await closeExpiredAuctions(context, { jobId: null });
    },
  },
];
