import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialMediaResponse } from '#shared/projects/social/social.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { socialKeys } from './social-keys.ts';
import { socialPath } from './social-path.ts';

export const socialMediaQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: socialKeys.section(projectId),
    queryFn: async ({ signal }) =>
      (await apiRequest<SocialMediaResponse>(socialPath(projectId, '/social-media'), { signal })).socialMedia,
  });

export const useSocialMedia = (projectId: string) => useQuery(socialMediaQueryOptions(projectId));
