import type { SocialMediaResponse, SocialTitleBody } from '#shared/projects/social/social.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useSocialChange } from './social-change.ts';
import { socialPath } from './social-path.ts';

export const addSocialTitle = (projectId: string, body: SocialTitleBody): Promise<SocialMediaResponse> =>
  apiRequest(socialPath(projectId, '/social-media-title'), { method: 'POST', body, notifySuccess: true });

export const useAddSocialTitle = (projectId: string) =>
  useSocialChange(projectId, (body: SocialTitleBody) => addSocialTitle(projectId, body));
