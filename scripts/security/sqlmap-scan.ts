// Issue 20: sqlmap (Debian's package) against the API of the built app on PostgreSQL 15, on loopback,
// signed in as the demo admin so every parameter reaches its query. Fails if sqlmap identifies any
// injection point. Run through `npm run test:sqlmap`, which starts the PostgreSQL and passes PG_URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltApp, stopServer } from '../bench/load.ts';

const databaseUrl = process.env.PG_URL;
if (!databaseUrl) throw new Error('PG_URL is missing: run this through `npm run test:sqlmap`');
const port = 4621;
const origin = `http://127.0.0.1:${port}`;
const demoPassword = 'sqlmap-demo-password';
const dataDir = mkdtempSync(path.join(tmpdir(), 'es-sqlmap-'));

interface Target {
  name: string;
  url: string;
  /** A JSON body whose fields sqlmap varies; without it the query string's parameters are varied. */
  data?: Record<string, unknown>;
  signedIn: boolean;
}

const sqlmap = (target: Target, cookie: string): Promise<{ output: string; injectable: boolean }> =>
  new Promise((resolve, reject) => {
    const args = [
      '--batch',
      `--url=${target.url}`,
      '--level=2',
      '--risk=1',
      '--technique=BEUS',
      '--dbms=PostgreSQL',
      '--threads=4',
      '--disable-coloring',
      `--output-dir=${path.join(dataDir, 'sqlmap')}`,
      '--flush-session',
      // Tampering with the session cookie only signs the scanner out; the parameters are what reach SQL.
      '--skip=es_session',
      // A wrong password answers 401, which sqlmap otherwise takes for a scan it may not run.
      '--ignore-code=401',
      ...(target.signedIn ? [`--cookie=${cookie}`] : []),
      ...(target.data ? [`--data=${JSON.stringify(target.data)}`, '--headers=Content-Type: application/json'] : []),
    ];
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () =>
      resolve({ output, injectable: /identified the following injection point|is vulnerable/.test(output) }),
    );
  });

const server = await startBuiltApp({
  databaseUrl,
  dataDir,
  port,
  env: { SEED_DEMO: 'true', DEMO_PASSWORD: demoPassword, LOGIN_RATE_LIMIT: '100000' },
});
let failed = false;
try {
  const login = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: demoPassword }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { items } = (await (await fetch(`${origin}/api/projects`, { headers: { cookie } })).json()) as {
    items: { _id: string }[];
  };
  const projectId = items[0]?._id;
  if (!projectId) throw new Error('the demo studio has no project');

  const targets: Target[] = [
    {
      name: 'sign-in',
      url: `${origin}/auth/login`,
      data: { email: 'admin@demo.local', password: 'guess' },
      signedIn: false,
    },
    {
      name: 'project list',
      url: `${origin}/api/projects?search=video&status=uncompleted&skip=0&type=client`,
      signedIn: true,
    },
    { name: 'project search', url: `${origin}/api/projects/search?term=bakery`, signedIn: true },
    { name: 'top-bar search', url: `${origin}/api/search?term=bakery`, signedIn: true },
    { name: 'project', url: `${origin}/api/projects/${projectId}?version=original`, signedIn: true },
    { name: 'comments', url: `${origin}/api/comments?itemId=${projectId}&itemType=project&tag=none`, signedIn: true },
    { name: 'users', url: `${origin}/api/users?level=staff&role=voice&lookup=demo&sort=name`, signedIn: true },
    { name: 'posts', url: `${origin}/api/posts?feed=all&sort=rating&search=brief`, signedIn: true },
    { name: 'jobs', url: `${origin}/api/jobs?status=incomplete&user=everyone`, signedIn: true },
    {
      name: 'rename',
      url: `${origin}/api/projects/${projectId}`,
      data: { title: 'Renamed by sqlmap' },
      signedIn: true,
    },
  ];
  for (const target of targets) {
    const started = performance.now();
    const { output, injectable } = await sqlmap(target, cookie);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const tested = [...output.matchAll(/parameter '([^']+)' does not seem to be injectable/g)].map((match) => match[1]);
    console.log(
      `${target.name.padEnd(16)} ${injectable ? 'INJECTABLE' : 'nothing found'} in ${tested.length} parameters (${tested.join(', ')}), ${seconds} s`,
    );
    if (!injectable && tested.length === 0) {
      failed = true;
      console.log(`sqlmap tested no parameter of ${target.name}:\n${output}`);
    }
    if (injectable) {
      failed = true;
      console.log(output);
    }
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
