import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialMediaResponse } from '#shared/projects/social/social.ts';
import { socialKeys } from './social-keys.ts';

/** Every Cover & Titles call answers the whole section, sorted: the answer replaces the cached one. */
export const useSocialChange = <Variables>(
  projectId: string,
  send: (variables: Variables) => Promise<SocialMediaResponse>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => queryClient.setQueryData(socialKeys.section(projectId), response.socialMedia),
  });
};
