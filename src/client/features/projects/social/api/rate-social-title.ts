import type { SocialMediaResponse } from '#shared/projects/social/social.ts';
import type { RatingBody } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useSocialChange } from './social-change.ts';
import { socialPath } from './social-path.ts';

export const rateSocialTitle = (projectId: string, titleId: string, body: RatingBody): Promise<SocialMediaResponse> =>
  apiRequest(socialPath(projectId, `/social-media-title/${encodeURIComponent(titleId)}/rate`), {
    method: 'POST',
    body,
  });

export const useRateSocialTitle = (projectId: string) =>
  useSocialChange(projectId, ({ titleId, rating }: { titleId: string; rating: number }) =>
    rateSocialTitle(projectId, titleId, { rating }),
  );
