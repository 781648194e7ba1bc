import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostTodoBody, PostWriteResponse } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { applyPostWrite } from './post-cache.ts';

export const changePostTodo = ({ id, body }: { id: string; body: Partial<PostTodoBody> }): Promise<PostWriteResponse> =>
  apiRequest(`/api/posts/${id}/todo`, { method: 'POST', body, notifySuccess: true });

export const useChangePostTodo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePostTodo,
    onSuccess: ({ post }, { body }) =>
      applyPostWrite(queryClient, post, body.done === true ? 'mark-done' : body.remove ? 'todo-remove' : 'other'),
  });
};
