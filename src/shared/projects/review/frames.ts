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

/** Timecode frames per second: 30 for 30000/1001, as timecode counts them. */
export const timecodeBase = (rate: FrameRate): number => Math.max(1, Math.round(rate.num / rate.den));

/**
 * 29.97 and 59.94 fps (30000/1001, 60000/1001) are counted in drop-frame timecode (SMPTE 12M), so the
 * timecode keeps to the clock as editing suites show it; 23.976 has no drop-frame form.
 */
export const isDropFrame = (rate: FrameRate): boolean => {
  const base = timecodeBase(rate);
  return (base === 30 || base === 60) && rate.num * 1001 === base * 1000 * rate.den;
};

/**
 * The frame count written as timecode digits: drop-frame skips the labels 0 and 1 (0 to 3 at 59.94) at
 * the start of every minute except each tenth, which is the same as adding them back here.
 */
const labelledFrame = (frame: number, rate: FrameRate): number => {
  if (!isDropFrame(rate)) return frame;
  const base = timecodeBase(rate);
  const dropped = base / 15;
  const perMinute = base * 60 - dropped;
  const perTenMinutes = base * 600 - dropped * 9;
  const tens = Math.floor(frame / perTenMinutes);
  const rest = frame % perTenMinutes;
  const minutes = rest > dropped ? Math.floor((rest - dropped) / perMinute) : 0;
  return frame + dropped * (9 * tens + minutes);
};

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * HH:MM:SS:FF, or HH:MM:SS;FF in drop-frame at 29.97 and 59.94 fps (`isDropFrame`): every frame has
 * its own timecode, and an editing suite reads it back as the same frame.
 */
export const timecodeOfFrame = (frame: number, rate: FrameRate): string => {
  const base = timecodeBase(rate);
  const whole = labelledFrame(Math.max(0, Math.floor(frame)), rate);
  const seconds = Math.floor(whole / base);
  const separator = isDropFrame(rate) ? ';' : ':';
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}${separator}${two(whole % base)}`;
};
