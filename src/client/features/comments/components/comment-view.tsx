import { useState, type ReactNode } from 'react';
import { Avatar, Badge, Box, Button, Group, Image, Stack, Text, Typography, UnstyledButton } from '@mantine/core';
import {
  canDeleteComment,
  canEditComment,
  canToggleCommentHidden,
  showsEditedMarker,
  toCommentRecord,
  type Comment,
  type CommentFile,
} from '#shared/comments/comments.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { timeAgo } from '#shared/format/time-ago.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { Gallery, type GalleryItem } from '#client/components/gallery/gallery.tsx';
import { getPageData } from '#client/lib/page-data.ts';
import { t } from '../texts.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useToggleComment } from '../api/toggle-comment.ts';
import { useUpdateComment } from '../api/update-comment.ts';
import { CommentForm } from './comment-form.tsx';

/** Attachments: image thumbnails open the gallery on the large pictures; other files show by name. */
const Attachments = ({ files }: { files: CommentFile[] }) => {
  const { mediaHost } = getPageData();
  const [opened, setOpened] = useState<number | null>(null);
  const images = files.filter((file) => file.isImage);
  const galleryItems: GalleryItem[] = images.map((file) => ({
    kind: 'image',
    title: file.name,
    src: imageUrl(mediaHost, file.id, '_l'),
    fileId: file.id,
  }));
  return (
    <Group gap="xs" mt={4} aria-label={t('comments.attachments')}>
      {images.map((file, index) => (
        <UnstyledButton key={file.id} onClick={() => setOpened(index)} aria-label={file.name} title={file.name}>
          <Image src={imageUrl(mediaHost, file.id)} alt={file.name} w={64} h={64} radius="sm" fit="cover" />
        </UnstyledButton>
      ))}
      {files
        .filter((file) => !file.isImage)
        .map((file) => (
          <Badge key={file.id} variant="light" color="gray" radius="sm" tt="none">
            {file.name}
          </Badge>
        ))}
      <Gallery items={galleryItems} index={opened} onIndexChange={setOpened} onClose={() => setOpened(null)} />
    </Group>
  );
};

interface CommentViewProps {
  comment: Comment;
  viewer: SessionUser | null;
  onDirtyChange: (formKey: string, dirty: boolean) => void;
  /** Thread controls (reply, collapse) that only a top-level comment has. */
  extraActions?: ReactNode;
  collapsed?: boolean;
}

export const CommentView = ({ comment, viewer, onDirtyChange, extraActions, collapsed = false }: CommentViewProps) => {
  const [editing, setEditing] = useState(false);
  const [showHidden, setShowHidden] = useState(false);
  const update = useUpdateComment(comment.itemId);
  const remove = useDeleteComment(comment.itemId);
  const toggle = useToggleComment(comment.itemId);
  const record = toCommentRecord(comment);
  const withheld = comment.isHidden && comment.html === '' && comment.text === '';
  const bodyVisible = !collapsed && (!comment.isHidden || showHidden) && !withheld;
  const author = comment.user?.name ?? comment.guestName ?? '';

  const confirmDelete = () =>
    confirmAction(t('comments.deleteConfirm'), () => remove.mutate(comment._id), t('comments.delete'));

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="comment" data-comment-id={comment._id}>
      <Avatar src={comment.user?.picture} alt="" radius="xl" size={comment.isReply ? 'sm' : 'md'} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} size="sm">
            {author}
          </Text>
          {!comment.user && (
            <Text size="xs" c="dimmed">
              ({t('comments.visitor')})
            </Text>
          )}
          {/* Seconds old when the server drew the page (decision 129), more when the browser takes it over. */}
          <Text size="xs" c="dimmed" title={new Date(comment.created).toLocaleString()} suppressHydrationWarning>
            {timeAgo(getPageData().locale, comment.created, new Date())}
          </Text>
          {showsEditedMarker(viewer, comment) && (
            <Text size="xs" c="dimmed" fs="italic">
              {t('comments.edited')}
            </Text>
          )}
          {comment.isHidden && (
            <Badge size="xs" color="gray" variant="outline">
              {t('comments.hidden')}
            </Badge>
          )}
        </Group>
        {withheld && !collapsed && (
          <Text size="sm" c="dimmed" fs="italic">
            {t('comments.hiddenBody')}
          </Text>
        )}
        {comment.isHidden && !withheld && !showHidden && !collapsed && (
          <Button variant="subtle" size="compact-xs" w="fit-content" onClick={() => setShowHidden(true)}>
            {t('comments.showHidden')}
          </Button>
        )}
        {bodyVisible &&
          (editing ? (
            <CommentForm
              formKey={`edit-${comment._id}`}
              kind="edit"
              initialText={comment.text}
              mentionsEnabled={false}
              askGuestName={false}
              allowAttachments={false}
              autoFocus
              onDirtyChange={onDirtyChange}
              onCancel={() => setEditing(false)}
              onSubmit={async ({ text }) => {
                await update.mutateAsync({ id: comment._id, text });
                setEditing(false);
              }}
            />
          ) : (
            <>
              <Typography>
                <Box
                  fz="sm"
                  style={{ overflowWrap: 'anywhere' }}
                  className="comment-body"
                  // Rendered by the server's markdown renderer: no raw HTML, only safe links.
                  dangerouslySetInnerHTML={{ __html: comment.html }}
                />
              </Typography>
              {comment.files.length > 0 && <Attachments files={comment.files} />}
            </>
          ))}
        <Group gap={4}>
          {extraActions}
          {!editing && !withheld && canEditComment(viewer, record) && (
            <Button variant="subtle" size="compact-xs" onClick={() => setEditing(true)}>
              {t('comments.edit')}
            </Button>
          )}
          {canDeleteComment(viewer, record) && (
            <Button variant="subtle" size="compact-xs" color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('comments.delete')}
            </Button>
          )}
          {canToggleCommentHidden(viewer) && (
            <Button
              variant="subtle"
              size="compact-xs"
              color="gray"
              onClick={() => toggle.mutate(comment._id)}
              loading={toggle.isPending}
            >
              {comment.isHidden ? t('comments.open') : t('comments.hide')}
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
};
