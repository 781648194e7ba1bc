// Audits the public site with Lighthouse in Debian's Chromium: npm run lighthouse (after npm run build).
// Starts the built server on a fresh demo studio, audits /home, /pricing, /portfolio and a blog post,
// prints each category's score and fails when one is below the bar.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4335);
const origin = `http://127.0.0.1:${port}`;
const minimum = 95;
const dataDir = '.tmp/lighthouse-data';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DEMO_PASSWORD: 'lighthouse-demo',
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    PUBLIC_URL: origin,
  },
  stdio: 'inherit',
});

const waitForServer = async () => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
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

let chrome;
let failed = false;
try {
  await waitForServer();
  const pages = ['/home', '/pricing', '/portfolio', await firstBlogPost()];
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  for (const path of pages) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    const scores = categories.map((category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
    if (scores.some((score) => score < minimum)) failed = true;
    for (const audit of Object.values(result?.lhr.audits ?? {})) {
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        console.log(`${path}: ${audit.id} (${audit.title})`);
    }
    rows.push(`| ${path.startsWith('/blog/') ? 'a blog post' : path} | ${scores.join(' | ')} |`);
  }
  console.log(
    `| page | ${categories.join(' | ')} |\n|---|${categories.map(() => '---').join('|')}|\n${rows.join('\n')}`,
  );
} finally {
  await chrome?.kill();
  server.kill();
}
if (failed) {
  console.error(`A category scored below ${minimum}.`);
  process.exit(1);
}
