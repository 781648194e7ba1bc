import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostTrackBody, PostWriteResponse } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { markMemoRead } from '../memo-state.ts';
import { applyPostWrite } from './post-cache.ts';

/** Expanding a post records a read quietly; marking, unmarking and OK say so. */
export const trackPost = ({ id, body }: { id: string; body: PostTrackBody }): Promise<PostWriteResponse> =>
  apiRequest(`/api/posts/${id}/track-users`, {
    method: 'POST',
    body,
    notifySuccess: body.okBy !== undefined || body.markAsRead !== undefined || body.readBy === false,
  });

export const useTrackPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trackPost,
    onSuccess: ({ post }, { body }) => {
      if (body.readBy === true) markMemoRead(post._id);
      applyPostWrite(queryClient, post, body.readBy === true && body.markAsRead === true ? 'mark-read' : 'other');
    },
  });
};
