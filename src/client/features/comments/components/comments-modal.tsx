import { useCallback, useState } from 'react';
import { Badge, Button, Center, Drawer, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { commentTags, defaultCommentTag, visibleCommentTags, type CommentTag } from '#shared/comments/comments.ts';
import { can } from '#shared/users/permissions.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { useUnsavedChanges } from '#client/components/unsaved-changes-guard.ts';
import { useWideLayout } from '#client/components/use-wide-layout.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../texts.ts';
import { useCreateComment } from '../api/create-comment.ts';
import { useCommentCount } from '../api/get-comment-count.ts';
import { useComments } from '../api/get-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentThread } from './comment-thread.tsx';
import { commentsParam, commentsTagParam } from '../url-params.ts';

const tagLabel = (tag: CommentTag): string => t(`comments.tag.${tag}`);

const asTag = (value: string | null, viewer: SessionUser | null): CommentTag => {
  const tag = commentTags.find((known) => known === value);
  return tag && visibleCommentTags(viewer).includes(tag) ? tag : defaultCommentTag;
};

interface CommentsPanelProps {
  itemId: string;
  tag: CommentTag;
  viewer: SessionUser | null;
  onTagChange: (tag: CommentTag) => void;
  onDirtyChange: (formKey: string, dirty: boolean) => void;
}

const CommentsPanel = ({ itemId, tag, viewer, onTagChange, onDirtyChange }: CommentsPanelProps) => {
  const comments = useComments(itemId, tag);
  const counts = useCommentCount(itemId);
  const create = useCreateComment();
  const item = comments.data?.pages[0]?.item;
  const threads = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const loadingThreads = comments.isPending || comments.isPlaceholderData;

  return (
    <Stack gap="sm">
      {item && (
        <Text size="sm" c="dimmed" data-testid="comments-item-title">
          {item.title}
        </Text>
      )}
      <Tabs value={tag} onChange={(value) => onTagChange(asTag(value, viewer))} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {visibleCommentTags(viewer).map((visible) => {
            const count = counts.data?.tags[visible] ?? 0;
            return (
              <Tabs.Tab
                key={visible}
                value={visible}
                rightSection={
                  count > 0 ? (
                    <Badge size="xs" variant="light" circle={count < 10}>
                      {count}
                    </Badge>
                  ) : undefined
                }
              >
                {tagLabel(visible)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      {item && (
        <CommentForm
          key={`new-${itemId}`}
          formKey={`new-${itemId}`}
          kind="comment"
          mentionsEnabled={can(viewer, 'mentionUsers')}
          askGuestName={viewer === null}
          allowAttachments={viewer !== null}
          onDirtyChange={onDirtyChange}
          onSubmit={({ text, mentions, guestName, files }) =>
            create.mutateAsync({
              itemId: item.itemId,
              itemType: item.itemType,
              tag,
              text,
              mentions,
              guestName: viewer ? undefined : guestName,
              files: files.map(({ id, name }) => ({ id, name })),
            })
          }
        />
      )}
      {loadingThreads ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : comments.isError ? (
        <Text c="dimmed" ta="center" py="md">
          {t('common.nothingHere')}
        </Text>
      ) : threads.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('comments.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {threads.map((thread) => (
            <CommentThread key={thread._id} thread={thread} viewer={viewer} onDirtyChange={onDirtyChange} />
          ))}
          {comments.hasNextPage && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => void comments.fetchNextPage()}
              loading={comments.isFetchingNextPage}
            >
              {t('comments.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
};

/**
 * Spec §2: the comments side modal, opened on every route by ?comments=<itemId>, with commentsTag
 * choosing the tab. A side panel from 992 px up, the full screen below.
 */
export const CommentsModal = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const viewer = getCurrentUser();
  const itemId = searchParams.get(commentsParam);
  const tag = asTag(searchParams.get(commentsTagParam), viewer);
  const wide = useWideLayout();
  const [dirtyForms, setDirtyForms] = useState<Readonly<Record<string, boolean>>>({});
  const onDirtyChange = useCallback(
    (formKey: string, dirty: boolean) =>
      setDirtyForms((forms) => (Boolean(forms[formKey]) === dirty ? forms : { ...forms, [formKey]: dirty })),
    [],
  );
  useUnsavedChanges(Object.values(dirtyForms).some(Boolean), { ignoredParams: [commentsTagParam] });

  const close = () =>
    setSearchParams((params) => {
      params.delete(commentsParam);
      params.delete(commentsTagParam);
      return params;
    });
  // Mantine closes every open modal on Esc; with a gallery, a confirmation or the mention list over the
  // drawer, Esc belongs to that one alone, so the drawer closes only when it is the only dialog on screen.
  // Capture phase, registered when the drawer opened: this runs before the later overlay closes itself.
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && itemId !== null && document.querySelectorAll('[role="dialog"]').length === 1)
        close();
    },
    { capture: true },
  );

  const changeTag = (next: CommentTag) =>
    setSearchParams(
      (params) => {
        params.set(commentsTagParam, next);
        return params;
      },
      { replace: true },
    );

  return (
    <Drawer
      opened={itemId !== null}
      onClose={close}
      position="right"
      size={wide ? 520 : '100%'}
      title={<Text fw={700}>{t('comments.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('comments.close') }}
      closeOnEscape={false}
      padding="md"
    >
      {itemId && (
        <CommentsPanel
          key={itemId}
          itemId={itemId}
          tag={tag}
          viewer={viewer}
          onTagChange={changeTag}
          onDirtyChange={onDirtyChange}
        />
      )}
    </Drawer>
  );
};
