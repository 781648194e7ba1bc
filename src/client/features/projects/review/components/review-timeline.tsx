import { useState } from 'react';
import { Box, Text, UnstyledButton } from '@mantine/core';
import type { CommentThread } from '#shared/comments/comments.ts';
import { timecodeOfFrame, type FrameRate } from '#shared/projects/review/frames.ts';
import { spriteLayout, type ReviewVideo } from '#shared/projects/review/review.ts';
import { t } from '../../texts.ts';
import { SpriteTile } from './sprite-tile.tsx';

/**
 * The timeline: where the player is, one marker per pinned comment (its range as a band), and a
 * thumbnail from the sprite where the pointer hovers. Clicking seeks to that frame.
 */
export const ReviewTimeline = ({
  video,
  rate,
  frameCount,
  frame,
  threads,
  selectedId,
  onSeek,
  onSelect,
}: {
  video: ReviewVideo;
  rate: FrameRate;
  frameCount: number;
  frame: number;
  threads: readonly CommentThread[];
  selectedId: string | null;
  onSeek: (frame: number) => void;
  onSelect: (thread: CommentThread) => void;
}) => {
  const [hover, setHover] = useState<number | null>(null);
  const at = (value: number) => `${((value + 0.5) / frameCount) * 100}%`;
  const frameAtFraction = (fraction: number) =>
    Math.min(frameCount - 1, Math.max(0, Math.floor(fraction * frameCount)));
  return (
    <Box
      pos="relative"
      h={40}
      mt="xs"
      role="group"
      aria-label={t('review.timeline')}
      data-testid="review-timeline"
      style={{ background: 'var(--mantine-color-gray-2)', borderRadius: 4, cursor: 'pointer' }}
      onMouseMove={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        setHover(frameAtFraction((event.clientX - box.left) / box.width));
      }}
      onMouseLeave={() => setHover(null)}
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        onSeek(frameAtFraction((event.clientX - box.left) / box.width));
      }}
    >
      {threads.map((thread) =>
        thread.mark && thread.mark.inFrame !== null && thread.mark.outFrame !== null ? (
          <Box
            key={`range-${thread._id}`}
            pos="absolute"
            top={28}
            h={8}
            style={{
              left: `${(thread.mark.inFrame / frameCount) * 100}%`,
              width: `${((thread.mark.outFrame - thread.mark.inFrame + 1) / frameCount) * 100}%`,
              background: 'var(--mantine-color-orange-4)',
              borderRadius: 2,
            }}
          />
        ) : null,
      )}
      <Box
        pos="absolute"
        top={0}
        bottom={0}
        w={2}
        style={{ left: at(frame), background: 'var(--mantine-color-dark-6)', pointerEvents: 'none' }}
      />
      {threads.map((thread) => {
        if (!thread.mark) return null;
        const timecode = timecodeOfFrame(thread.mark.frame, rate);
        const selected = thread._id === selectedId;
        return (
          <UnstyledButton
            key={thread._id}
            data-testid="review-marker"
            data-frame={thread.mark.frame}
            aria-label={t('review.marker', { timecode, name: thread.user?.name ?? thread.guestName ?? '' })}
            aria-pressed={selected}
            onClick={(event) => {
              event.stopPropagation();
              onSelect(thread);
            }}
            pos="absolute"
            top={4}
            style={{
              left: at(thread.mark.frame),
              transform: 'translateX(-50%)',
              width: 14,
              height: 20,
              borderRadius: 7,
              border: '2px solid white',
              background: thread.mark.resolved
                ? 'var(--mantine-color-green-6)'
                : selected
                  ? 'var(--mantine-color-red-7)'
                  : 'var(--mantine-color-orange-6)',
            }}
          />
        );
      })}
      {hover !== null ? (
        <Box
          pos="absolute"
          bottom={46}
          style={{
            left: `clamp(0px, calc(${at(hover)} - ${spriteLayout.tileWidth / 2}px), calc(100% - ${spriteLayout.tileWidth}px))`,
            pointerEvents: 'none',
            zIndex: 2,
          }}
        >
          <SpriteTile video={video} frame={hover} frameCount={frameCount} testId="review-hover-thumbnail" />
          <Text size="xs" ta="center" ff="monospace" bg="dark.7" c="white" px={4} style={{ borderRadius: 3 }}>
            {timecodeOfFrame(hover, rate)}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
};
