import { useMutation } from '@tanstack/react-query';
import type { BlogPostBody, BlogPostResponse } from '#shared/blog/blog.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** POST /api/blogposts/{id or empty}: without an id the post is created. */
export const saveBlogPost = (id: string | null, body: BlogPostBody): Promise<BlogPostResponse> =>
  apiRequest(`/api/blogposts/${id === null ? '' : encodeURIComponent(id)}`, {
    method: 'POST',
    body,
    notifySuccess: true,
  });

export const useSaveBlogPost = (id: string | null) =>
  useMutation({ mutationFn: (body: BlogPostBody) => saveBlogPost(id, body) });
