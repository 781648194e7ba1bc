import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '#shared/comments/comments.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { commentKeys } from '#client/features/comments/index.ts';

/** POST /api/comments/{id}/resolve (decision 110). */
export const resolveComment = (commentId: string, resolved: boolean) =>
  apiRequest<{ comment: Comment; message: string }>(`/api/comments/${encodeURIComponent(commentId)}/resolve`, {
    method: 'POST',
    body: { resolved },
    notifySuccess: true,
  });

export const useResolveComment = (videoId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, resolved }: { commentId: string; resolved: boolean }) =>
      resolveComment(commentId, resolved),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commentKeys.item(videoId) }),
  });
};
