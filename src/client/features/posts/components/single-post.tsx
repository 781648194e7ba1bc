import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { Loading } from '#client/components/loading.tsx';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { usePost } from '../api/get-post.ts';
import { pt } from '../post-text.ts';
import { PostCard } from './post-card.tsx';
import type { RenderComments } from './post-sections.tsx';

/** Spec §2 /feed/{feed}/post/{postId}: the post opened, with a way back to its feed. */
export const SinglePost = ({
  postId,
  feed,
  renderComments,
}: {
  postId: string;
  feed: string;
  renderComments: RenderComments;
}) => {
  const { data, isPending } = usePost(postId);
  if (isPending) return <Loading />;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={`/feed/${encodeURIComponent(feed)}`} size="sm">
        ← {pt('posts.backToFeed')}
      </Anchor>
      {data ? (
        <PostCard key={data.post._id} post={data.post} feed={feed} defaultExpanded renderComments={renderComments} />
      ) : (
        <NothingHere />
      )}
    </Stack>
  );
};
