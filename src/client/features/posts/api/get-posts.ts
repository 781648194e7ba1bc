import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostListQuery, PostListResponse } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { postKeys } from './post-keys.ts';

export type PostsQuery = Pick<PostListQuery, 'feed'> & Partial<Omit<PostListQuery, 'feed'>>;

export const getPosts = (query: PostsQuery, signal?: AbortSignal): Promise<PostListResponse> =>
  apiRequest<PostListResponse>('/api/posts', { query, signal });

export const postsQueryOptions = (query: PostsQuery) =>
  queryOptions({ queryKey: postKeys.list(query), queryFn: ({ signal }) => getPosts(query, signal) });

export const usePosts = (query: PostsQuery) => useQuery(postsQueryOptions(query));
