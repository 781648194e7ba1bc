// Issue 19's benchmark: every endpoint beside its limit, in the same run. The app (dist/server, as
// in production) and the limit (bare-server.ts) run in processes of their own on one PostgreSQL 15;
// autocannon sends the load from this process, alternating app and limit. Run through
// `npm run bench`, which starts the PostgreSQL and passes PG_URL. BENCH_DATABASE=embedded measures
// the app alone on its embedded PGlite instead (`npm run bench:embedded`): no limit reaches it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { projects, scenes } from '#server/db/schema/index.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { loadConfig } from '#server/lib/config.ts';
import { benchProjectTitle } from '#server/seed/seed-scale.ts';
import { projectListCursor, type ProjectListPlace } from '#shared/projects/schemas.ts';
import type { bareStatements } from './limit-statements.ts';
import { runLoad, startServer, stopServer, type LoadFigures } from './load.ts';
import { benchResultFile } from './result-file.ts';
import { seedScaleStudio, signInTo } from './scale-studio.ts';

const embedded = process.env.BENCH_DATABASE === 'embedded';
const databaseUrl = embedded ? null : (process.env.PG_URL ?? null);
if (!embedded && !databaseUrl) throw new Error('PG_URL is missing: run this through `npm run bench`');
const scale = Number(process.env.BENCH_SCALE ?? 1);
/** 0 checks that every limit answers the app's JSON and stops there. */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = 2;
const warmUpSeconds = 1;
const connections = 50;
const goals = { minThroughputRatio: 0.7, maxP95Ratio: 1.5 };
// BENCH_APP_PORT and BENCH_LIMIT_PORT: for a second bench on the same machine.
const appPort = Number(process.env.BENCH_APP_PORT ?? 4601);
const barePort = Number(process.env.BENCH_LIMIT_PORT ?? 4602);
const sessionSecret = 'bench-session-secret-of-at-least-thirty-two-characters';
const mediaHost = '/media/';

const dataDir = mkdtempSync(path.join(tmpdir(), 'es-bench-api-'));
const database = await openDatabase({ databaseUrl, dataDir });
const storage = createStorage(loadConfig({ DATA_DIR: dataDir }, process.cwd()));
/** BENCH_REUSE_DATABASE=1: PG_URL already holds the seeded studio (one seeding for many runs while working on a limit). */
const reuseDatabase = process.env.BENCH_REUSE_DATABASE === '1';
if (!reuseDatabase) {
  await seedScaleStudio(database.db, { dataDir, storage, scale });
}
await storage.close();
const [benchProject] = await database.db
  .select({ id: projects.id })
  .from(projects)
  .where(eq(projects.title, benchProjectTitle));
if (!benchProject) throw new Error('the sixty-scene project is missing');
const benchSceneIds = (
  await database.db
    .select({ id: scenes.id })
    .from(scenes)
    .where(eq(scenes.projectId, benchProject.id))
    .orderBy(scenes.position)
).map((scene) => scene.id);
// The deep page of the job list starts after the 1,000th job (page 51; the list at a tenth of the studio holds 1,500), as a reader paging with nextBefore would reach it.
const deepJobs = (await database.db.execute(sql`
  select j.id from jobs j join projects p on p.id = j.project_id where not p.deleted and j.status <> 'completed'
  order by j.created_at desc, j.id desc offset 999 limit 1`)) as unknown as { rows: { id: string }[] };
const deepJobId = deepJobs.rows[0]?.id;
if (!deepJobId) throw new Error('the job list is shorter than 1,000 jobs');
// The deep page of the project list starts after the 800th card (page 41, which a tenth of the studio holds too), by its place as `next` gives it.
const deepProjects = (await database.db.execute(sql`
  select starred, (extract(epoch from updated_at) * 1000000)::bigint::text as "updatedMicros", id
  from projects where not deleted order by starred desc, updated_at desc, id desc offset 799 limit 1`)) as unknown as {
  rows: ProjectListPlace[];
};
const deepProject = deepProjects.rows[0];
if (!deepProject) throw new Error('the project list is shorter than 800 projects');
await database.close();

const serverEnv = {
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  SESSION_SECRET: sessionSecret,
  MEDIA_HOST: mediaHost,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
};
// BENCH_APP_NODE_OPTIONS (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof) profiles the app under the load.
const app = await startServer(
  process.execPath,
  [...(process.env.BENCH_APP_NODE_OPTIONS ?? '').split(' ').filter(Boolean), 'dist/server/main.js'],
  { ...serverEnv, PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' },
  `http://127.0.0.1:${appPort}/auth/login`,
);
const bare = embedded
  ? null
  : await startServer(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/bare-server.ts'],
      { ...serverEnv, PORT: String(barePort) },
      `http://127.0.0.1:${barePort}/limit`,
    );

const appOrigin = `http://127.0.0.1:${appPort}`;
const cookies = {
  admin: await signInTo(appOrigin, 'admin@demo.local'),
  client: await signInTo(appOrigin, 'client@demo.local'),
};

interface Endpoint {
  name: keyof typeof bareStatements;
  path: string;
  cookie: string;
  /** The limit statement's $2 and on. */
  values?: string[];
}
const allEndpoints: Endpoint[] = [
  { name: 'projects: admin, all', path: '/api/projects', cookie: cookies.admin },
  {
    name: 'projects: admin, page 41',
    path: `/api/projects?after=${projectListCursor(deepProject)}`,
    cookie: cookies.admin,
    values: [String(deepProject.starred), deepProject.updatedMicros, deepProject.id],
  },
  { name: 'projects: admin, uncompleted', path: '/api/projects?status=uncompleted', cookie: cookies.admin },
  { name: 'projects: admin, my projects', path: '/api/projects?listed=true', cookie: cookies.admin },
  { name: 'projects: client, my projects', path: '/api/projects?listed=true', cookie: cookies.client },
  {
    name: 'projects: admin, title search',
    path: '/api/projects/search?term=project%2042',
    cookie: cookies.admin,
    values: ['project 42'],
  },
  {
    name: 'search: client, scene words',
    path: '/api/search?term=narrator',
    cookie: cookies.client,
    values: ['narrator', '%narrator%'],
  },
  {
    name: 'scenes: client, sixty scenes',
    path: `/api/projects/${benchProject.id}/scenes`,
    cookie: cookies.client,
    values: [benchProject.id, mediaHost],
  },
  {
    name: 'project: client, sixty-scene project',
    path: `/api/projects/${benchProject.id}`,
    cookie: cookies.client,
    values: [benchProject.id],
  },
  {
    name: 'comments: client, scene counts',
    path: `/api/comments/counts?itemType=scene&itemIds=${benchSceneIds.join(',')}`,
    cookie: cookies.client,
    values: [benchProject.id, benchSceneIds.join(',')],
  },
  {
    name: 'comments: client, project threads',
    path: `/api/comments?itemType=project&itemId=${benchProject.id}`,
    cookie: cookies.client,
    values: [benchProject.id],
  },
  { name: 'jobs: admin, incomplete', path: '/api/jobs', cookie: cookies.admin },
  { name: 'jobs: admin, page 51', path: `/api/jobs?before=${deepJobId}`, cookie: cookies.admin, values: [deepJobId] },
  { name: 'notifications: admin', path: '/api/notifs', cookie: cookies.admin },
  // The Feeds page's first request (post-list.tsx): feed all, newest first, the default page size.
  { name: 'posts: admin, feed', path: '/api/posts?feed=all&sort=latest', cookie: cookies.admin },
];

/** BENCH_ONLY=<text> measures only the endpoints whose name contains it. */
const endpoints = allEndpoints.filter((endpoint) => endpoint.name.includes(process.env.BENCH_ONLY ?? ''));

const limitUrl = (endpoint: Endpoint) => {
  const query = new URLSearchParams((endpoint.values ?? []).map((value) => ['value', value]));
  return `http://127.0.0.1:${barePort}/limit/${encodeURIComponent(endpoint.name)}?${query.toString()}`;
};
const appUrl = (endpoint: Endpoint) => `http://127.0.0.1:${appPort}${endpoint.path}`;

const answerOf = async (url: string, cookie: string): Promise<unknown> => {
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200)
    throw new Error(`${url.slice(0, 200)} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
};

const mean = (runs: LoadFigures[]): LoadFigures => {
  const average = (pick: (run: LoadFigures) => number) =>
    runs.reduce((total, run) => total + pick(run), 0) / runs.length;
  return {
    requestsPerSecond: average((run) => run.requestsPerSecond),
    p50: average((run) => run.p50),
    p95: average((run) => run.p95),
    p99: average((run) => run.p99),
    errors: runs.reduce((total, run) => total + run.errors, 0),
  };
};

interface Row {
  endpoint: string;
  app: LoadFigures;
  /** Null on the embedded database, which no limit reaches. */
  limit: LoadFigures | null;
  throughputRatio: number | null;
  p95Ratio: number | null;
  met: boolean;
}
const rows: Row[] = [];
try {
  // A limit is a limit only while it answers what the app answers.
  for (const endpoint of bare ? endpoints : []) {
    const [appAnswer, limitAnswer] = [
      await answerOf(appUrl(endpoint), endpoint.cookie),
      await answerOf(limitUrl(endpoint), endpoint.cookie),
    ];
    if (!isDeepStrictEqual(appAnswer, limitAnswer)) {
      throw new Error(
        `${endpoint.name}: the limit answers other JSON than the app\napp:   ${JSON.stringify(appAnswer).slice(0, 600)}\nlimit: ${JSON.stringify(limitAnswer).slice(0, 600)}`,
      );
    }
  }
  // Unmeasured: each endpoint's statements prepared, its pages in memory and both servers' code optimised before the first measure.
  for (const endpoint of seconds > 0 ? endpoints : []) {
    await runLoad(appUrl(endpoint), endpoint.cookie, { connections, seconds: warmUpSeconds });
    if (bare) await runLoad(limitUrl(endpoint), endpoint.cookie, { connections, seconds: warmUpSeconds });
  }
  for (const endpoint of seconds > 0 ? endpoints : []) {
    const appRuns: LoadFigures[] = [];
    const limitRuns: LoadFigures[] = [];
    for (let round = 0; round < rounds; round += 1) {
      appRuns.push(await runLoad(appUrl(endpoint), endpoint.cookie, { connections, seconds }));
      if (bare) limitRuns.push(await runLoad(limitUrl(endpoint), endpoint.cookie, { connections, seconds }));
    }
    const appFigures = mean(appRuns);
    const appLine = `${endpoint.name.padEnd(32)} app ${appFigures.requestsPerSecond.toFixed(0).padStart(5)} req/s p50 ${appFigures.p50.toFixed(0)} p95 ${appFigures.p95.toFixed(0)} p99 ${appFigures.p99.toFixed(0)} ms`;
    if (!bare) {
      rows.push({
        endpoint: endpoint.name,
        app: appFigures,
        limit: null,
        throughputRatio: null,
        p95Ratio: null,
        met: appFigures.errors === 0,
      });
      console.log(`${appLine}, ${appFigures.errors} errors`);
      continue;
    }
    const limitFigures = mean(limitRuns);
    const throughputRatio = appFigures.requestsPerSecond / limitFigures.requestsPerSecond;
    const p95Ratio = appFigures.p95 / Math.max(limitFigures.p95, 1);
    const met = throughputRatio >= goals.minThroughputRatio && p95Ratio <= goals.maxP95Ratio && appFigures.errors === 0;
    rows.push({ endpoint: endpoint.name, app: appFigures, limit: limitFigures, throughputRatio, p95Ratio, met });
    console.log(
      `${appLine} | limit ${limitFigures.requestsPerSecond.toFixed(0).padStart(5)} req/s p95 ${limitFigures.p95.toFixed(0)} ms | ` +
        `ratio ${throughputRatio.toFixed(2)}, p95 x${p95Ratio.toFixed(2)} ${met ? 'ok' : 'GOAL MISSED'}`,
    );
  }
} finally {
  await stopServer(app);
  if (bare) await stopServer(bare);
  rmSync(dataDir, { recursive: true, force: true });
}

const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, ${embedded ? 'embedded PGlite' : 'PostgreSQL 15'}`;
// The growth run names the file of each scale it asks for (BENCH_RESULT_FILE).
const resultFile = process.env.BENCH_RESULT_FILE ?? benchResultFile(`scale-${scale}${embedded ? '-embedded' : ''}`);
writeFileSync(
  resultFile,
  `${JSON.stringify({ date: new Date().toISOString(), machine, scale, connections, seconds, rounds, goals, rows }, null, 2)}\n`,
);
console.log(`${machine}\nWritten to ${resultFile}`);
if (rows.some((row) => !row.met)) process.exitCode = 1;
