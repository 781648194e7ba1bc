import type { PerformanceScore, SocialMediaResponse } from '#shared/projects/social/social.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useSocialChange } from './social-change.ts';
import { socialPath } from './social-path.ts';

export const scoreSocialCover = (
  projectId: string,
  fileId: string,
  score: PerformanceScore,
): Promise<SocialMediaResponse> =>
  apiRequest(socialPath(projectId, '/social-media-cover/performance'), { method: 'POST', body: { fileId, score } });

export const useScoreSocialCover = (projectId: string) =>
  useSocialChange(projectId, ({ fileId, score }: { fileId: string; score: PerformanceScore }) =>
    scoreSocialCover(projectId, fileId, score),
  );
