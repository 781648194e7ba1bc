import type { CommentTag } from '#shared/comments/comments.ts';

/** Every query of one item starts with the same two keys, so a write invalidates its lists and counts together. */
export const commentKeys = {
  item: (itemId: string) => ['comments', itemId] as const,
  list: (itemId: string, tag: CommentTag) => ['comments', itemId, 'list', tag] as const,
  count: (itemId: string) => ['comments', itemId, 'count'] as const,
  userLookup: (lookup: string) => ['comments', 'user-lookup', lookup] as const,
};
