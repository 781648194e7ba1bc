import { Stack } from '@mantine/core';
import type { PostSort } from '#shared/posts/posts.ts';
import { Loading } from '#client/components/loading.tsx';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { usePosts } from '../api/get-posts.ts';
import { PostCard } from './post-card.tsx';
import type { RenderComments } from './post-sections.tsx';

export const PostList = ({
  feed,
  sort,
  search,
  renderComments,
}: {
  feed: string;
  sort: PostSort;
  search: string;
  renderComments: RenderComments;
}) => {
  const { data, isPending } = usePosts({ feed, sort, search: search || undefined });
  if (isPending) return <Loading />;
  const items = data?.items ?? [];
  if (items.length === 0) return <NothingHere />;
  return (
    <Stack gap="sm" data-testid="post-list">
      {items.map((post) => (
        <PostCard key={post._id} post={post} feed={feed} renderComments={renderComments} />
      ))}
    </Stack>
  );
};
