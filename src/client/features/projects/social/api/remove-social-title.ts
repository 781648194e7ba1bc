import type { SocialMediaResponse } from '#shared/projects/social/social.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useSocialChange } from './social-change.ts';
import { socialPath } from './social-path.ts';

export const removeSocialTitle = (projectId: string, titleId: string): Promise<SocialMediaResponse> =>
  apiRequest(socialPath(projectId, `/social-media-title/${encodeURIComponent(titleId)}`), {
    method: 'DELETE',
    notifySuccess: true,
  });

export const useRemoveSocialTitle = (projectId: string) =>
  useSocialChange(projectId, (titleId: string) => removeSocialTitle(projectId, titleId));
