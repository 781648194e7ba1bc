import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { commentKeys } from './comment-keys.ts';

export const deleteComment = (id: string): Promise<{ message: string }> =>
  apiRequest(`/api/comments/${id}`, { method: 'DELETE', notifySuccess: true });

export const useDeleteComment = (itemId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commentKeys.item(itemId) }),
  });
};
