import type { PostListQuery } from '#shared/posts/posts.ts';

/** Every posts query starts with 'posts'; lists and single posts are refreshed together after a write. */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => ['posts', 'list'] as const,
  list: (query: Partial<PostListQuery>) => ['posts', 'list', query] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  memo: () => ['posts', 'memo'] as const,
};
