import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { spriteLayout, type ReviewVideo } from '#shared/projects/review/review.ts';

/** ffmpeg's scale=160:-2 keeps the ratio and rounds the height to an even number. */
const tileHeightOf = (video: Pick<ReviewVideo, 'width' | 'height'>): number =>
  video.width && video.height ? 2 * Math.round((spriteLayout.tileWidth * video.height) / video.width / 2) : 90;

/** The sprite's tiles are evenly spaced over the video: the one nearest before the frame stands for it. */
const tileOf = (frame: number, frameCount: number, tiles: number): number =>
  Math.min(tiles - 1, Math.max(0, Math.floor((frame / frameCount) * tiles)));

/**
 * The timeline sprite's thumbnail of a frame (decision 111), `width` px wide, with what is drawn over
 * it; nothing while the video has no sprite.
 */
export const SpriteTile = ({
  video,
  frame,
  frameCount,
  width = spriteLayout.tileWidth,
  label,
  testId,
  children,
}: {
  video: Pick<ReviewVideo, 'spriteUrl' | 'spriteTiles' | 'width' | 'height'>;
  frame: number;
  frameCount: number;
  width?: number;
  label?: string;
  testId?: string;
  children?: ReactNode;
}) => {
  const tiles = video.spriteTiles ?? 0;
  if (!video.spriteUrl || tiles === 0) return null;
  const scale = width / spriteLayout.tileWidth;
  const tileHeight = tileHeightOf(video);
  const tile = tileOf(frame, frameCount, tiles);
  return (
    <Box
      pos="relative"
      w={width}
      h={Math.round(tileHeight * scale)}
      role={label ? 'img' : undefined}
      aria-label={label}
      data-testid={testId}
      style={{
        flexShrink: 0,
        backgroundImage: `url(${video.spriteUrl})`,
        backgroundSize: `${spriteLayout.columns * spriteLayout.tileWidth * scale}px auto`,
        backgroundPosition: `-${(tile % spriteLayout.columns) * spriteLayout.tileWidth * scale}px -${Math.floor(tile / spriteLayout.columns) * tileHeight * scale}px`,
        borderRadius: 4,
        boxShadow: '0 1px 4px rgba(0,0,0,0.4)',
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
};
