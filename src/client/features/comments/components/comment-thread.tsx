import { useState } from 'react';
import { Box, Button, Paper, Stack } from '@mantine/core';
import { canReplyToComment, type CommentThread as Thread } from '#shared/comments/comments.ts';
import { can } from '#shared/users/permissions.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { useCreateComment } from '../api/create-comment.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentView } from './comment-view.tsx';
import { t } from '../texts.ts';

interface CommentThreadProps {
  thread: Thread;
  viewer: SessionUser | null;
  onDirtyChange: (formKey: string, dirty: boolean) => void;
}

/** A top-level comment with its replies and, for it alone, a reply box (spec §4). */
export const CommentThread = ({ thread, viewer, onDirtyChange }: CommentThreadProps) => {
  const [collapsed, setCollapsed] = useState(false);
  const [replying, setReplying] = useState(false);
  const create = useCreateComment();
  const mayReply = canReplyToComment(viewer, thread) && !(thread.isHidden && thread.text === '');

  const actions = (
    <>
      {mayReply && !collapsed && (
        <Button variant="subtle" size="compact-xs" onClick={() => setReplying(true)}>
          {t('comments.reply')}
        </Button>
      )}
      {can(viewer, 'collapseComments') && (
        <Button
          variant="subtle"
          size="compact-xs"
          color="gray"
          onClick={() => setCollapsed((value) => !value)}
          aria-expanded={!collapsed}
        >
          {collapsed
            ? `${t('comments.expand')}${thread.replies.length > 0 ? ` (${t('comments.replies', { count: thread.replies.length })})` : ''}`
            : t('comments.collapse')}
        </Button>
      )}
    </>
  );

  return (
    <Paper withBorder p="sm" radius="md" component="article" data-testid="comment-thread">
      <CommentView
        comment={thread}
        viewer={viewer}
        onDirtyChange={onDirtyChange}
        extraActions={actions}
        collapsed={collapsed}
      />
      {!collapsed && (thread.replies.length > 0 || replying) && (
        <Stack gap="sm" mt="sm" pl="md" ml={18} style={{ borderLeft: '2px solid var(--mantine-color-gray-2)' }}>
          {thread.replies.map((reply) => (
            <CommentView key={reply._id} comment={reply} viewer={viewer} onDirtyChange={onDirtyChange} />
          ))}
          {replying && (
            <Box>
              <CommentForm
                formKey={`reply-${thread._id}`}
                kind="reply"
                mentionsEnabled={can(viewer, 'mentionUsers')}
                askGuestName={false}
                allowAttachments
                autoFocus
                onDirtyChange={onDirtyChange}
                onCancel={() => setReplying(false)}
                onSubmit={async ({ text, mentions, files }) => {
                  await create.mutateAsync({
                    itemId: thread.itemId,
                    itemType: thread.itemType,
                    tag: thread.tag,
                    replyTo: thread._id,
                    text,
                    mentions,
                    files: files.map(({ id, name }) => ({ id, name })),
                  });
                  setReplying(false);
                }}
              />
            </Box>
          )}
        </Stack>
      )}
    </Paper>
  );
};
