import { Avatar } from '@mantine/core';
import { avatarGroupOverflow, avatarGroupVisible } from '#shared/app/limits.ts';
import { t } from '#client/lib/page-data.ts';
import { DeferredTooltip } from './deferred-tooltip.tsx';

export interface AvatarGroupPerson {
  _id: string;
  name: string;
  picture: string | null;
}

/** Spec §9: a group of people shows the last 3 avatars, then +N for the others. */
export const AvatarGroup = ({ people }: { people: readonly AvatarGroupPerson[] }) => {
  const more = avatarGroupOverflow(people.length);
  return (
    <Avatar.Group spacing="xs">
      {people.slice(-avatarGroupVisible).map((person) => (
        <DeferredTooltip key={person._id} label={person.name}>
          <Avatar src={person.picture} alt={person.name} size="sm" radius="xl" />
        </DeferredTooltip>
      ))}
      {more > 0 && (
        <Avatar size="sm" radius="xl" aria-label={t('common.morePeople', { count: more })}>
          +{more}
        </Avatar>
      )}
    </Avatar.Group>
  );
};
