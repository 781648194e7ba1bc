import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

export const deleteBlogPost = (id: string): Promise<{ message: string }> =>
  apiRequest(`/api/blogposts/${encodeURIComponent(id)}`, { method: 'DELETE', notifySuccess: true });

export const useDeleteBlogPost = () => useMutation({ mutationFn: deleteBlogPost });
