import { everyMinute, type AnyJobWorker } from '#server/lib/job-queue.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { findStrandedDriveSetups } from './queries.ts';
import { runDriveSetup } from './service.ts';

/**
 * The drive setup's background work (decisions 060, 067): the job sent at the start runs the setup;
 * the minute sweep runs any whose job was lost or whose run died with its instance.
 */
export const driveJobWorkers = (context: ModuleContext): AnyJobWorker[] => [
  {
    name: 'drive-setup',
    run: async ({ setupId }) => {
      await runDriveSetup(context, setupId);
    },
  },
  {
    name: 'drive-setup-sweep',
    schedule: { cron: everyMinute, data: {} },
    run: async () => {
      for (const setupId of await findStrandedDriveSetups(context.db)) await runDriveSetup(context, setupId);
    },
  },
];
