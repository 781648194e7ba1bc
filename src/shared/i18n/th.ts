import { appTh } from './app-th.ts';
import { authTh } from './auth-th.ts';
import { commentsTh } from './comments-th.ts';
import { domainTh } from './domain-th.ts';
import { driveTh } from './drive-th.ts';
import { projectsTh } from './projects-th.ts';
import { scenesTh } from './scenes-th.ts';
import { videoTh } from './video-th.ts';
import { reviewTh } from './review-th.ts';
import type { MessageKey } from './en.ts';

export const th: Record<MessageKey, string> = {
  ...appTh,
  ...domainTh,
  ...projectsTh,
  ...commentsTh,
  ...scenesTh,
  ...videoTh,
  ...reviewTh,
  ...driveTh,
  ...authTh,
};
