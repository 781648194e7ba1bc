import { everyMinute, type AnyJobWorker } from '#server/lib/job-queue.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { runReviewVideo, sweepReviewVideos } from './service.ts';

/** The review proxies' job and its safety net (decision 111). */
export const reviewJobWorkers = (context: ModuleContext): AnyJobWorker[] => [
  { name: 'review-video', run: ({ reviewVideoId }) => runReviewVideo(context, reviewVideoId) },
  {
    name: 'review-video-sweep',
    run: () => sweepReviewVideos(context),
    schedule: { cron: everyMinute, data: {} },
  },
];
