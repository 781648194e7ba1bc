import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseFrameRate, type FrameRate } from '#shared/projects/review/frames.ts';
import { proxyKeyframeInterval } from '#shared/projects/review/review.ts';

/**
 * ffmpeg and ffprobe from the system's packages (decision 111: `node scripts/ensure-ffmpeg.mjs`
 * installs Debian's). Every call is a child process with arguments, never a shell.
 */

/** ffmpeg could not do the work: a missing tool or a file it cannot read. The job ends as failed, not retried. */
export class MediaError extends Error {}

const stderrTail = 2000;

const run = (
  command: 'ffmpeg' | 'ffprobe',
  args: readonly string[],
  onLine?: (line: string) => void,
): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    if (onLine) createInterface({ input: child.stdout }).on('line', onLine);
    else child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-stderrTail)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new MediaError(
          error.code === 'ENOENT' ? `${command} is not installed (apt-get install ffmpeg)` : error.message,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new MediaError(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });

/** Whether ffmpeg and ffprobe answer at all. */
export const isFfmpegAvailable = async (): Promise<boolean> => {
  try {
    await run('ffmpeg', ['-hide_banner', '-version']);
    await run('ffprobe', ['-hide_banner', '-version']);
    return true;
  } catch {
    return false;
  }
};

export interface ProbedVideo {
  /** Null when the file names none that makes sense (a single still picture). */
  rate: FrameRate | null;
  frameCount: number;
  duration: number;
  width: number;
  height: number;
}

interface ProbeAnswer {
  streams?: {
    r_frame_rate?: string;
    avg_frame_rate?: string;
    nb_read_packets?: string;
    width?: number;
    height?: number;
    duration?: string;
  }[];
  format?: { duration?: string };
}

/** Rates above this are container time bases (a WebM's 1000/1), not frame rates. */
const highestFrameRate = 120;

const usableRate = (text: string | undefined): FrameRate | null => {
  const rate = text ? parseFrameRate(text) : null;
  return rate && rate.num / rate.den <= highestFrameRate ? rate : null;
};

/** Counts the packets of the first video stream (no decoding): one per frame in the files we write and take. */
export const probeVideo = async (file: string): Promise<ProbedVideo> => {
  const answer = JSON.parse(
    await run('ffprobe', [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-count_packets',
      '-show_entries',
      'stream=r_frame_rate,avg_frame_rate,nb_read_packets,width,height,duration:format=duration',
      '-of',
      'json',
      file,
    ]),
  ) as ProbeAnswer;
  const stream = answer.streams?.[0];
  if (!stream) throw new MediaError('the file holds no video stream');
  return {
    rate: usableRate(stream.avg_frame_rate) ?? usableRate(stream.r_frame_rate),
    frameCount: Number(stream.nb_read_packets ?? 0),
    duration: Number(stream.duration ?? answer.format?.duration ?? 0),
    width: stream.width ?? 0,
    height: stream.height ?? 0,
  };
};

/** The proxy's height at most: review needs the picture, not the master's pixels. */
const proxyMaxHeight = 720;

/**
 * The review proxy (decision 111): H.264 at the exact frame rate, constant, a key frame every
 * `proxyKeyframeInterval` frames and no B-frames, so a seek decodes few frames and lands on the one
 * asked for; the index first (+faststart), so the player seeks before the whole file arrives.
 * `onProgress` hears 0..1 as ffmpeg reports its position.
 */
export const encodeReviewProxy = async (
  input: string,
  output: string,
  { rate, duration, onProgress }: { rate: FrameRate; duration: number; onProgress: (done: number) => void },
): Promise<void> => {
  const keyframes = String(proxyKeyframeInterval);
  await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-i',
      input,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-vf',
      `scale=-2:'2*trunc(min(${proxyMaxHeight},ih)/2)'`,
      '-r',
      `${rate.num}/${rate.den}`,
      '-fps_mode',
      'cfr',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '20',
      '-pix_fmt',
      'yuv420p',
      '-g',
      keyframes,
      '-keyint_min',
      keyframes,
      '-sc_threshold',
      '0',
      '-bf',
      '0',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      '-progress',
      'pipe:1',
      '-nostats',
      output,
    ],
    (line) => {
      const [name, value] = line.split('=');
      if (name === 'out_time_us' && duration > 0) onProgress(Math.min(1, Number(value) / 1e6 / duration));
    },
  );
};

/**
 * The timeline's hover thumbnails: `tiles` pictures evenly spaced over the video, in one JPEG of
 * `columns` across, each `tileWidth` wide.
 */
export const makeTimelineSprite = async (
  input: string,
  output: string,
  { tiles, duration, columns, tileWidth }: { tiles: number; duration: number; columns: number; tileWidth: number },
): Promise<void> => {
  const rows = Math.ceil(tiles / columns);
  await run('ffmpeg', [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-vf',
    `fps=${tiles}/${Math.max(duration, 0.001)},scale=${tileWidth}:-2,tile=${columns}x${rows}`,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    output,
  ]);
};

/** The bits of the frame number burned across the top of a frame-number clip. */
export const frameNumberBits = 12;

/**
 * A clip whose every frame shows its number, as digits and as `frameNumberBits` black and white
 * blocks across the top eighth (most significant bit on the left): the demo's videos, and the
 * journeys' proof that the player shows the frame it says (they read the blocks from the pixels).
 */
export const makeFrameNumberClip = async (
  output: string,
  { rate, frames, width, height }: { rate: FrameRate; frames: number; width: number; height: number },
): Promise<void> => {
  const top = 'lt(Y,H/8)';
  const bit = `255*mod(trunc(N/pow(2,${frameNumberBits - 1}-trunc(X*${frameNumberBits}/W))),2)`;
  await run('ffmpeg', [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}:rate=${rate.num}/${rate.den}`,
    '-vf',
    [
      `drawtext=text='%{frame_num}':fontsize=${Math.round(height / 5)}:fontcolor=white:box=1:boxcolor=black@0.6:x=(w-tw)/2:y=h-th-${Math.round(height / 10)}`,
      `geq=lum='if(${top},${bit},lum(X,Y))':cb='if(${top},128,cb(X,Y))':cr='if(${top},128,cr(X,Y))'`,
    ].join(','),
    '-frames:v',
    String(frames),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    output,
  ]);
};
