import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeFrameNumberClip } from '#server/lib/media/ffmpeg.ts';
import type { FrameRate } from '#shared/projects/review/frames.ts';

/** A small frame-number clip (its frames' numbers burned in as digits and blocks), as the bytes of an MP4. */
export const frameNumberClip = async (rate: FrameRate, frames: number, width = 192, height = 108): Promise<Buffer> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'es-clip-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await makeFrameNumberClip(file, { rate, frames, width, height });
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
