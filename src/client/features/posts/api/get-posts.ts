import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardTodoLoaded } from '#shared/app/limits.ts';
import type { PostListQuery, PostListResponse } from '#shared/posts/posts.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { postKeys } from './post-keys.ts';

export type PostsQuery = Pick<PostListQuery, 'feed'> & Partial<Omit<PostListQuery, 'feed'>>;

export const getPosts = (query: PostsQuery, signal?: AbortSignal): Promise<PostListResponse> =>
  apiRequest<PostListResponse>('/api/posts', { query, signal });

export const postsQueryOptions = (query: PostsQuery) =>
  queryOptions({ queryKey: postKeys.list(query), queryFn: ({ signal }) => getPosts(query, signal) });

export const usePosts = (query: PostsQuery) => useQuery(postsQueryOptions(query));

/** The dashboard's to-do list (spec §2): the viewer's to-do posts, highest rated first. */
export const todoListQuery: PostsQuery = { feed: 'todo', sort: 'rating', limit: dashboardTodoLoaded };

/** The dashboard's to-do board, admins only (spec §6): every open to-do post of the studio. */
export const todoBoardQuery: PostsQuery = { feed: 'all', type: 'todo', sort: 'rating', limit: 60 };
