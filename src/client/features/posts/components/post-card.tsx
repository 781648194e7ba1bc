import { useEffect, useState } from 'react';
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  Image,
  Pill,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  Typography,
  UnstyledButton,
} from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { imageUrl } from '#shared/format/image-url.ts';
import { timeAgo } from '#shared/format/time-ago.ts';
import {
  canMarkPostDone,
  canModifyPost,
  isHighlightedRating,
  isPostMarkedReadBy,
  isPostOkBy,
  isPostReadBy,
  isPostTodoBy,
  viewerRating,
  type Post,
} from '#shared/posts/posts.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { getCurrentUser, getPageData } from '#client/lib/page-data.ts';
import { useChangePostTodo } from '../api/change-post-todo.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useRatePost } from '../api/rate-post.ts';
import { useTrackPost } from '../api/track-post.ts';
import { pt } from '../post-text.ts';
import { postFormParam } from '../url-params.ts';
import { PostSections, type RenderComments } from './post-sections.tsx';

interface PostCardProps {
  post: Post;
  /** The feed the list shows, for the post's link and for where a removal leads. */
  feed: string;
  defaultExpanded?: boolean;
  renderComments: RenderComments;
}

const PostFiles = ({ post }: { post: Post }) => {
  if (post.files.length === 0) return null;
  const images = post.files.filter((file) => file.isImage);
  const others = post.files.filter((file) => !file.isImage);
  return (
    <Stack gap={6} aria-label={pt('posts.files')}>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {images.map((file) => (
            <Anchor
              key={file.id}
              href={imageUrl(getPageData().mediaHost, file.id, '_l')}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Image src={imageUrl(getPageData().mediaHost, file.id)} alt={file.name} radius="sm" h={120} fit="cover" />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      {others.length > 0 && (
        <Group gap={6}>
          {others.map((file) => (
            <Pill key={file.id}>{file.name}</Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
};

/** One post: a header that expands it (recording the read), its body, files, sections and the reader's actions. */
export const PostCard = ({ post, feed, defaultExpanded = false, renderComments }: PostCardProps) => {
  const user = getCurrentUser();
  const userId = user?._id ?? '';
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const track = useTrackPost();
  const todo = useChangePostTodo();
  const rate = useRatePost();
  const remove = useDeletePost();
  const read = isPostReadBy(post, userId);
  const marked = isPostMarkedReadBy(post, userId);
  const ok = isPostOkBy(post, userId);
  const inTodo = isPostTodoBy(post, userId);
  const rating = viewerRating(post, userId);
  const mayModify = canModifyPost(user, post);
  const mayMarkDone = canMarkPostDone(user, { user: post.user, users: post.users.map((person) => person._id) });

  // Spec §4: expanding a post records it read, not marked.
  const { mutate: trackRead } = track;
  useEffect(() => {
    if (expanded && !read) trackRead({ id: post._id, body: { readBy: true } });
  }, [expanded, read, post._id, trackRead]);

  const postLink = `/feed/${encodeURIComponent(feed)}/post/${post._id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="post-card"
      data-item-id={post._id}
      data-read={read}
      aria-label={post.title}
      component="article"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <UnstyledButton
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap={6} wrap="wrap" mb={2}>
            {!read && (
              <Badge size="xs" color="blue" variant="filled">
                {pt('posts.unread')}
              </Badge>
            )}
            {post.type !== 'post' && (
              <Badge
                size="xs"
                variant="light"
                color={post.type === 'memo' ? 'grape' : post.type === 'todo' ? 'orange' : 'gray'}
              >
                {pt(`posts.type.${post.type}`)}
              </Badge>
            )}
            {post.private && (
              <Badge size="xs" variant="outline" color="gray">
                {pt('posts.private')}
              </Badge>
            )}
            {post.done && (
              <Badge size="xs" color="green">
                {pt('posts.done')}
              </Badge>
            )}
          </Group>
          <Title order={3} size="h4" fz="md" style={{ overflowWrap: 'anywhere' }} fw={read ? 500 : 700}>
            {post.title}
          </Title>
          <Group gap={6} mt={4} wrap="nowrap">
            {post.author && <Avatar src={post.author.picture} alt="" size={20} radius="xl" />}
            {/* Seconds old when the server drew the page (decision 129), more when the browser takes it over. */}
            <Text size="xs" c="dimmed" truncate suppressHydrationWarning>
              {post.author ? pt('posts.by', { name: post.author.name }) : ''} ·{' '}
              {timeAgo(getPageData().locale, post.created, new Date())}
            </Text>
          </Group>
          {!expanded && post.bodyPreview && (
            <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
              {post.bodyPreview}
            </Text>
          )}
        </UnstyledButton>
        <Tooltip label={pt('posts.yourRating')} withArrow>
          <Box data-testid="post-rating" data-rating={rating} data-highlighted={isHighlightedRating(rating)}>
            <Rating
              value={rating}
              size="sm"
              color={isHighlightedRating(rating) ? 'orange' : 'gray'}
              aria-label={pt('posts.rating')}
              onChange={(value) => rate.mutate({ id: post._id, rating: value })}
            />
          </Box>
        </Tooltip>
      </Group>

      <Collapse expanded={expanded} data-testid="post-details">
        <Stack gap="sm" mt="sm">
          {post.bodyHtml && (
            // The server stored this html from the one markdown renderer, which passes no raw HTML.
            <Typography>
              <Box
                style={{ overflowWrap: 'anywhere' }}
                dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
                data-testid="post-body"
              />
            </Typography>
          )}
          <PostFiles post={post} />
          {post.users.length > 0 && (
            <Group gap={6} aria-label={pt('posts.tagged')}>
              <Text size="xs" c="dimmed">
                {pt('posts.tagged')}:
              </Text>
              {post.users.map((person) => (
                <Pill key={person._id}>{person.name}</Pill>
              ))}
            </Group>
          )}
          {(post.type === 'story' || post.sections.length > 0) && (
            <PostSections post={post} canEdit={mayModify} renderComments={renderComments} />
          )}
          <Text size="xs" c="dimmed">
            {pt('posts.readBy', { count: post.readBy.length })}
          </Text>
          <Group gap={6}>
            <Button
              size="compact-sm"
              variant={marked ? 'light' : 'filled'}
              loading={
                track.isPending && track.variables.body.readBy !== undefined && track.variables.body.okBy === undefined
              }
              onClick={() =>
                track.mutate({ id: post._id, body: marked ? { readBy: false } : { readBy: true, markAsRead: true } })
              }
            >
              {marked ? pt('posts.markUnread') : pt('posts.markRead')}
            </Button>
            <Button
              size="compact-sm"
              variant={ok ? 'filled' : 'light'}
              color="teal"
              aria-pressed={ok}
              onClick={() => track.mutate({ id: post._id, body: { okBy: !ok } })}
            >
              {post.okBy.length > 0 ? pt('posts.okCount', { count: post.okBy.length }) : pt('posts.ok')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              onClick={() => todo.mutate({ id: post._id, body: { remove: inTodo } })}
            >
              {inTodo ? pt('posts.todoRemove') : pt('posts.todoAdd')}
            </Button>
            {mayMarkDone && (
              <Button
                size="compact-sm"
                variant="light"
                color="green"
                onClick={() => todo.mutate({ id: post._id, body: { done: !post.done } })}
              >
                {post.done ? pt('posts.markUndone') : pt('posts.markDone')}
              </Button>
            )}
            {renderComments(post._id, 'post')}
            <Button size="compact-sm" variant="subtle" component={Link} to={postLink}>
              {pt('posts.open')}
            </Button>
            {mayModify && (
              <>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() =>
                    setSearchParams((params) => {
                      params.set(postFormParam, post._id);
                      return params;
                    })
                  }
                >
                  {pt('posts.edit')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    confirmAction(pt('posts.confirmRemove'), () =>
                      remove.mutate(post._id, { onSuccess: () => void navigate(`/feed/${encodeURIComponent(feed)}`) }),
                    )
                  }
                >
                  {pt('posts.remove')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Collapse>
    </Card>
  );
};
