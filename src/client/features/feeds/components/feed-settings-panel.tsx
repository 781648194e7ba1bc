import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { feedSettingsActions, firstFeedId, showsFeedPeople, type Feed } from '#shared/feeds/feeds.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { useDeleteFeed } from '../api/delete-feed.ts';
import { ft } from '../feed-text.ts';
import { feedFormParam, feedUserFormParam } from '../url-params.ts';

/**
 * Spec §2 feed settings panel: Add People (when no users), Edit Feed and Delete Feed for whoever may
 * modify the feed, then the People list; aggregate feeds show neither.
 */
export const FeedSettingsPanel = ({ feed }: { feed: Feed }) => {
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const deleteFeed = useDeleteFeed();
  const actions = feedSettingsActions(getCurrentUser(), feed);
  if (!showsFeedPeople(feed)) return null;
  const open = (param: string) =>
    setSearchParams((params) => {
      params.set(param, feed._id);
      return params;
    });
  return (
    <Card withBorder padding="sm" radius="md" aria-label={ft('feeds.settings')} component="section">
      {actions.length > 0 && (
        <Group gap="xs" mb="sm">
          {actions.includes('add-people') && (
            <Button size="xs" variant="light" onClick={() => open(feedUserFormParam)}>
              {ft('feeds.addPeople')}
            </Button>
          )}
          {actions.includes('edit') && (
            <Button size="xs" variant="light" onClick={() => open(feedFormParam)}>
              {ft('feeds.editFeed')}
            </Button>
          )}
          {actions.includes('delete') && (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={deleteFeed.isPending}
              onClick={() =>
                confirmAction(ft('feeds.confirmDelete'), () =>
                  deleteFeed.mutate(feed._id, {
                    onSuccess: () => void navigate(`/feed/${firstFeedId}`, { replace: true }),
                  }),
                )
              }
            >
              {ft('feeds.deleteFeed')}
            </Button>
          )}
        </Group>
      )}
      <Group justify="space-between" mb={6}>
        <Title order={4} size="h5">
          {ft('feeds.people')}
        </Title>
        {actions.includes('edit') && feed.users.length > 0 && (
          <Button size="compact-xs" variant="subtle" onClick={() => open(feedUserFormParam)}>
            {ft('feeds.addPeople')}
          </Button>
        )}
      </Group>
      {feed.people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ft('feeds.noPeople')}
        </Text>
      ) : (
        <Stack gap={6} data-testid="feed-people">
          {feed.people.map((person) => (
            <Group key={person._id} gap="xs" wrap="nowrap">
              <Avatar src={person.picture} alt="" radius="xl" size="sm" />
              <Text size="sm">{person.name}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
};
