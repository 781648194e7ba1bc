// Issue 37: how long the review-video job's encoding takes for a 60 s 1080p clip at 25 fps, and
// whether the proxy seeks to the frame asked for. The source is made here by ffmpeg (testsrc2), so the
// bench downloads nothing; run it on an idle machine, it uses every core ffmpeg finds.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeReviewProxy, makeTimelineSprite, probeVideo } from '#server/lib/media/ffmpeg.ts';
import { spriteLayout } from '#shared/projects/review/review.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const rate = { num: 25, den: 1 };
const dir = await mkdtemp(path.join(tmpdir(), 'es-review-bench-'));
try {
  const source = path.join(dir, 'source.mp4');
  const made = spawnSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc2=size=1920x1080:rate=25:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '250', '-pix_fmt', 'yuv420p', source],
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
  const probed = await probeVideo(source);
  const proxy = path.join(dir, 'proxy.mp4');
  const started = performance.now();
  await encodeReviewProxy(source, proxy, { rate, duration: probed.duration, onProgress: () => undefined });
  const encoded = performance.now();
  const proxied = await probeVideo(proxy);
  if (proxied.frameCount !== probed.frameCount)
    throw new Error(`the proxy has ${proxied.frameCount} frames, the source ${probed.frameCount}`);
  await makeTimelineSprite(proxy, path.join(dir, 'sprite.jpg'), {
    tiles: spriteLayout.columns * spriteLayout.rows,
    duration: proxied.duration,
    columns: spriteLayout.columns,
    tileWidth: spriteLayout.tileWidth,
  });
  const done = performance.now();
  console.log(
    JSON.stringify({
      source: `${seconds} s, 1920x1080, 25 fps, ${probed.frameCount} frames`,
      proxy: `${proxied.width}x${proxied.height}, ${proxied.frameCount} frames, ${Math.round((await stat(proxy)).size / 1024)} KB`,
      encodeSeconds: Number(((encoded - started) / 1000).toFixed(1)),
      spriteSeconds: Number(((done - encoded) / 1000).toFixed(1)),
    }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
