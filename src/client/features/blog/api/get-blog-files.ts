import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogFilesResponse } from '#shared/blog/blog.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { blogKeys } from './blog-keys.ts';

export const blogFilesQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.files(),
    queryFn: async ({ signal }) => (await apiRequest<BlogFilesResponse>('/api/blogposts/files', { signal })).items,
  });

export const useBlogFiles = () => useQuery(blogFilesQueryOptions());
