import { Button, Card, NavLink, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { Feed } from '#shared/feeds/feeds.ts';
import { can } from '#shared/users/permissions.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { feedLabel, ft } from '../feed-text.ts';
import { feedFormParam, newFeedValue } from '../url-params.ts';
import type { FeedsMessageKey } from '#shared/i18n/feeds.ts';

const groupOf = (feed: Feed): FeedsMessageKey =>
  feed.isSystem || feed.isAggregate
    ? 'feeds.kind.system'
    : feed.isLevelBased
      ? 'feeds.kind.levels'
      : feed.isRoleBased
        ? 'feeds.kind.roles'
        : 'feeds.kind.custom';

/** Spec §2: the right panel listing feeds, grouped the way the server orders them. */
export const FeedListPanel = ({ feeds, current }: { feeds: readonly Feed[]; current: string }) => {
  const [, setSearchParams] = useSearchParams();
  const groups = new Map<FeedsMessageKey, Feed[]>();
  for (const feed of feeds) groups.set(groupOf(feed), [...(groups.get(groupOf(feed)) ?? []), feed]);
  return (
    <Card withBorder padding="sm" radius="md" component="nav" aria-label={ft('feeds.listLabel')}>
      <Stack gap={4}>
        {[...groups].map(([group, members]) => (
          <Stack gap={0} key={group}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="xs" pt={6}>
              {ft(group)}
            </Text>
            {members.map((feed) => (
              <NavLink
                key={feed._id}
                component={Link}
                to={`/feed/${encodeURIComponent(feed._id)}`}
                label={feedLabel(feed)}
                leftSection={<span aria-hidden="true">{feed.icon}</span>}
                active={feed._id === current}
                py={4}
              />
            ))}
          </Stack>
        ))}
        {can(getCurrentUser(), 'addFeed') && (
          <Button
            variant="light"
            size="xs"
            mt="xs"
            onClick={() =>
              setSearchParams((params) => {
                params.set(feedFormParam, newFeedValue);
                return params;
              })
            }
          >
            {ft('feeds.addFeed')}
          </Button>
        )}
      </Stack>
    </Card>
  );
};
