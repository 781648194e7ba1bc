import { useState, type ReactNode } from 'react';
import { Box, Button, Card, Group, Stack, Text, Textarea, Title, Typography } from '@mantine/core';
import { postSectionIds, postSectionItemId, type Post, type PostSectionId } from '#shared/posts/posts.ts';
import { useSavePostSection } from '../api/save-post-section.ts';
import { pt } from '../post-text.ts';

export type RenderComments = (itemId: string, itemType: 'post' | 'post-section') => ReactNode;

const SectionEditor = ({
  post,
  sectionId,
  initial,
  onDone,
}: {
  post: Post;
  sectionId: PostSectionId;
  initial: string;
  onDone: () => void;
}) => {
  const [content, setContent] = useState(initial);
  const save = useSavePostSection();
  return (
    <Stack gap={6}>
      <Textarea
        aria-label={pt(`posts.section.${sectionId}`)}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        autosize
        minRows={3}
        data-autofocus
      />
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="subtle" onClick={onDone}>
          {pt('posts.sectionCancel')}
        </Button>
        <Button
          size="xs"
          loading={save.isPending}
          onClick={() => save.mutate({ id: post._id, body: { id: sectionId, content } }, { onSuccess: onDone })}
        >
          {pt('posts.sectionSave')}
        </Button>
      </Group>
    </Stack>
  );
};

/** Spec §3 sections with fixed ids, each with its own comment thread (postId-sectionId). */
export const PostSections = ({
  post,
  canEdit,
  renderComments,
}: {
  post: Post;
  canEdit: boolean;
  renderComments: RenderComments;
}) => {
  const [editing, setEditing] = useState<PostSectionId | null>(null);
  const shown = postSectionIds.filter((id) => canEdit || post.sections.some((section) => section.id === id));
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={pt('posts.sections')}>
      <Title order={4} size="h5">
        {pt('posts.sections')}
      </Title>
      {shown.map((id) => {
        const section = post.sections.find((entry) => entry.id === id);
        return (
          <Card
            key={id}
            withBorder
            padding="xs"
            radius="sm"
            data-testid="post-section"
            data-section={id}
            data-item-id={postSectionItemId(post._id, id)}
          >
            <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
              <Text fw={600} size="sm">
                {pt(`posts.section.${id}`)}
              </Text>
              <Group gap={6} wrap="nowrap">
                {canEdit && editing !== id && (
                  <Button size="compact-xs" variant="subtle" onClick={() => setEditing(id)}>
                    {pt('posts.sectionEdit')}
                  </Button>
                )}
                {renderComments(postSectionItemId(post._id, id), 'post-section')}
              </Group>
            </Group>
            {editing === id ? (
              <SectionEditor
                post={post}
                sectionId={id}
                initial={section?.content ?? ''}
                onDone={() => setEditing(null)}
              />
            ) : section ? (
              // The server stored this html from the one markdown renderer, which passes no raw HTML.
              <Typography>
                <Box fz="sm" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: section.html }} />
              </Typography>
            ) : (
              <Text size="sm" c="dimmed">
                {pt('posts.sectionEmpty')}
              </Text>
            )}
          </Card>
        );
      })}
    </Stack>
  );
};
