import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Feed, FeedPerson } from '#shared/feeds/feeds.ts';
import { PeoplePicker } from '#client/components/people-picker.tsx';
import { useUpdateFeed } from '../api/update-feed.ts';
import { feedLabel, ft } from '../feed-text.ts';
import { feedUserFormParam } from '../url-params.ts';

/** Everyone the viewer can see in any feed: for an admin, the whole team. */
export const teamOf = (feeds: readonly Feed[]): FeedPerson[] => {
  const people = new Map<string, FeedPerson>();
  for (const feed of feeds) for (const person of feed.people) people.set(person._id, person);
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
};

const FeedUserForm = ({ feed, team, onDone }: { feed: Feed; team: readonly FeedPerson[]; onDone: () => void }) => {
  const [users, setUsers] = useState<string[]>(feed.users);
  const update = useUpdateFeed();
  return (
    <Stack gap="sm">
      <PeoplePicker
        label={ft('feeds.users.pick')}
        placeholder={ft('feeds.users.placeholder')}
        data={team.map((person) => ({ value: person._id, label: person.name }))}
        value={users}
        onChange={setUsers}
      />
      <Group justify="flex-end">
        <Button variant="subtle" onClick={onDone}>
          {ft('feeds.form.cancel')}
        </Button>
        <Button
          loading={update.isPending}
          onClick={() => update.mutate({ id: feed._id, body: { users } }, { onSuccess: onDone })}
        >
          {ft('feeds.users.save')}
        </Button>
      </Group>
    </Stack>
  );
};

/** Spec §2 feedUserForm (Add People): ?feedUserForm={feed id}. */
export const FeedUserFormModal = ({ feeds }: { feeds: readonly Feed[] }) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const feed = feeds.find((entry) => entry._id === searchParams.get(feedUserFormParam));
  if (!feed) return null;
  const close = () =>
    setSearchParams((params) => {
      params.delete(feedUserFormParam);
      return params;
    });
  return (
    <Modal opened onClose={close} title={ft('feeds.users.title', { name: feedLabel(feed) })}>
      <FeedUserForm feed={feed} team={teamOf(feeds)} onDone={close} />
    </Modal>
  );
};
