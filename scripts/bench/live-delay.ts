// Issue 15's write-to-screen time: a comment written through the API by one user, until it shows in
// another user's open comments modal in Chromium, over 50 writes; beside it, the limit: a NOTIFY
// through the same PostgreSQL to a bare SSE page (bare-server.ts). The app (dist/server) and the
// limit run in processes of their own. Run through `npm run bench`, which passes PG_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openDatabase } from '#server/db/client.ts';
import { loadConfig } from '#server/lib/config.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';
import { benchPassword } from './demo-studio.ts';
import { percentile, startServer, stopServer } from './load.ts';
import { browserCookies } from './scale-studio.ts';

const databaseUrl = process.env.PG_URL;
if (!databaseUrl) throw new Error('PG_URL is missing: run this through `npm run bench`');
const samples = Number(process.env.BENCH_LIVE_SAMPLES ?? 50);
const goalMs = 1000;
const appPort = 4603;
const barePort = 4604;
const appOrigin = `http://127.0.0.1:${appPort}`;
const bareOrigin = `http://127.0.0.1:${barePort}`;
const sessionSecret = 'bench-session-secret-of-at-least-thirty-two-characters';

const dataDir = mkdtempSync(path.join(tmpdir(), 'es-bench-live-'));
const database = await openDatabase({ databaseUrl, dataDir });
const storage = createStorage(loadConfig({ DATA_DIR: dataDir }, process.cwd()));
await seedDemo(database.db, { password: benchPassword, dataDir, locale: 'en', storage });
await storage.close();
await database.close();

const serverEnv = {
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: sessionSecret,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
};
const app = await startServer(
  process.execPath,
  ['dist/server/main.js'],
  { ...serverEnv, PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' },
  `${appOrigin}/healthz`,
);
const bare = await startServer(
  process.execPath,
  ['--import', 'tsx', 'scripts/bench/bare-server.ts'],
  { ...serverEnv, PORT: String(barePort) },
  `${bareOrigin}/limit`,
);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const signIn = async (email: string): Promise<string> => {
  const response = await fetch(`${appOrigin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: benchPassword }),
  });
  if (response.status !== 200) throw new Error(`signing in as ${email} answered ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

/** Writes `samples` times and, after each, waits for the text on the page; returns each write's delay in ms. */
const measure = async (page: Page, textSelector: string, write: (text: string) => Promise<void>): Promise<number[]> => {
  const delays: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const text = `Live sample ${sample} ${Date.now()}`;
    const shown = page.waitForFunction(
      ({ selector, expected }) =>
        [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(expected))
          ? Date.now()
          : false,
      { selector: textSelector, expected: text },
      { polling: 'raf', timeout: 10_000 },
    );
    const sentAt = Date.now();
    await write(text);
    delays.push(((await (await shown).jsonValue()) as number) - sentAt);
  }
  return delays.sort((a, b) => a - b);
};

try {
  const readerCookie = await signIn('client@demo.local');
  const writerCookie = await signIn('pm@demo.local');
  const { items } = (await (
    await fetch(`${appOrigin}/api/projects/search?term=Coffee`, { headers: { cookie: readerCookie } })
  ).json()) as { items: { _id: string }[] };
  const projectId = items[0]?._id;
  if (!projectId) throw new Error('the demo project is missing');
  const { scenes } = (await (
    await fetch(`${appOrigin}/api/projects/${projectId}/scenes`, { headers: { cookie: readerCookie } })
  ).json()) as { scenes: { _id: string }[] };
  const sceneId = scenes[0]?._id;
  if (!sceneId) throw new Error('the demo project has no scene');

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(browserCookies(readerCookie, appOrigin));
  const page = await context.newPage();
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/live') && response.status() === 200,
  );
  await page.goto(`${appOrigin}/app/projects/${projectId}/scenes?comments=${sceneId}`);
  await page.getByRole('dialog', { name: 'Comments' }).waitFor();
  await streamOpen;
  const appDelays = await measure(page, '[data-testid="comment-thread"]', async (text) => {
    const response = await fetch(`${appOrigin}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: writerCookie },
      body: JSON.stringify({ itemType: 'scene', itemId: sceneId, text }),
    });
    if (response.status !== 200) throw new Error(`the comment answered ${response.status}`);
  });

  const barePage = await (await browser.newContext()).newPage();
  await barePage.goto(`${bareOrigin}/limit-live/page`);
  await barePage.waitForFunction(() => document.body.dataset.open === '1');
  const limitDelays = await measure(barePage, 'p', async (text) => {
    const response = await fetch(`${bareOrigin}/limit-live/write`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    if (response.status !== 200) throw new Error(`the limit's write answered ${response.status}`);
  });

  const line = (name: string, delays: number[]) =>
    `${name.padEnd(38)} median ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms, max ${delays.at(-1)} ms`;
  console.log(`Write-to-screen over ${samples} writes (goal: every one under ${goalMs} ms)`);
  console.log(line('app: comment into an open modal', appDelays));
  console.log(line('limit: NOTIFY to a bare SSE page', limitDelays));
  if ((appDelays.at(-1) ?? Infinity) >= goalMs) process.exitCode = 1;
} finally {
  await browser.close();
  await stopServer(app);
  await stopServer(bare);
  rmSync(dataDir, { recursive: true, force: true });
}
