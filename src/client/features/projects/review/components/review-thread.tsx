import { Badge, Button, Group, Stack } from '@mantine/core';
import { canResolveComment, type CommentThread as Thread } from '#shared/comments/comments.ts';
import { timecodeOfFrame, type FrameRate } from '#shared/projects/review/frames.ts';
import type { ReviewVideo } from '#shared/projects/review/review.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { CommentThread } from '#client/features/comments/index.ts';
import { t } from '../../texts.ts';
import { useResolveComment } from '../api/resolve-comment.ts';
import { ShapeView } from './mark-overlay.tsx';
import { SpriteTile } from './sprite-tile.tsx';

/** Wide enough to tell what is circled, small enough to sit beside the timecode on a phone. */
const thumbnailWidth = 112;

/**
 * A pinned comment in the list: its timecode (which shows that frame), its range, resolve or reopen,
 * the thumbnail of its frame with the drawing over it when it has one, then the thread.
 */
export const ReviewThread = ({
  thread,
  video,
  frameCount,
  rate,
  viewer,
  selected,
  onShow,
  onDirtyChange,
}: {
  thread: Thread;
  video: ReviewVideo;
  frameCount: number;
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
      {mark && mark.shapes.length > 0 ? (
        <SpriteTile
          video={video}
          frame={mark.frame}
          frameCount={frameCount}
          width={thumbnailWidth}
          label={t('review.thumbnail', { timecode: timecodeOfFrame(mark.frame, rate) })}
          testId="review-thumbnail"
        >
          <svg
            viewBox="0 0 1 1"
            preserveAspectRatio="none"
            aria-hidden
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          >
            {mark.shapes.map((shape, index) => (
              <ShapeView
                key={index}
                shape={shape}
                aspect={video.width && video.height ? video.width / video.height : 16 / 9}
              />
            ))}
          </svg>
        </SpriteTile>
      ) : null}
      <CommentThread thread={thread} viewer={viewer} onDirtyChange={onDirtyChange} />
    </Stack>
  );
};
