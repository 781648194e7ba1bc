import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { postBodySchema, PostWriteResponse } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { postKeys } from './post-keys.ts';

export type PostInput = z.input<typeof postBodySchema>;

export const createPost = (body: PostInput): Promise<PostWriteResponse> =>
  apiRequest('/api/posts', { method: 'POST', body, notifySuccess: true });

export const useCreatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: ({ post }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
        // The author's own banner moves to the new memo at once, before the live message arrives.
        post.type === 'memo' && queryClient.invalidateQueries({ queryKey: postKeys.memo() }),
      ]),
  });
};
