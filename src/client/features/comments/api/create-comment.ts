import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Comment, commentCreateBodySchema } from '#shared/comments/comments.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { commentKeys } from './comment-keys.ts';

export type CreateCommentInput = z.input<typeof commentCreateBodySchema>;

export const createComment = (body: CreateCommentInput): Promise<{ comment: Comment; message: string }> =>
  apiRequest('/api/comments', { method: 'POST', body, notifySuccess: true });

export const useCreateComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    // Not awaited: the form clears as soon as the server has answered, while the lists refresh behind it.
    onSuccess: (_result, body) => void queryClient.invalidateQueries({ queryKey: commentKeys.item(body.itemId) }),
  });
};
