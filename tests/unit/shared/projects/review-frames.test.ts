import { describe, expect, it } from 'vitest';
import {
  frameAtTime,
  isDropFrame,
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
    expect(timecodeOfFrame(25 * 3661 + 3, pal)).toBe('01:01:01:03');
    expect(timecodeOfFrame(1800, { num: 30, den: 1 })).toBe('00:01:00:00');
    expect(timecodeOfFrame(1800, { num: 24000, den: 1001 })).toBe('00:01:15:00');
  });

  it('writes drop-frame timecode at 29.97 and 59.94 fps, as SMPTE counts it', () => {
    expect([ntsc, { num: 60000, den: 1001 }].map(isDropFrame)).toEqual([true, true]);
    expect([pal, { num: 30, den: 1 }, { num: 24000, den: 1001 }].map(isDropFrame)).toEqual([false, false, false]);
    expect(timecodeOfFrame(137, ntsc)).toBe('00:00:04;17');
    expect(timecodeOfFrame(1799, ntsc)).toBe('00:00:59;29');
    // Labels 00 and 01 are skipped at each minute...
    expect(timecodeOfFrame(1800, ntsc)).toBe('00:01:00;02');
    expect(timecodeOfFrame(3597, ntsc)).toBe('00:01:59;29');
    expect(timecodeOfFrame(3598, ntsc)).toBe('00:02:00;02');
    // ...except every tenth.
    expect(timecodeOfFrame(17982, ntsc)).toBe('00:10:00;00');
    expect(timecodeOfFrame(17983, ntsc)).toBe('00:10:00;01');
    expect(timecodeOfFrame(107892, ntsc)).toBe('01:00:00;00');
    const ntsc60 = { num: 60000, den: 1001 };
    expect(timecodeOfFrame(3600, ntsc60)).toBe('00:01:00;04');
    expect(timecodeOfFrame(35964, ntsc60)).toBe('00:10:00;00');
    expect(timecodeOfFrame(215784, ntsc60)).toBe('01:00:00;00');
  });

  it('gives every frame of 29.97 fps its own drop-frame label, none of the skipped ones', () => {
    const labels = Array.from({ length: 40_000 }, (_, frame) => timecodeOfFrame(frame, ntsc));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((label) => /:(0[1-9]|[1-5][1-9]):00;0[01]$/.test(label))).toEqual([]);
    expect([...labels].sort()).toEqual(labels);
  });
});
