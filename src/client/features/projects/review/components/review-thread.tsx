import { Badge, Button, Group, Stack } from '@mantine/core';
import { canResolveComment, type CommentThread as Thread } from '#shared/comments/comments.ts';
import { timecodeOfFrame, type FrameRate } from '#shared/projects/review/frames.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { CommentThread } from '#client/features/comments/index.ts';
import { t } from '../../texts.ts';
import { useResolveComment } from '../api/resolve-comment.ts';

/** A pinned comment in the list: its timecode (which shows that frame), its range, resolve or reopen, then the thread. */
export const ReviewThread = ({
  thread,
  rate,
  viewer,
  selected,
  onShow,
  onDirtyChange,
}: {
  thread: Thread;
  rate: FrameRate;
  viewer: SessionUser | null;
  selected: boolean;
  onShow: (thread: Thread) => void;
  onDirtyChange: (formKey: string, dirty: boolean) => void;
}) => {
  const resolve = useResolveComment(thread.itemId);
  const { mark } = thread;
  return (
    <Stack
      gap={4}
      data-testid="review-thread"
      data-frame={mark?.frame}
      style={selected ? { outline: '2px solid var(--mantine-color-orange-5)', borderRadius: 8 } : undefined}
    >
      {mark ? (
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            variant="light"
            ff="monospace"
            data-testid="review-timecode-link"
            aria-label={t('review.showFrame', { timecode: timecodeOfFrame(mark.frame, rate) })}
            onClick={() => onShow(thread)}
          >
            {timecodeOfFrame(mark.frame, rate)}
          </Button>
          {mark.inFrame !== null && mark.outFrame !== null ? (
            <Badge variant="light" color="orange" tt="none" ff="monospace">
              {t('review.range', {
                from: timecodeOfFrame(mark.inFrame, rate),
                to: timecodeOfFrame(mark.outFrame, rate),
              })}
            </Badge>
          ) : null}
          {mark.resolved ? (
            <Badge color="green" variant="light">
              {t('review.resolvedBadge')}
            </Badge>
          ) : null}
          {canResolveComment(viewer, { isReply: thread.isReply, hasMark: true }) ? (
            <Button
              size="compact-xs"
              variant="subtle"
              loading={resolve.isPending}
              onClick={() => resolve.mutate({ commentId: thread._id, resolved: !mark.resolved })}
            >
              {t(mark.resolved ? 'review.reopen' : 'review.resolve')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <CommentThread thread={thread} viewer={viewer} onDirtyChange={onDirtyChange} />
    </Stack>
  );
};
