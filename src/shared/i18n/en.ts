import { appEn } from './app-en.ts';
import { authEn } from './auth-en.ts';
import { commentsEn } from './comments-en.ts';
import { domainEn } from './domain-en.ts';
import { driveEn } from './drive-en.ts';
import { projectsEn } from './projects-en.ts';
import { scenesEn } from './scenes-en.ts';
import { videoEn } from './video-en.ts';
import { reviewEn } from './review-en.ts';

/** Every label, for the server and tests; the browser loads appEn at boot and each feature's catalogue in its own chunk. */
export const en = {
  ...appEn,
  ...domainEn,
  ...projectsEn,
  ...commentsEn,
  ...scenesEn,
  ...videoEn,
  ...reviewEn,
  ...driveEn,
  ...authEn,
} as const;

export type MessageKey = keyof typeof en;
