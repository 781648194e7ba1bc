import type { SocialMediaResponse } from '#shared/projects/social/social.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useSocialChange } from './social-change.ts';
import { socialPath } from './social-path.ts';

export const removeSocialCover = (projectId: string, fileId: string): Promise<SocialMediaResponse> =>
  apiRequest(socialPath(projectId, '/social-media-cover'), {
    method: 'DELETE',
    query: { fileId },
    notifySuccess: true,
  });

export const useRemoveSocialCover = (projectId: string) =>
  useSocialChange(projectId, (fileId: string) => removeSocialCover(projectId, fileId));
