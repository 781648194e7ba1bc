import { useRef, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Group,
  Rating,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Typography,
} from '@mantine/core';
import type { FeedPerson } from '#shared/feeds/feeds.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import {
  canCreatePostType,
  defaultRating,
  maxPostFiles,
  postTypes,
  type Post,
  type PostFile,
  type PostType,
} from '#shared/posts/posts.ts';
import { AttachedFiles, AttachmentUploader } from '#client/components/uploader/attachments.tsx';
import { Loading } from '#client/components/loading.tsx';
import { PeoplePicker } from '#client/components/people-picker.tsx';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { useCreatePost } from '../api/create-post.ts';
import { usePost } from '../api/get-post.ts';
import { useUpdatePost } from '../api/update-post.ts';
import { pt } from '../post-text.ts';
import type { FeedOption } from './post-form-modal.tsx';

interface PostFormProps {
  post: Post | null;
  initialType: PostType;
  initialFeed: string;
  feeds: readonly FeedOption[];
  people: readonly FeedPerson[];
  onDone: () => void;
}

const PostForm = ({ post, initialType, initialFeed, feeds, people, onDone }: PostFormProps) => {
  const user = getCurrentUser();
  const [feed, setFeed] = useState(post?.feed ?? initialFeed);
  const [type, setType] = useState<PostType>(post?.type ?? initialType);
  const [title, setTitle] = useState(post?.title ?? '');
  const [body, setBody] = useState(post?.body ?? '');
  const [isPrivate, setPrivate] = useState(post?.private ?? false);
  const [tagged, setTagged] = useState<string[]>(post?.users.map((person) => person._id) ?? []);
  const [rating, setRating] = useState(post?.rating ?? defaultRating);
  const [files, setFiles] = useState<PostFile[]>(post?.files ?? []);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(false);
  const [titleError, setTitleError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const create = useCreatePost();
  const update = useUpdatePost();
  const taggable = new Map([...people, ...(post?.users ?? [])].map((person) => [person._id, person]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: a post needs a non-blank title, else the title is focused.
    if (title.trim() === '') {
      setTitleError(pt('posts.form.titleRequired'));
      titleRef.current?.focus();
      return;
    }
    const input = {
      feed,
      type,
      title: title.trim(),
      body,
      private: isPrivate,
      users: tagged,
      files: files.map((file) => file.id),
      rating,
    };
    try {
      if (post) await update.mutateAsync({ id: post._id, body: input });
      else await create.mutateAsync(input);
      onDone();
    } catch {
      // The API wrapper has shown the server's message; everything typed stays in the form.
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label={pt('posts.form.feed')}
            data={[...feeds]}
            value={feed}
            onChange={(value) => value && setFeed(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={pt('posts.form.type')}
            data={postTypes
              .filter((option) => canCreatePostType(user, option) || option === post?.type)
              .map((option) => ({ value: option, label: pt(`posts.type.${option}`) }))}
            value={type}
            onChange={(value) => value && setType(value as PostType)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {type === 'memo' && (
          <Text size="xs" c="dimmed" mt={-8}>
            {pt('posts.form.memoAudience')}
          </Text>
        )}
        <TextInput
          ref={titleRef}
          label={pt('posts.form.title')}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setTitleError(null);
          }}
          error={titleError}
          required
          data-autofocus
        />
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {pt('posts.form.body')}
            </Text>
            <SegmentedControl
              size="xs"
              value={mode}
              onChange={(value) => setMode(value === 'preview' ? 'preview' : 'write')}
              data={[
                { value: 'write', label: pt('posts.form.write') },
                { value: 'preview', label: pt('posts.form.preview') },
              ]}
            />
          </Group>
          {mode === 'write' ? (
            <Textarea
              aria-label={pt('posts.form.body')}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              autosize
              minRows={5}
              maxRows={14}
            />
          ) : (
            <Typography>
              {/* renderMarkdown passes no raw HTML and only safe links. */}
              <Box
                mih={120}
                p="xs"
                bd="1px solid var(--mantine-color-gray-3)"
                style={{ borderRadius: 4, overflowWrap: 'anywhere' }}
                dangerouslySetInnerHTML={{ __html: renderMarkdown(body) }}
              />
            </Typography>
          )}
        </Stack>
        <PeoplePicker
          label={pt('posts.form.tagged')}
          data={[...taggable.values()].map((person) => ({ value: person._id, label: person.name }))}
          value={tagged}
          onChange={setTagged}
        />
        <Group justify="space-between" align="center">
          <Checkbox
            label={pt('posts.form.private')}
            checked={isPrivate}
            onChange={(event) => setPrivate(event.currentTarget.checked)}
          />
          <Group gap="xs">
            <Text size="sm">{pt('posts.form.rating')}</Text>
            <Rating value={rating} onChange={setRating} aria-label={pt('posts.form.rating')} />
          </Group>
        </Group>
        <AttachedFiles
          files={files}
          label={pt('posts.files')}
          onRemove={(fileId) => setFiles((current) => current.filter((other) => other.id !== fileId))}
        />
        {uploading ? (
          <AttachmentUploader
            maxFiles={maxPostFiles}
            attachLabel={pt('posts.form.attach')}
            cancelLabel={pt('posts.form.cancel')}
            onCancel={() => setUploading(false)}
            onUploaded={(file) =>
              setFiles((current) =>
                current.length >= maxPostFiles
                  ? current
                  : [...current, { id: file.id, name: file.name, type: file.type, isImage: file.isImage }],
              )
            }
          />
        ) : (
          <Button variant="subtle" size="xs" onClick={() => setUploading(true)} style={{ alignSelf: 'flex-start' }}>
            {pt('posts.form.attach')}
          </Button>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onDone}>
            {pt('posts.form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {post ? pt('posts.form.save') : pt('posts.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const EditPostForm = ({ postId, ...props }: Omit<PostFormProps, 'post' | 'initialType'> & { postId: string }) => {
  const { data, isPending } = usePost(postId);
  if (isPending) return <Loading />;
  return data ? <PostForm {...props} post={data.post} initialType={data.post.type} /> : null;
};

/** The form the modal shows: a new post or memo, or the post `postId` names, once it has loaded. */
export const PostFormContent = ({
  postId,
  isMemo,
  ...props
}: Omit<PostFormProps, 'post' | 'initialType'> & { postId: string | null; isMemo: boolean }) =>
  postId === null ? (
    <PostForm {...props} post={null} initialType={isMemo ? 'memo' : 'post'} />
  ) : (
    <EditPostForm {...props} postId={postId} />
  );
