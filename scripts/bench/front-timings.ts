// Issue 19's front-end timings (decision 071): in Chromium, from navigation to the first project card
// on /app/projects (as the demo admin), and to an interactive scenes page of the sixty-scene project
// (as the demo client), median of FRONT_SAMPLES (5) fresh visits, on the built app (dist) with the scale
// studio on PostgreSQL 15. Beside each, the limit measured in the same run: a bare server's static
// page (front-limit-server.ts) rendering the same cards and scenes from the same JSON with plain DOM.
// Run through `npm run bench:front`, which starts the PostgreSQL and passes PG_URL.
//
// Sign-in (issue 38): from the submit of the sign-in form to the first project card of the dashboard it
// lands on (as the demo admin), alone and with ten other sign-ins sent at the same moment from this
// process; beside it the limit's bare form, whose post checks an argon2id hash of the app's cost.
//
// Repeat visit (issue 38): the same browser opens /app/projects a second time, its assets cached and the last-seen
// answers kept (decision 122); the time to the first card is held to 1.2x the limit's first visit.
//
// "Interactive": all sixty scene cards are in the page, the last card's image has loaded and its
// decode() has resolved, and every control in the last card (buttons, selects, text fields) is enabled and
// no longer in the server's inert first paint; the time is the animation frame in which all of that first holds.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoAccounts } from '#server/seed/seed-demo.ts';
import { benchSceneCount } from '#server/seed/seed-scale.ts';
import { startServer, stopServer } from './load.ts';
import { benchResultFile } from './result-file.ts';
import { benchPassword } from './demo-studio.ts';
import { browserCookies, openScaleStudio, signInTo } from './scale-studio.ts';

const databaseUrl = process.env.PG_URL;
if (!databaseUrl) throw new Error('PG_URL is missing: run this through `npm run bench:front`');
if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run `npm run build` first');
const samples = Number(process.env.FRONT_SAMPLES ?? 5);
const appPort = 4742;
const limitPort = 4743;
const appOrigin = `http://127.0.0.1:${appPort}`;
const limitOrigin = `http://127.0.0.1:${limitPort}`;
/**
 * Decision 119 (replacing decision 071's "limit + 1,500 / 2,500 ms"): the app's median may be at most
 * this many times the limit's median measured in the same run, on each network.
 */
const goals = { loopbackTimesLimit: 2, emulatedNetworkTimesLimit: 1.5, repeatVisitTimesLimit: 1.2 };
/**
 * Where the pages are measured: the loopback, which the goals are for, and a network as a user's
 * (decision 089), emulated by Chromium for the app and its limit alike.
 */
const networks = [
  { name: 'loopback', conditions: null },
  {
    name: '100 ms round trip, 10 Mbit/s down, 5 up',
    conditions: {
      offline: false,
      latency: 100,
      downloadThroughput: (10 * 2 ** 20) / 8,
      uploadThroughput: (5 * 2 ** 20) / 8,
    },
  },
] as const;
type Network = (typeof networks)[number];
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Runs in every document before its own scripts: checks each animation frame and keeps, in
// performance.now() time (from the navigation's start), when each goal first held. A string, not a
// function: tsx would wrap a function's inner names in a helper the page does not have.
const probe = (expectedScenes: number) => `(() => {
  const marks = {};
  window.benchMarks = marks;
  // A page the server drew (decision 129) is inert until the app has hydrated it: its controls answer nothing before.
  const controlsEnabled = (card) => {
    const controls = [...card.querySelectorAll('button, select, textarea, input')];
    return controls.length > 0 && !card.closest('[inert]') && controls.every((control) => !control.disabled);
  };
  let decoding = false;
  const check = () => {
    if (marks.firstCard === undefined && document.querySelector('main a[href$="/scenes"]')) marks.firstCard = performance.now();
    const cards = document.querySelectorAll('[data-testid="scene-card"]');
    const last = cards[${expectedScenes} - 1];
    const image = last && last.querySelector('img');
    if (marks.interactive === undefined && !decoding && cards.length === ${expectedScenes} && image && image.complete && image.naturalWidth > 0 && controlsEnabled(last)) {
      decoding = true;
      image.decode().then(
        () => {
          if (controlsEnabled(last)) marks.interactive = performance.now();
          decoding = false;
        },
        () => (decoding = false),
      );
    }
    if (marks.firstCard === undefined || marks.interactive === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** One JPEG frame (1280 x 720, about what a drawn scene weighs), drawn by Chromium itself. */
const drawFrame = async (browser: Browser): Promise<Buffer> => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.setContent(
    '<body style="margin:0"><div style="width:1280px;height:720px;background:linear-gradient(135deg,#f6d365,#fda085 40%,#5ee7df 70%,#b490ca)">' +
      '<svg width="1280" height="720">' +
      Array.from(
        { length: 40 },
        (_, index) =>
          `<circle cx="${(index * 97) % 1280}" cy="${(index * 53) % 720}" r="${20 + (index % 7) * 9}" fill="hsl(${index * 37},60%,55%)" opacity=".7"/>`,
      ).join('') +
      '</svg></div></body>',
  );
  const frame = await page.screenshot({ type: 'jpeg', quality: 80 });
  await page.close();
  return frame;
};

type Mark = 'firstCard' | 'interactive';

/** The network the page is measured over, emulated by Chromium (none on the loopback). */
const emulate = async (context: BrowserContext, page: Page, network: Network): Promise<void> => {
  if (!network.conditions) return;
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', network.conditions);
};

/**
 * A repeat visit's first sight of the page: the page is opened once and left once the app has taken it over, so that
 * its assets are in the browser's cache and its answers in the copy the app keeps (decision 122).
 */
const seeOnce = async (context: BrowserContext, url: string) => {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && root.childElementCount > 0 && !root.inert;
  });
  await page.waitForLoadState('networkidle');
  await page.close();
};

const visit = async (
  browser: Browser,
  url: string,
  mark: Mark,
  cookie: string | null,
  network: Network,
  repeat = false,
): Promise<number> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (cookie) await context.addCookies(browserCookies(cookie, appOrigin));
    await context.addInitScript({ content: probe(benchSceneCount) });
    if (repeat) await seeOnce(context, url);
    const page = await context.newPage();
    await emulate(context, page, network);
    await page.goto(url, { waitUntil: 'commit' });
    try {
      const handle = await page.waitForFunction(
        (name) => (window as unknown as { benchMarks: Record<string, number | undefined> }).benchMarks[name],
        mark,
        { timeout: 60_000 },
      );
      return (await handle.jsonValue()) as number;
    } catch (error) {
      const shot = path.join(tmpdir(), `front-timings-${mark}-${Date.now()}.png`);
      await page.screenshot({ path: shot, fullPage: false });
      throw new Error(`${url}: ${mark} did not happen within a minute (page: ${shot})`, { cause: error });
    }
  } finally {
    await context.close();
  }
};

/** Ten sign-ins at once come from ten people: the demo accounts in turn. */
const demoEmails = demoAccounts.map((account) => account.email);

interface SignInSide {
  loginUrl: string;
  /** One other person's sign-in, sent as the measured one is. */
  otherSignIn: (email: string) => Promise<unknown>;
}

/**
 * Fills the sign-in form, sends `others` sign-ins, submits, and answers the time from the submit (taken
 * in the page) to the first project card of the page the form leads to.
 */
const signInVisit = async (browser: Browser, side: SignInSide, network: Network, others: number): Promise<number> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: probe(benchSceneCount) });
    const page = await context.newPage();
    await emulate(context, page, network);
    await page.goto(side.loginUrl);
    await page.fill('#email', 'admin@demo.local');
    await page.fill('#password', benchPassword);
    const concurrent = Array.from({ length: others }, (_, index) =>
      side.otherSignIn(demoEmails[index % demoEmails.length] ?? ''),
    );
    await page.evaluate(() => {
      sessionStorage.setItem('benchSubmittedAt', String(performance.timeOrigin + performance.now()));
      document.querySelector('form')?.requestSubmit();
    });
    const handle = await page.waitForFunction(
      () => {
        const marks = (window as unknown as { benchMarks?: Record<string, number | undefined> }).benchMarks;
        const drawn = marks?.firstCard;
        return drawn === undefined
          ? undefined
          : performance.timeOrigin + drawn - Number(sessionStorage.getItem('benchSubmittedAt'));
      },
      undefined,
      { timeout: 60_000 },
    );
    const time = (await handle.jsonValue()) as number;
    await Promise.all(concurrent);
    return time;
  } finally {
    await context.close();
  }
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const frame = await drawFrame(browser);
const studio = await openScaleStudio({
  databaseUrl,
  name: 'front',
  scale: Number(process.env.BENCH_SCALE ?? 1),
  frame,
});
const limitData = mkdtempSync(path.join(tmpdir(), 'es-bench-front-limit-'));
writeFileSync(path.join(limitData, 'frame.jpg'), frame);
const serverEnv = {
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: 'bench-session-secret-of-at-least-thirty-two-characters',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
};
const app = await startServer(
  process.execPath,
  ['dist/server/main.js'],
  {
    ...serverEnv,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: studio.dataDir,
    SEED_DEMO: 'false',
    MEDIA_HOST: '/media/',
    // The bench signs in about a hundred times a minute from one address, as many people behind one
    // office's router would; the limit per address is not what it measures.
    LOGIN_RATE_LIMIT: '10000',
  },
  `${appOrigin}/auth/login`,
);
const limit = await startServer(
  process.execPath,
  ['--import', 'tsx', 'scripts/bench/front-limit-server.ts'],
  { PORT: String(limitPort), FRONT_LIMIT_DATA: limitData },
  `${limitOrigin}/limit`,
);

interface Row {
  what: string;
  network: string;
  app: number[];
  limit: number[];
  appMedian: number;
  limitMedian: number;
  ratio: number;
  goalTimesLimit: number;
  met: boolean;
}
const rows: Row[] = [];
try {
  // A user keeps at most maxSessionsPerUser sessions, and the sign-in rows open dozens as the demo accounts:
  // each network's page visits sign in anew rather than find their session ended.
  const signInAsDemo = async () => ({
    admin: await signInTo(appOrigin, 'admin@demo.local'),
    client: await signInTo(appOrigin, 'client@demo.local'),
  });
  const recordingCookies = await signInAsDemo();
  const scenesPath = `/app/projects/${studio.benchProjectId}/scenes`;

  // The limit renders exactly the JSON the app's page was drawn from: one unmeasured visit records it, from the
  // answers the server drew the page with (decision 129; the browser asks for none of them).
  const recordJson = async (pagePath: string, cookie: string, queryRoot: string, file: string) => {
    const context = await browser.newContext();
    await context.addCookies(browserCookies(cookie, appOrigin));
    const page = await context.newPage();
    // The server's first drawings after it starts may miss their budget and go undrawn: the visit is made again.
    for (let visit = 0; visit < 5; visit += 1) {
      await page.goto(`${appOrigin}${pagePath}`);
      if ((await page.locator('#first-paint-queries').count()) > 0) break;
    }
    const drawn = JSON.parse((await page.locator('#first-paint-queries').textContent()) ?? '{}') as {
      queries?: { queryKey: unknown[]; state: { data: { pages?: unknown[] } } }[];
    };
    const query = drawn.queries?.find(({ queryKey }) => queryKey[0] === queryRoot);
    if (!query) throw new Error(`${pagePath} was not drawn with a ${queryRoot} answer`);
    writeFileSync(path.join(limitData, file), JSON.stringify(query.state.data.pages?.[0] ?? query.state.data));
    await context.close();
  };
  await recordJson('/app/projects', recordingCookies.admin, 'projects', 'projects.json');
  await recordJson(scenesPath, recordingCookies.client, 'scenes', 'scenes.json');
  await recordJson('/app/', recordingCookies.admin, 'projects', 'dashboard.json');

  /** A row beside its limit, against the network's goal or the one given. */
  const report = (
    what: string,
    network: Network,
    appTimes: number[],
    limitTimes: number[],
    goal = network.conditions ? goals.emulatedNetworkTimesLimit : goals.loopbackTimesLimit,
  ) => {
    const [appMedian, limitMedian] = [median(appTimes), median(limitTimes)];
    const ratio = appMedian / limitMedian;
    const met = ratio <= goal;
    rows.push({
      what,
      network: network.name,
      app: appTimes,
      limit: limitTimes,
      appMedian,
      limitMedian,
      ratio,
      goalTimesLimit: goal,
      met,
    });
    console.log(
      `${what}, ${network.name}: app median ${appMedian.toFixed(0)} ms [${appTimes.map((time) => time.toFixed(0)).join(', ')}], ` +
        `limit median ${limitMedian.toFixed(0)} ms [${limitTimes.map((time) => time.toFixed(0)).join(', ')}], ` +
        `${ratio.toFixed(2)}x the limit, goal: at most ${goal}x ${met ? 'ok' : 'GOAL MISSED'}`,
    );
  };
  for (const network of networks) {
    const cookies = await signInAsDemo();
    const measures: { what: string; mark: Mark; appUrl: string; cookie: string; limitUrl: string }[] = [
      {
        what: 'navigation to the first project card (/app/projects, admin)',
        mark: 'firstCard',
        appUrl: `${appOrigin}/app/projects`,
        cookie: cookies.admin,
        limitUrl: `${limitOrigin}/projects`,
      },
      {
        what: `navigation to an interactive scenes page (${benchSceneCount} scenes with images, client)`,
        mark: 'interactive',
        appUrl: `${appOrigin}${scenesPath}`,
        cookie: cookies.client,
        limitUrl: `${limitOrigin}/scenes`,
      },
    ];
    for (const measure of measures) {
      const appTimes: number[] = [];
      const limitTimes: number[] = [];
      // Alternating, so a burst of load from elsewhere on the machine falls on both.
      for (let sample = 0; sample < samples; sample += 1) {
        appTimes.push(await visit(browser, measure.appUrl, measure.mark, measure.cookie, network));
        limitTimes.push(await visit(browser, measure.limitUrl, measure.mark, null, network));
      }
      report(measure.what, network, appTimes, limitTimes);
    }
    // Issue 38: a repeat visit (assets cached, signed in) against the limit's first visit.
    const repeatTimes: number[] = [];
    const limitFirstTimes: number[] = [];
    for (let sample = 0; sample < samples; sample += 1) {
      repeatTimes.push(await visit(browser, `${appOrigin}/app/projects`, 'firstCard', cookies.admin, network, true));
      limitFirstTimes.push(await visit(browser, `${limitOrigin}/projects`, 'firstCard', null, network));
    }
    report(
      'repeat visit to the first project card (/app/projects, admin), against the limit’s first visit',
      network,
      repeatTimes,
      limitFirstTimes,
      goals.repeatVisitTimesLimit,
    );
    const appSignIn: SignInSide = {
      loginUrl: `${appOrigin}/auth/login`,
      otherSignIn: (email) => signInTo(appOrigin, email),
    };
    const limitSignIn: SignInSide = {
      loginUrl: `${limitOrigin}/login`,
      otherSignIn: (email) =>
        fetch(`${limitOrigin}/login`, {
          method: 'POST',
          body: new URLSearchParams({ email, password: benchPassword }),
          redirect: 'manual',
        }),
    };
    for (const others of [0, 10]) {
      const appTimes: number[] = [];
      const limitTimes: number[] = [];
      for (let sample = 0; sample < samples; sample += 1) {
        appTimes.push(await signInVisit(browser, appSignIn, network, others));
        limitTimes.push(await signInVisit(browser, limitSignIn, network, others));
      }
      const what = `sign-in to the first project card of the dashboard (admin)${others ? `, ${others} other sign-ins at once` : ', alone'}`;
      report(what, network, appTimes, limitTimes);
    }
  }
} finally {
  await browser.close();
  await stopServer(app);
  await stopServer(limit);
  rmSync(studio.dataDir, { recursive: true, force: true });
  rmSync(limitData, { recursive: true, force: true });
}

const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL 15, load average ${loadavg()[0]?.toFixed(1)}`;
const resultFile = benchResultFile('front');
writeFileSync(
  resultFile,
  `${JSON.stringify({ date: new Date().toISOString(), machine, samples, goals, rows }, null, 2)}\n`,
);
console.log(`${machine}\nWritten to ${resultFile}`);
if (rows.length < 5 * networks.length || rows.some((row) => !row.met)) process.exitCode = 1;
