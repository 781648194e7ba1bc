import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostResponse } from '#shared/blog/blog.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { blogKeys } from './blog-keys.ts';

export const blogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.post(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<BlogPostResponse>(`/api/blogposts/${encodeURIComponent(id)}`, { signal })).post,
  });

export const useBlogPost = (id: string | null) => useQuery({ ...blogPostQueryOptions(id ?? ''), enabled: id !== null });
