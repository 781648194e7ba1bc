import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { lastAvatars, type FeedPerson } from '#shared/feeds/feeds.ts';
import { ft } from '../feed-text.ts';

/** Spec §9: the last 3 avatars plus '+N more'. */
export const MemberPictures = ({ people }: { people: readonly FeedPerson[] }) => {
  const { shown, more } = lastAvatars(people);
  if (people.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="member-pictures">
      <Avatar.Group spacing="sm">
        {shown.map((person) => (
          <Tooltip key={person._id} label={person.name} withArrow>
            <Avatar src={person.picture} alt={person.name} radius="xl" size="sm" />
          </Tooltip>
        ))}
      </Avatar.Group>
      {more > 0 && (
        <Text size="xs" c="dimmed">
          {ft('feeds.morePeople', { count: more })}
        </Text>
      )}
    </Group>
  );
};
