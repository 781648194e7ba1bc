// Issue 37: the time from clicking a review marker to its frame shown (the requestVideoFrameCallback
// that presents the frame after the seek), p95 over 50 clicks in Debian's Chromium, beside a bare page
// (a plain <video> of the same proxy file sought to the same frames) measured in the same run. The
// built app (dist) runs on its embedded database with the demo studio; the clip is a 720p frame-number
// clip made here by ffmpeg, taken through the app's own review job. Run it after `npm run build`.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { makeFrameNumberClip } from '#server/lib/media/ffmpeg.ts';
import { demoProjectTitle } from '#server/seed/demo-ids.ts';
import { percentile, startBuiltApp, stopServer } from './load.ts';
import { benchResultFile } from './result-file.ts';
import { browserCookies, signInTo } from './scale-studio.ts';

const port = Number(process.env.BENCH_REVIEW_PORT ?? 4752);
const origin = `http://127.0.0.1:${port}`;
const password = 'review-bench-password';
const clicks = 50;
const rate = { num: 25, den: 1 };
const frameCount = 250;
/** Ten markers spread over the clip, none on a key frame (every 12th): each seek decodes from the one before. */
const markerFrames = [7, 31, 58, 83, 110, 137, 161, 190, 215, 245];

const dir = await mkdtemp(path.join(tmpdir(), 'es-review-seek-'));
const server = await startBuiltApp({
  databaseUrl: '',
  dataDir: path.join(dir, 'data'),
  port,
  env: { SEED_DEMO: 'true', DEMO_PASSWORD: password },
  readyTimeoutMs: 180_000,
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const api = async (cookie: string, method: string, url: string, body?: BodyInit, type?: string) => {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { cookie, origin, ...(type ? { 'content-type': type } : {}) },
    body,
  });
  if (response.status !== 200)
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

/**
 * Times each seek in the page: from just before `start(frame)` to the presented frame whose media time
 * is that frame. A string, not a function: tsx would wrap a function's inner names in a helper the
 * page does not have.
 */
const timeSeeks = (page: Page, start: string, frames: number[]): Promise<number[]> =>
  page.evaluate(`(async () => {
    const video = document.querySelector('video');
    const times = [];
    for (const frame of ${JSON.stringify(frames)}) {
      const shown = new Promise((resolve) => {
        const started = performance.now();
        const onFrame = (now, metadata) => {
          if (Math.floor((metadata.mediaTime * ${rate.num}) / ${rate.den} + 1e-3) === frame) resolve(performance.now() - started);
          else video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
        (${start})(frame);
      });
      times.push(await shown);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return times;
  })()`);

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p95: Number(percentile(sorted, 95).toFixed(1)),
    max: Number((sorted.at(-1) ?? 0).toFixed(1)),
  };
};

try {
  const cookie = await signInTo(origin, 'pm@demo.local', password);
  const found = await api(cookie, 'GET', `/api/projects/search?term=${encodeURIComponent(demoProjectTitle)}`);
  const projectId = (found.items as { _id: string; title: string }[]).find(
    (item) => item.title === demoProjectTitle,
  )?._id;
  if (!projectId) throw new Error('no demo project');
  const clip = path.join(dir, 'clip.mp4');
  await makeFrameNumberClip(clip, { rate, frames: frameCount, width: 1280, height: 720 });
  const form = new FormData();
  form.append('file', new Blob([await readFile(clip)], { type: 'video/mp4' }), 'bench-720p.mp4');
  await api(cookie, 'POST', `/api/projects/${projectId}/delivery/preview`, form);
  let video: { _id: string; status: string; proxyUrl: string | null } | undefined;
  for (const deadline = Date.now() + 120_000; video?.status !== 'ready'; ) {
    if (Date.now() > deadline || video?.status === 'failed')
      throw new Error(`the clip was not prepared: ${video?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const list = await api(cookie, 'GET', `/api/projects/${projectId}/review-videos`);
    video = (list.items as (NonNullable<typeof video> & { name: string })[]).find(
      (item) => item.name === 'bench-720p.mp4',
    );
  }
  for (const frame of markerFrames) {
    const body = JSON.stringify({
      itemType: 'review-video',
      itemId: video._id,
      text: `Frame ${frame}`,
      mark: { frame },
    });
    await api(cookie, 'POST', '/api/comments', body, 'application/json');
  }
  // Every click goes to another marker than the one before, so each one seeks.
  const frames = Array.from({ length: clicks }, (_, index) => markerFrames[(index * 3) % markerFrames.length] ?? 0);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(browserCookies(cookie, origin));
  const page = await context.newPage();
  await page.goto(`${origin}/app/projects/${projectId}/review/${video._id}`);
  await page
    .locator('[data-testid="review-marker"]')
    .nth(markerFrames.length - 1)
    .waitFor();
  await page.waitForFunction('document.querySelector("video").readyState >= 2');
  const app = await timeSeeks(
    page,
    `(frame) => document.querySelector('[data-testid="review-marker"][data-frame="' + frame + '"]').click()`,
    frames,
  );

  // The bare page: the same proxy from the same origin, in a page holding only the video.
  await page.route(`${origin}/bench-bare`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><video src="${video?.proxyUrl ?? ''}" preload="auto" muted playsinline width="640"></video>`,
    }),
  );
  await page.goto(`${origin}/bench-bare`);
  await page.waitForFunction('document.querySelector("video").readyState >= 2');
  const bare = await timeSeeks(
    page,
    `(frame) => { document.querySelector('video').currentTime = (frame + 0.5) * ${rate.den} / ${rate.num}; }`,
    frames,
  );
  await context.close();

  const result = {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores, load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
    browser: `Chromium ${browser.version()}`,
    clip: `1280x720 frame-number clip, 25 fps, ${frameCount} frames, through the review job (key frame every 12)`,
    clicks,
    appMs: summary(app),
    bareMs: summary(bare),
    p95Ratio: Number((summary(app).p95 / summary(bare).p95).toFixed(2)),
  };
  const file = benchResultFile('review-seek');
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `Marker click to frame shown, p95 of ${clicks}: app ${result.appMs.p95} ms, bare <video> ${result.bareMs.p95} ms, ratio ${result.p95Ratio}`,
  );
  console.log(`${JSON.stringify(result)}\nWritten to ${file}`);
} finally {
  await browser.close();
  await stopServer(server);
  await rm(dir, { recursive: true, force: true });
}
