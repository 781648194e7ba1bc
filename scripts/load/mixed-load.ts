// Issue 20's load: LOAD_USERS people (50) for LOAD_SECONDS (60) of mixed reads and writes against the
// built app (dist/server, as in production) on PostgreSQL 15, sent by autocannon from this process;
// afterwards every acknowledged write is looked for in the database. Run through `npm run test:load`,
// which starts the PostgreSQL and passes PG_URL.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { inArray, like } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { comments, projects } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/modules/auth/index.ts';
import { insertProject } from '#server/modules/projects/index.ts';
import { insertUser } from '#server/modules/users/index.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import { percentile, startBuiltApp, stopServer } from '../bench/load.ts';

const databaseUrl = process.env.PG_URL;
if (!databaseUrl) throw new Error('PG_URL is missing: run this through `npm run test:load`');
if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run `npm run build` first');
const userCount = Number(process.env.LOAD_USERS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const port = 4611;
const origin = `http://127.0.0.1:${port}`;
const password = 'load-test-password';

interface Person {
  email: string;
  projectId: string;
  cookie: string;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'es-load-'));
const database = await openDatabase({ databaseUrl, dataDir });
const passwordHash = await hashPassword(password);
const people: Person[] = [];
for (let index = 0; index < userCount; index += 1) {
  const user = await insertUser(database.db, {
    name: `Load user ${index}`,
    email: `load-${index}@example.test`,
    passwordHash,
    level: 'client',
    roles: [],
  });
  if (!user) throw new Error(`could not create load user ${index}`);
  const project = await insertProject(database.db, {
    title: `Load project ${index}`,
    cart: { ...createCart('en'), hideBreakdown: false },
    createdBy: user.id,
    collaboratorIds: [user.id],
  });
  people.push({ email: user.email, projectId: project.id, cookie: '' });
}

const server = await startBuiltApp({
  databaseUrl,
  dataDir,
  port,
  env: { SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '1000' },
});

const acknowledgedComments = new Set<string>();
const lastAcknowledgedTitle = new Map<string, string>();
/** The rename still on its way when the run stopped: the server may have applied it without its answer arriving. */
const lastSentTitle = new Map<string, string>();
const failures = new Map<string, number>();
const countFailure = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);

try {
  for (const person of people) {
    const response = await fetch(`${origin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: person.email, password }),
    });
    if (response.status !== 200) throw new Error(`signing in as ${person.email} answered ${response.status}`);
    person.cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  const json = { 'content-type': 'application/json' };
  const latencies: number[] = [];

  /** One person on one connection, in order: reads their projects and comments, writes a comment and a new title. */
  const visitsOf = (person: Person): autocannon.Request[] => {
    const headers = { cookie: person.cookie };
    let written = 0;
    let pendingComment = '';
    let pendingTitle = '';
    const read = (requestPath: string, name: string): autocannon.Request => ({
      method: 'GET',
      path: requestPath,
      headers,
      onResponse: (status) => {
        if (status !== 200) countFailure(`${name} ${status}`);
      },
    });
    return [
      read('/api/projects', 'project list'),
      read(`/api/projects/${person.projectId}`, 'project'),
      {
        method: 'POST',
        setupRequest: (request) => {
          written += 1;
          pendingComment = `load comment ${person.email} #${written}`;
          return {
            ...request,
            path: '/api/comments',
            headers: { ...json, ...headers },
            body: JSON.stringify({ text: pendingComment, itemId: person.projectId, itemType: 'project' }),
          };
        },
        onResponse: (status) => {
          if (status === 200 || status === 201) acknowledgedComments.add(pendingComment);
          else countFailure(`comment ${status}`);
        },
      },
      read(`/api/comments?itemId=${person.projectId}&itemType=project`, 'comment list'),
      {
        method: 'POST',
        setupRequest: (request) => {
          pendingTitle = `Load project of ${person.email}, revision ${written}`;
          lastSentTitle.set(person.projectId, pendingTitle);
          return {
            ...request,
            path: `/api/projects/${person.projectId}`,
            headers: { ...json, ...headers },
            body: JSON.stringify({ title: pendingTitle }),
          };
        },
        onResponse: (status) => {
          if (status === 200) lastAcknowledgedTitle.set(person.projectId, pendingTitle);
          else countFailure(`rename ${status}`);
        },
      },
      read(`/api/comments/count?itemId=${person.projectId}&itemType=project`, 'comment count'),
    ];
  };

  // One autocannon instance per person keeps each person's requests in order on their own connection,
  // so the last rename acknowledged is the title the project must end with.
  const runs = await Promise.all(
    people.map(
      (person) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            { url: origin, connections: 1, duration: seconds, timeout: 10, requests: visitsOf(person) },
            (error: unknown, finished) =>
              error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
          );
          instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
        }),
    ),
  );
  latencies.sort((a, b) => a - b);
  const result = {
    total: latencies.length,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
  };

  const stored = new Set(
    (await database.db.select({ text: comments.text }).from(comments).where(like(comments.text, 'load comment %'))).map(
      (row) => row.text,
    ),
  );
  const lostComments = [...acknowledgedComments].filter((text) => !stored.has(text));
  const titles = new Map(
    (
      await database.db
        .select({ id: projects.id, title: projects.title })
        .from(projects)
        .where(
          inArray(
            projects.id,
            people.map((person) => person.projectId),
          ),
        )
    ).map((row) => [row.id, row.title]),
  );
  const lostTitles = [...lastAcknowledgedTitle].filter(
    ([projectId, title]) => ![title, lastSentTitle.get(projectId)].includes(titles.get(projectId)),
  );
  const errors = result.errors + result.timeouts + [...failures.values()].reduce((sum, count) => sum + count, 0);

  console.log(
    [
      `${userCount} users for ${seconds} s: ${result.total} requests (${(result.total / seconds).toFixed(0)} req/s), latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
      `errors: ${errors} (connection ${result.errors}, timeouts ${result.timeouts}${[...failures].map(([what, count]) => `, ${what}: ${count}`).join('')})`,
      `comments acknowledged ${acknowledgedComments.size}, found ${acknowledgedComments.size - lostComments.length}, lost ${lostComments.length}`,
      `renames: ${lastAcknowledgedTitle.size} projects, title at or after the last acknowledged rename on ${lastAcknowledgedTitle.size - lostTitles.length}, lost ${lostTitles.length}`,
    ].join('\n'),
  );
  if (errors > 0 || lostComments.length > 0 || lostTitles.length > 0 || acknowledgedComments.size === 0)
    process.exitCode = 1;
} finally {
  await stopServer(server);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
