import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentUpdateBody } from '#shared/comments/comments.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { commentKeys } from './comment-keys.ts';

export const updateComment = (id: string, body: CommentUpdateBody): Promise<{ comment: Comment; message: string }> =>
  apiRequest(`/api/comments/${id}`, { method: 'POST', body, notifySuccess: true });

export const useUpdateComment = (itemId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => updateComment(id, { text }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commentKeys.item(itemId) }),
  });
};
