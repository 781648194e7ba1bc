import { useEffect, useState } from 'react';
import { Box, Button, Grid, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { feedShowsPostsOf, firstFeedId } from '#shared/feeds/feeds.ts';
import { defaultPostSort, postSorts, type PostSort } from '#shared/posts/posts.ts';
import { autocompleteDebounceMs } from '#shared/app/limits.ts';
import { Loading } from '#client/components/loading.tsx';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { CommentsButton } from '#client/features/comments/index.ts';
import {
  FeedFormModal,
  FeedListPanel,
  FeedSettingsPanel,
  FeedUserFormModal,
  MemberPictures,
  feedLabel,
  ft,
  teamOf,
  useFeeds,
} from '#client/features/feeds/index.ts';
import {
  PostFormModal,
  PostList,
  SinglePost,
  newPostValue,
  postFormParam,
  pt,
  type RenderComments,
} from '#client/features/posts/index.ts';

const renderComments: RenderComments = (itemId, itemType) => (
  <CommentsButton itemId={itemId} itemType={itemType} compact />
);

const isSort = (value: string | null): value is PostSort => postSorts.some((sort) => sort === value);

/** Spec §2 /feed/{feed} and /feed/{feed}/post/{postId}: the feed view with its sort, search, people, settings and the feed list. */
export const FeedPage = () => {
  const { feed: feedId = firstFeedId, postId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const sortParam = searchParams.get('sort');
  const sort = isSort(sortParam) ? sortParam : defaultPostSort;
  const [searchText, setSearchText] = useState(searchParams.get('search') ?? '');
  const [search] = useDebouncedValue(searchText.trim(), autocompleteDebounceMs);
  const { data, isPending } = useFeeds();

  useEffect(() => {
    setSearchParams(
      (params) => {
        if (search) params.set('search', search);
        else params.delete('search');
        return params;
      },
      { replace: true },
    );
  }, [search, setSearchParams]);

  if (isPending) return <Loading />;
  const feeds = data?.items ?? [];
  const feed = feeds.find((entry) => entry._id === feedId);
  const postable = feeds
    .filter((entry) => entry.canPost)
    .map((entry) => ({ value: entry._id, label: feedLabel(entry) }));
  // An aggregate takes no posts of its own: New Post presets a feed it shows, so the post lands on the screen it was written from.
  const user = getCurrentUser();
  const landingFeed = feeds.find(
    (entry) => entry.canPost && user !== null && feedShowsPostsOf(user, feedId, entry),
  )?._id;
  const setParam = (name: string, value: string) =>
    setSearchParams((params) => {
      params.set(name, value);
      return params;
    });

  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Select
              hiddenFrom="md"
              aria-label={ft('feeds.chooseFeed')}
              data={feeds.map((entry) => ({ value: entry._id, label: `${entry.icon} ${feedLabel(entry)}` }))}
              value={feedId}
              onChange={(value) => value && void navigate(`/feed/${encodeURIComponent(value)}`)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {feed ? (
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Box style={{ minWidth: 0 }}>
                  <Title order={2} style={{ overflowWrap: 'anywhere' }}>
                    <span aria-hidden="true">{feed.icon}</span> {feedLabel(feed)}
                  </Title>
                  {feed.description && (
                    <Text size="sm" c="dimmed">
                      {feed.description}
                    </Text>
                  )}
                </Box>
                <Group gap="sm" wrap="nowrap">
                  {!feed.isAggregate && <MemberPictures people={feed.people} />}
                  {postable.length > 0 && (
                    <Button size="sm" onClick={() => setParam(postFormParam, newPostValue)}>
                      {pt('posts.newPost')}
                    </Button>
                  )}
                </Group>
              </Group>
            ) : (
              <NothingHere />
            )}
            {feed && !postId && (
              <Group gap="xs" wrap="wrap">
                <Select
                  aria-label={pt('posts.sort')}
                  data={postSorts.map((option) => ({ value: option, label: pt(`posts.sort.${option}`) }))}
                  value={sort}
                  onChange={(value) => value && setParam('sort', value)}
                  allowDeselect={false}
                  w={170}
                  comboboxProps={{ withinPortal: true }}
                />
                <TextInput
                  type="search"
                  aria-label={pt('posts.search')}
                  placeholder={pt('posts.search')}
                  value={searchText}
                  onChange={(event) => setSearchText(event.currentTarget.value)}
                  style={{ flex: 1, minWidth: 160 }}
                />
              </Group>
            )}
            {feed &&
              (postId ? (
                <SinglePost postId={postId} feed={feed._id} renderComments={renderComments} />
              ) : (
                <PostList feed={feed._id} sort={sort} search={search} renderComments={renderComments} />
              ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            {feed && <FeedSettingsPanel feed={feed} />}
            <Box visibleFrom="md">
              <FeedListPanel feeds={feeds} current={feedId} />
            </Box>
          </Stack>
        </Grid.Col>
      </Grid>
      <PostFormModal feeds={postable} landingFeed={landingFeed} listPeople={() => teamOf(feeds)} />
      <FeedFormModal feeds={feeds} />
      <FeedUserFormModal feeds={feeds} />
    </>
  );
};
