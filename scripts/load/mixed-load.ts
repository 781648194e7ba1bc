// Issue 20's load: LOAD_USERS people (50) for LOAD_SECONDS (60) of mixed reads and writes against the
// built app (dist/server, as in production) on PostgreSQL 15, sent by autocannon from this process;
// afterwards every acknowledged write is looked for in the database. Run through `npm run test:load`,
// which starts the PostgreSQL and passes PG_URL.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { percentile, startBuiltApp, stopServer } from '../bench/load.ts';
import { signInTo } from '../bench/scale-studio.ts';
import { createLoadPeople, findLostWrites, runMixedLoad } from './mixed-visits.ts';

const databaseUrl = process.env.PG_URL;
if (!databaseUrl) throw new Error('PG_URL is missing: run this through `npm run test:load`');
if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run `npm run build` first');
const userCount = Number(process.env.LOAD_USERS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const port = 4611;
const origin = `http://127.0.0.1:${port}`;
const password = 'load-test-password';

const dataDir = mkdtempSync(path.join(tmpdir(), 'es-load-'));
const database = await openDatabase({ databaseUrl, dataDir });
const people = await createLoadPeople(database.db, { count: userCount, prefix: 'load', password });

const server = await startBuiltApp({
  databaseUrl,
  dataDir,
  port,
  env: { SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '1000' },
});

try {
  for (const person of people) person.cookie = await signInTo(origin, person.email, password);
  const tally = await runMixedLoad(origin, people, { seconds });
  const { lostComments, lostTitles } = await findLostWrites(database.db, tally, people);
  const { latencies, acknowledgedComments, lastAcknowledgedTitle, failures } = tally;
  const errors = tally.errors + tally.timeouts + [...failures.values()].reduce((sum, count) => sum + count, 0);

  console.log(
    [
      `${userCount} users for ${seconds} s: ${tally.total} requests (${(tally.total / seconds).toFixed(0)} req/s), latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
      `errors: ${errors} (connection ${tally.errors}, timeouts ${tally.timeouts}${[...failures].map(([what, count]) => `, ${what}: ${count}`).join('')})`,
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
