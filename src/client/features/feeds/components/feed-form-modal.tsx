import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { defaultFeedIcon, type Feed } from '#shared/feeds/feeds.ts';
import { useCreateFeed } from '../api/create-feed.ts';
import { useUpdateFeed } from '../api/update-feed.ts';
import { ft } from '../feed-text.ts';
import { feedFormParam, newFeedValue } from '../url-params.ts';

const FeedForm = ({ feed, onDone }: { feed: Feed | null; onDone: (saved: Feed | null) => void }) => {
  const [name, setName] = useState(feed?.name ?? '');
  const [description, setDescription] = useState(feed?.description ?? '');
  const [icon, setIcon] = useState(feed?.icon ?? defaultFeedIcon);
  const [isReadOnly, setReadOnly] = useState(feed?.isReadOnly ?? false);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useCreateFeed();
  const update = useUpdateFeed();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: the feed name is trimmed and must not be empty.
    if (name.trim() === '') {
      setNameError(ft('feeds.form.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    const body = {
      name: name.trim(),
      description: description.trim(),
      icon: icon.trim() || defaultFeedIcon,
      isReadOnly,
    };
    try {
      const saved = feed ? await update.mutateAsync({ id: feed._id, body }) : await create.mutateAsync(body);
      onDone(saved.feed);
    } catch {
      // The API wrapper has shown the server's message; the form keeps what was typed.
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          ref={nameRef}
          label={ft('feeds.form.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          required
          data-autofocus
        />
        <Textarea
          label={ft('feeds.form.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <TextInput
          label={ft('feeds.form.icon')}
          value={icon}
          onChange={(event) => setIcon(event.currentTarget.value)}
          maxLength={8}
          w={120}
        />
        <Checkbox
          label={ft('feeds.form.readOnly')}
          checked={isReadOnly}
          onChange={(event) => setReadOnly(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => onDone(null)}>
            {ft('feeds.form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {feed ? ft('feeds.form.save') : ft('feeds.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Spec §2 feedForm: ?feedForm=new adds a feed, ?feedForm={id} edits one; a new feed opens once created. */
export const FeedFormModal = ({ feeds }: { feeds: readonly Feed[] }) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const value = searchParams.get(feedFormParam);
  if (value === null) return null;
  const feed = value === newFeedValue ? null : (feeds.find((entry) => entry._id === value) ?? null);
  const close = () =>
    setSearchParams((params) => {
      params.delete(feedFormParam);
      return params;
    });
  return (
    <Modal opened onClose={close} title={feed ? ft('feeds.form.editTitle') : ft('feeds.form.createTitle')}>
      <FeedForm
        key={value}
        feed={feed}
        onDone={(saved) => {
          if (saved && !feed) void navigate(`/feed/${encodeURIComponent(saved._id)}`);
          else close();
        }}
      />
    </Modal>
  );
};
