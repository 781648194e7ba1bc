import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostWriteResponse } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { PostInput } from './create-post.ts';
import { postKeys } from './post-keys.ts';

export const updatePost = ({ id, body }: { id: string; body: PostInput }): Promise<PostWriteResponse> =>
  apiRequest(`/api/posts/${id}`, { method: 'POST', body, notifySuccess: true });

export const useUpdatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: ({ post }) => {
      queryClient.setQueryData(postKeys.detail(post._id), { post });
      return queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    },
  });
};
