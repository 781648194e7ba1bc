import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { dashboardTodoShown } from '#shared/app/limits.ts';
import { isHighlightedRating, viewerRating, type Post } from '#shared/posts/posts.ts';
import { Loading } from '#client/components/loading.tsx';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { plainAnchorClasses, plainCardClasses } from '#client/components/plain-classes.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { todoBoardQuery, todoListQuery, usePosts } from '../api/get-posts.ts';
import { pt } from '../post-text.ts';
import classes from './todo-list.module.css';

const TodoRow = ({ post }: { post: Post }) => {
  const rating = viewerRating(post, getCurrentUser()?._id ?? '');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Anchor component={Link} to={`/feed/todo/post/${post._id}`} size="sm" truncate>
        {post.title}
      </Anchor>
      <Badge
        size="sm"
        variant={isHighlightedRating(rating) ? 'filled' : 'light'}
        color={isHighlightedRating(rating) ? 'orange' : 'gray'}
      >
        {rating}
      </Badge>
    </Group>
  );
};

/** Dashboard: the viewer's to-do posts, highest rated first; 5 loaded, 4 shown (spec §2). */
export const TodoPostList = () => {
  const { data, isPending } = usePosts(todoListQuery);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={pt('posts.todoList.title')}>
      <Title order={3} size="h4" mb="sm">
        {pt('posts.todoList.title')}
      </Title>
      {isPending ? (
        <Loading />
      ) : (data?.items.length ?? 0) === 0 ? (
        <NothingHere />
      ) : (
        <Stack gap={6}>
          {data?.items.slice(0, dashboardTodoShown).map((post) => (
            <TodoRow key={post._id} post={post} />
          ))}
        </Stack>
      )}
    </Card>
  );
};

const boardColumns = [
  { key: 'posts.todoBoard.high', matches: (rating: number) => rating >= 4 },
  { key: 'posts.todoBoard.normal', matches: (rating: number) => rating === 3 },
  { key: 'posts.todoBoard.low', matches: (rating: number) => rating <= 2 },
] as const;

/** Dashboard, admins only (spec §6): every open to-do post of the studio, in columns by priority. */
export const TodoBoard = () => {
  const { data, isPending } = usePosts(todoBoardQuery);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={pt('posts.todoBoard.title')}>
      <Title order={3} size="h4" mb="sm">
        {pt('posts.todoBoard.title')}
      </Title>
      {isPending ? (
        <Loading />
      ) : (
        <Group align="flex-start" grow wrap="wrap" gap="sm">
          {boardColumns.map((column) => {
            const posts = (data?.items ?? []).filter((post) => column.matches(post.rating));
            return (
              <Stack key={column.key} gap={6} miw={160}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {pt(column.key)} · {posts.length}
                </Text>
                {posts.map((post) => (
                  <div key={post._id} className={`${plainCardClasses} ${classes.boardCard}`} data-with-border>
                    <Link
                      to={`/feed/${encodeURIComponent(post.feed)}/post/${post._id}`}
                      className={`${plainAnchorClasses} ${classes.boardLink}`}
                      data-underline="hover"
                    >
                      {post.title}
                    </Link>
                    <p className={classes.boardPeople}>{post.users.map((person) => person.name).join(', ')}</p>
                  </div>
                ))}
              </Stack>
            );
          })}
        </Group>
      )}
    </Card>
  );
};
