import { Badge } from '@mantine/core';
import type { ReviewVideo } from '#shared/projects/review/review.ts';
import { t } from '../../texts.ts';

const colours = { queued: 'gray', encoding: 'blue', ready: 'green', failed: 'red' } as const;

/** Where the video is on its way to review: queued, encoding n %, ready or failed (decision 111). */
export const ReviewStatus = ({ video }: { video: Pick<ReviewVideo, 'status' | 'progress'> }) => (
  <Badge size="sm" variant="light" color={colours[video.status]} data-testid="review-status">
    {t(`review.status.${video.status}`, { progress: video.progress })}
  </Badge>
);
