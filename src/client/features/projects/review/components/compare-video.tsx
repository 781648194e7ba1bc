import { useEffect, useRef, type RefObject } from 'react';
import { Box, Text } from '@mantine/core';
import { framesPerSecond, seekTimeOfFrame, type FrameRate } from '#shared/projects/review/frames.ts';
import { t } from '../../texts.ts';
import { playVideo } from './play-video.ts';

/** Playing, the other cut is put back on the main one's time once it drifts this many frames away. */
const driftFrames = 1.5;

/**
 * The previous cut beside the one under review, following it frame for frame: paused, it shows the
 * main video's frame (sought the same way, to the middle of the frame); playing, it plays along and
 * is put back in step when it drifts.
 */
export const CompareVideo = ({
  src,
  name,
  main,
  rate,
  frame,
  paused,
  aspectRatio,
}: {
  src: string;
  name: string;
  main: RefObject<HTMLVideoElement | null>;
  rate: FrameRate;
  frame: number;
  paused: boolean;
  aspectRatio: string;
}) => {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const other = ref.current;
    const leader = main.current;
    if (!other || !leader) return;
    if (paused) {
      other.pause();
      other.currentTime = seekTimeOfFrame(frame, rate);
      return;
    }
    if (other.paused) {
      other.playbackRate = leader.playbackRate;
      other.currentTime = leader.currentTime;
      playVideo(other);
    } else if (Math.abs(other.currentTime - leader.currentTime) > driftFrames / framesPerSecond(rate)) {
      other.currentTime = leader.currentTime;
    }
  }, [frame, paused, rate, main]);

  return (
    <Box>
      <Box style={{ aspectRatio, background: 'black', borderRadius: 6 }}>
        <video
          ref={ref}
          src={src}
          preload="auto"
          playsInline
          muted
          data-testid="review-compare-video"
          style={{ width: '100%', height: '100%', display: 'block', borderRadius: 6 }}
        />
      </Box>
      <Text size="xs" c="dimmed" mt={2} truncate="end">
        {t('review.previousPicture', { name })}
      </Text>
    </Box>
  );
};
