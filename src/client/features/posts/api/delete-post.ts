import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { postKeys } from './post-keys.ts';

export const deletePost = (id: string): Promise<{ message: string }> =>
  apiRequest(`/api/posts/${id}`, { method: 'DELETE', notifySuccess: true });

export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: postKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    },
  });
};
