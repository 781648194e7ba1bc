/**
 * Frame arithmetic of the review player (decision 110). A frame rate is kept as the exact rational
 * ffprobe reads (30000/1001, never 29.97), so frame n of a long clip is still frame n.
 */
export interface FrameRate {
  num: number;
  den: number;
}

/** ffprobe's `r_frame_rate` ("30000/1001", "25/1"), or null when it names no usable rate. */
export const parseFrameRate = (text: string): FrameRate | null => {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) return null;
  const num = Number(match[1]);
  const den = Number(match[2]);
  return num > 0 && den > 0 ? { num, den } : null;
};

export const framesPerSecond = (rate: FrameRate): number => rate.num / rate.den;

/**
 * Where the player seeks to show frame n: the middle of its display interval, so a browser that
 * rounds the time either way still lands inside the frame.
 */
export const seekTimeOfFrame = (frame: number, rate: FrameRate): number => ((frame + 0.5) * rate.den) / rate.num;

/**
 * A browser keeps media time in whole microseconds, truncated: frame 2 of 30000/1001 starts at
 * 0.0667333… s and is reported as 0.066733, a hair before its start. A thousandth of a frame covers
 * that at every rate a video has.
 */
const frameTolerance = 1e-3;

/** The frame on screen at a media time (requestVideoFrameCallback's mediaTime is the frame's start). */
export const frameAtTime = (seconds: number, rate: FrameRate): number =>
  Math.max(0, Math.floor((seconds * rate.num) / rate.den + frameTolerance));

/** Timecode frames per second: 30 for 30000/1001, as non-drop-frame timecode counts them. */
export const timecodeBase = (rate: FrameRate): number => Math.max(1, Math.round(rate.num / rate.den));

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * HH:MM:SS:FF, non-drop-frame: at 30000/1001 the timecode runs 0.1 % behind the clock (drop-frame
 * is not offered), but every frame has its own timecode and an editing suite reads it back the same.
 */
export const timecodeOfFrame = (frame: number, rate: FrameRate): string => {
  const base = timecodeBase(rate);
  const whole = Math.max(0, Math.floor(frame));
  const seconds = Math.floor(whole / base);
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}:${two(whole % base)}`;
};
