// Lighthouse 12 in Debian's Chromium: npm run lighthouse (after npm run build). Starts the built server on
// a fresh demo studio and audits the public pages (every category at least 95) and the app's pages as the
// users who land on them (signed in, the session cookie sent with every request), each at Lighthouse's
// mobile and desktop settings with its default simulated throttling. One page at a time: the machine's
// load moves the figures less that way. Fails below the goals of decision 117; with
// LIGHTHOUSE_GOALS=performance, only the performance goals fail it (accessibility is reported).
// Writes every figure to bench/results/<date>-lighthouse-<commit>.json.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { JobListResponse } from '#shared/jobs/schemas.ts';
import type { PostListResponse } from '#shared/posts/posts.ts';
import type { ProjectListResponse } from '#shared/projects/project.ts';
import { benchResultFile } from './bench/result-file.ts';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4335);
const origin = `http://127.0.0.1:${port}`;
const demoPassword = 'lighthouse-demo';
const publicMinimum = 95;
/** Decision 117: every app page a user lands on, under Lighthouse's mobile settings. */
const appGoals = { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 2500, cls: 0.1 };
const onlyPerformanceGoals = process.env.LIGHTHOUSE_GOALS === 'performance';
const only = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY) : null;
const dataDir = '.tmp/lighthouse-data';
const publicCategories = ['performance', 'accessibility', 'best-practices', 'seo'];
const appCategories = ['performance', 'accessibility', 'best-practices'];

rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DEMO_PASSWORD: demoPassword,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    PUBLIC_URL: origin,
    NODE_ENV: 'production',
  },
  stdio: 'inherit',
});

const waitForServer = async () => {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(`${origin}/home`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
};

const firstBlogPost = async () => {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const post = /<loc>[^<]*(\/blog\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!post) throw new Error('the demo studio has no blog post');
  return post;
};

const signIn = async (email: string): Promise<string> => {
  const response = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (response.status !== 200) throw new Error(`signing in as ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
};

const readJson = async <Body>(path: string, cookie: string): Promise<Body> => {
  const response = await fetch(`${origin}${path}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Body;
};

/** The demo project with the most scenes the client can open: the scenes page at its heaviest. */
const clientScenesPath = async (cookie: string): Promise<string> => {
  const list = (await (await fetch(`${origin}/api/projects`, { headers: { cookie } })).json()) as ProjectListResponse;
  const project = [...list.items].sort((a, b) => b.sceneCount - a.sceneCount)[0];
  if (!project) throw new Error('the demo client has no project');
  // The audit only sees the address it ends on: the project is read first, so a wrong id cannot pass for the page.
  const read = await fetch(`${origin}/api/projects/${project._id}`, { headers: { cookie } });
  if (read.status !== 200) throw new Error(`the client's project ${project._id} answered ${read.status}`);
  return `/app/projects/${project._id}/scenes`;
};

interface AppRow {
  page: string;
  level: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  requests: number;
  failingAudits: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
const publicRows: { page: string; scores: number[] }[] = [];
const appRows: AppRow[] = [];
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };

  for (const path of ['/home', '/pricing', '/portfolio', await firstBlogPost()]) {
    if (only && !only.test(path)) continue;
    const result = await lighthouse(`${origin}${path}`, { ...flags, onlyCategories: publicCategories });
    const scores = publicCategories.map((category) => score(result?.lhr.categories[category]?.score));
    if (scores.some((value) => value < publicMinimum)) failed = true;
    publicRows.push({ page: path.startsWith('/blog/') ? 'a blog post' : path, scores });
  }

  const cookies = {
    admin: await signIn('admin@demo.local'),
    client: await signIn('client@demo.local'),
    freelancer: await signIn('freelancer@demo.local'),
  };
  const scenesPath = await clientScenesPath(cookies.client);
  const projectPath = scenesPath.slice(0, -'/scenes'.length);
  const freelancerJob = (await readJson<JobListResponse>('/api/jobs', cookies.freelancer)).items[0];
  const adminPost = (await readJson<PostListResponse>('/api/posts?feed=all', cookies.admin)).items[0];
  if (!freelancerJob || !adminPost) throw new Error('the demo studio has no job or no post to audit');
  const appPages: { page: string; level: keyof typeof cookies; path: string }[] = [
    { page: 'dashboard', level: 'admin', path: '/app/' },
    { page: 'projects list', level: 'client', path: '/app/projects' },
    { page: 'projects list', level: 'admin', path: '/app/projects' },
    { page: 'project scenes', level: 'client', path: scenesPath },
    { page: 'project script', level: 'client', path: `${projectPath}/script` },
    { page: 'project addons', level: 'client', path: `${projectPath}/addons` },
    { page: 'project collaborators', level: 'admin', path: `${projectPath}/collabs` },
    { page: 'project cover and titles', level: 'admin', path: `${projectPath}/socialmedia` },
    { page: 'project jobs', level: 'admin', path: `${projectPath}/jobs` },
    { page: 'project settings', level: 'admin', path: `${projectPath}/settings` },
    { page: 'jobs list', level: 'admin', path: '/app/jobs' },
    { page: 'jobs list', level: 'freelancer', path: '/app/jobs' },
    { page: 'job', level: 'freelancer', path: `/app/jobs/${freelancerJob._id}` },
    { page: 'feed', level: 'admin', path: '/app/feed/all' },
    { page: 'post', level: 'admin', path: `/app/feed/${adminPost.feed}/post/${adminPost._id}` },
    { page: 'users', level: 'admin', path: '/app/users' },
    { page: 'account', level: 'client', path: '/app/account' },
    { page: 'cart', level: 'client', path: '/app/cart' },
  ];
  for (const entry of appPages) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      if (only && !only.test(`${entry.page} ${entry.level} ${formFactor}`)) continue;
      const audit = async () => {
        const result = await lighthouse(
          `${origin}${entry.path}`,
          { ...flags, onlyCategories: appCategories, extraHeaders: { Cookie: cookies[entry.level] } },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`${entry.path}: Lighthouse returned no result`);
        return result.lhr;
      };
      let lhr = await audit();
      // An audit can end without figures (a trace Lighthouse could not read); it is said why and audited once more.
      if (lhr.runtimeError || lhr.categories.performance?.score == null) {
        console.error(
          `${entry.page} (${entry.level}), ${formFactor}: no figures (${lhr.runtimeError?.code ?? 'no performance score'}: ${lhr.runtimeError?.message ?? ''}); audited again`,
        );
        lhr = await audit();
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const row: AppRow = {
        page: entry.page,
        level: entry.level,
        formFactor,
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(numeric('total-blocking-time')),
        requests: (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
        failingAudits: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      };
      if (new URL(lhr.finalDisplayedUrl).pathname !== entry.path) {
        console.error(`${entry.path} (${entry.level}) ended on ${lhr.finalDisplayedUrl}: not the page it audits`);
        failed = true;
        continue;
      }
      appRows.push(row);
      console.log(
        `${row.page} (${row.level}), ${formFactor}: performance ${row.performance}, accessibility ${row.accessibility}, ` +
          `best practices ${row.bestPractices}, LCP ${row.lcpMs} ms, CLS ${row.cls}, TBT ${row.tbtMs} ms, ${row.requests} requests` +
          (row.failingAudits.length ? `; failing: ${row.failingAudits.join(', ')}` : ''),
      );
      if (formFactor !== 'mobile') continue;
      const performanceMissed =
        row.performance < appGoals.performance || row.lcpMs > appGoals.lcpMs || row.cls > appGoals.cls;
      const othersMissed = row.accessibility < appGoals.accessibility || row.bestPractices < appGoals.bestPractices;
      if (performanceMissed || (othersMissed && !onlyPerformanceGoals)) failed = true;
    }
  }
} finally {
  await chrome?.kill();
  server.kill();
}

if (publicRows.length)
  console.log(
    `\n| page | ${publicCategories.join(' | ')} |\n|---|${publicCategories.map(() => '---').join('|')}|\n` +
      publicRows.map((row) => `| ${row.page} | ${row.scores.join(' | ')} |`).join('\n'),
  );
const pick = (page: string, level: string, formFactor: string) =>
  appRows.find((row) => row.page === page && row.level === level && row.formFactor === formFactor);
const pairs = [...new Set(appRows.map((row) => `${row.page}\u0000${row.level}`))].map((key) => key.split('\u0000'));
console.log(
  '\n| page | level | mobile perf | LCP (mobile) | CLS (mobile) | requests | desktop perf | LCP (desktop) | CLS (desktop) | accessibility | best practices |\n|---|---|---|---|---|---|---|---|---|---|---|\n' +
    pairs
      .map(([page = '', level = '']) => {
        const mobile = pick(page, level, 'mobile');
        const desktop = pick(page, level, 'desktop');
        const seconds = (ms?: number) => (ms === undefined ? '' : `${(ms / 1000).toFixed(1)} s`);
        return `| ${page} | ${level} | ${mobile?.performance ?? ''} | ${seconds(mobile?.lcpMs)} | ${mobile?.cls ?? ''} | ${mobile?.requests ?? ''} | ${desktop?.performance ?? ''} | ${seconds(desktop?.lcpMs)} | ${desktop?.cls ?? ''} | ${mobile?.accessibility ?? desktop?.accessibility ?? ''} | ${mobile?.bestPractices ?? desktop?.bestPractices ?? ''} |`;
      })
      .join('\n'),
);
const resultFile = benchResultFile('lighthouse');
writeFileSync(
  resultFile,
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), appGoals, publicRows, appRows }, null, 2)}\n`,
);
console.log(`Written to ${resultFile} (load average ${loadavg()[0]?.toFixed(1)})`);
if (failed) {
  console.error('A page missed its goals.');
  process.exit(1);
}
