import type { ReviewVideo } from '#shared/projects/review/review.ts';

/** The uploader watches the progress until the job ends: the answers are polled while it runs. */
export const whileProcessing = (video: Pick<ReviewVideo, 'status'>): boolean =>
  video.status === 'queued' || video.status === 'encoding';
