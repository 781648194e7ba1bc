import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostSectionBody, PostWriteResponse } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { applyPostWrite } from './post-cache.ts';

export const savePostSection = ({ id, body }: { id: string; body: PostSectionBody }): Promise<PostWriteResponse> =>
  apiRequest(`/api/posts/${id}/section`, { method: 'POST', body, notifySuccess: true });

export const useSavePostSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePostSection,
    onSuccess: ({ post }) => applyPostWrite(queryClient, post, 'other'),
  });
};
