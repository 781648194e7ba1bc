import type { PerformanceScore, SocialMediaResponse } from '#shared/projects/social/social.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useSocialChange } from './social-change.ts';
import { socialPath } from './social-path.ts';

export const scoreSocialTitle = (
  projectId: string,
  titleId: string,
  score: PerformanceScore,
): Promise<SocialMediaResponse> =>
  apiRequest(socialPath(projectId, `/social-media-title/${encodeURIComponent(titleId)}/performance`), {
    method: 'POST',
    body: { score },
  });

export const useScoreSocialTitle = (projectId: string) =>
  useSocialChange(projectId, ({ titleId, score }: { titleId: string; score: PerformanceScore }) =>
    scoreSocialTitle(projectId, titleId, score),
  );
