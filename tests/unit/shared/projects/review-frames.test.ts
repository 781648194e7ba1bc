import { describe, expect, it } from 'vitest';
import {
  frameAtTime,
  parseFrameRate,
  seekTimeOfFrame,
  timecodeOfFrame,
  type FrameRate,
} from '#shared/projects/review/frames.ts';

const pal: FrameRate = { num: 25, den: 1 };
const ntsc: FrameRate = { num: 30000, den: 1001 };

describe('review frame arithmetic', () => {
  it('reads ffprobe rates as exact rationals and refuses what is not one', () => {
    expect(parseFrameRate('30000/1001')).toEqual(ntsc);
    expect(parseFrameRate('25/1')).toEqual(pal);
    expect(parseFrameRate('0/0')).toBeNull();
    expect(parseFrameRate('29.97')).toBeNull();
  });

  it('seeks to the middle of a frame, and every frame of an hour maps back to itself', () => {
    for (const rate of [pal, ntsc]) {
      for (let frame = 0; frame < 108_000; frame += frame < 10 ? 1 : 997) {
        expect(frameAtTime(seekTimeOfFrame(frame, rate), rate)).toBe(frame);
        // mediaTime is the frame's start; floating point must not put it in the frame before.
        expect(frameAtTime((frame * rate.den) / rate.num, rate)).toBe(frame);
        // Chromium reports mediaTime in whole microseconds, truncated.
        expect(frameAtTime(Math.floor((frame * rate.den * 1e6) / rate.num) / 1e6, rate)).toBe(frame);
      }
    }
  });

  it('writes non-drop-frame timecode at the nominal rate', () => {
    expect(timecodeOfFrame(0, pal)).toBe('00:00:00:00');
    expect(timecodeOfFrame(137, pal)).toBe('00:00:05:12');
    expect(timecodeOfFrame(137, ntsc)).toBe('00:00:04:17');
    expect(timecodeOfFrame(25 * 3661 + 3, pal)).toBe('01:01:01:03');
  });
});
