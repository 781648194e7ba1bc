import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { postKeys } from './post-keys.ts';

export const getPost = (id: string, signal?: AbortSignal): Promise<{ post: Post }> =>
  apiRequest<{ post: Post }>(`/api/posts/${id}`, { signal });

export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal) });

export const usePost = (id: string) => useQuery(postQueryOptions(id));
