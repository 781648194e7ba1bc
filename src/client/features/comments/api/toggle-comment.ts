import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '#shared/comments/comments.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { commentKeys } from './comment-keys.ts';

export const toggleComment = (id: string): Promise<{ comment: Comment; message: string }> =>
  apiRequest(`/api/comments/${id}/toggle`, { method: 'POST', notifySuccess: true });

export const useToggleComment = (itemId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleComment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commentKeys.item(itemId) }),
  });
};
