import type { QueryClient } from '@tanstack/react-query';
import { leavesPostList, type Post, type PostListAction, type PostListResponse } from '#shared/posts/posts.ts';
import { postKeys } from './post-keys.ts';
import type { PostsQuery } from './get-posts.ts';

/**
 * Puts a post the server answered into every cached list and its own entry at once. Spec §4: marking
 * read in the unread feed, removing from to-do in the to-do feed, or marking done takes it out of the list.
 */
export const applyPostWrite = (queryClient: QueryClient, post: Post, action: PostListAction): void => {
  queryClient.setQueryData(postKeys.detail(post._id), { post });
  for (const [key, data] of queryClient.getQueriesData<PostListResponse>({ queryKey: postKeys.lists() })) {
    if (!data) continue;
    const query = key[2] as PostsQuery | undefined;
    const leaves = leavesPostList(query?.feed ?? 'all', action);
    queryClient.setQueryData<PostListResponse>(key, {
      items: leaves
        ? data.items.filter((item) => item._id !== post._id)
        : data.items.map((item) => (item._id === post._id ? post : item)),
    });
  }
  // Other lists (the to-do feed after an add, a sort by rating) catch up the next time they are shown.
  void queryClient.invalidateQueries({ queryKey: postKeys.lists(), refetchType: 'none' });
};
