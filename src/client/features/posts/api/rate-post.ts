import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostWriteResponse } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { applyPostWrite } from './post-cache.ts';

export const ratePost = ({ id, rating }: { id: string; rating: number }): Promise<PostWriteResponse> =>
  apiRequest(`/api/posts/${id}/rate`, { method: 'POST', body: { rating }, notifySuccess: true });

export const useRatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ratePost, onSuccess: ({ post }) => applyPostWrite(queryClient, post, 'other') });
};
