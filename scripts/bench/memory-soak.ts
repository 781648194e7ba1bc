// Issue 19's memory soak (decision 071): the built server (dist) on PostgreSQL 15 with the scale studio,
// under SOAK_SECONDS (600) of mixed reads and writes sent by soak-load.ts from a process of its own.
// Every SOAK_SAMPLE_SECONDS (5) the server's RSS is read from /proc and its heap from the line the
// preloaded memory-reporter.mjs writes. Reports the RSS after the load and its growth over the soak,
// and fails unless the RSS levels off: the least-squares slope of the RSS over the soak's second half
// must stay under SOAK_MAX_SLOPE_MB_PER_MINUTE (1). Run through `npm run bench:soak`, which starts the
// PostgreSQL and passes PG_URL.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from './load.ts';
import { benchResultFile } from './result-file.ts';
import { openScaleStudio } from './scale-studio.ts';

const databaseUrl = process.env.PG_URL;
if (!databaseUrl) throw new Error('PG_URL is missing: run this through `npm run bench:soak`');
if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run `npm run build` first');
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const sampleSeconds = Number(process.env.SOAK_SAMPLE_SECONDS ?? 5);
const maxSlopeMbPerMinute = Number(process.env.SOAK_MAX_SLOPE_MB_PER_MINUTE ?? 1);
const appPort = 4744;
const origin = `http://127.0.0.1:${appPort}`;
const mb = 2 ** 20;

const studio = await openScaleStudio({ databaseUrl, name: 'soak', scale: Number(process.env.BENCH_SCALE ?? 1) });
const memoryLog = path.join(studio.dataDir, 'memory.jsonl');
const app = await startServer(
  process.execPath,
  ['--import', './scripts/bench/memory-reporter.mjs', 'dist/server/main.js'],
  {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'bench-session-secret-of-at-least-thirty-two-characters',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: studio.dataDir,
    SEED_DEMO: 'false',
    LOGIN_RATE_LIMIT: '1000',
    SOAK_MEMORY_LOG: memoryLog,
  },
  `${origin}/auth/login`,
);

interface Sample {
  second: number;
  rssMb: number;
  heapUsedMb: number;
  load: number;
}

const rssOf = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
};
const lastHeapUsed = (): number => {
  const lines = existsSync(memoryLog) ? readFileSync(memoryLog, 'utf8').trim().split('\n') : [];
  const last = lines.at(-1);
  return last ? (JSON.parse(last) as { heapUsed: number }).heapUsed / mb : 0;
};

/** Least-squares slope of value over time, per minute. */
const slopePerMinute = (points: Sample[], pick: (sample: Sample) => number): number => {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, point) => sum + point.second, 0) / n;
  const meanY = points.reduce((sum, point) => sum + pick(point), 0) / n;
  const covariance = points.reduce((sum, point) => sum + (point.second - meanX) * (pick(point) - meanY), 0);
  const variance = points.reduce((sum, point) => sum + (point.second - meanX) ** 2, 0);
  return variance === 0 ? 0 : (covariance / variance) * 60;
};

const samples: Sample[] = [];
let loadOutput = '';
try {
  const pid = app.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  const before = rssOf(pid);
  const started = Date.now();
  const load = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/soak-load.ts'], {
    env: {
      ...process.env,
      SOAK_ORIGIN: origin,
      SOAK_BENCH_PROJECT: studio.benchProjectId,
      SOAK_SECONDS: String(seconds),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  load.stdout.on('data', (chunk: Buffer) => (loadOutput += chunk.toString()));
  const loadDone = new Promise<number | null>((resolve) => load.once('exit', resolve));
  let running = true;
  void loadDone.then(() => (running = false));
  while (running) {
    samples.push({
      second: (Date.now() - started) / 1000,
      rssMb: rssOf(pid),
      heapUsedMb: lastHeapUsed(),
      load: loadavg()[0] ?? 0,
    });
    const minute = samples.length % Math.max(1, Math.round(60 / sampleSeconds)) === 0;
    if (minute)
      console.log(
        `${Math.round((Date.now() - started) / 1000)} s: RSS ${samples.at(-1)?.rssMb.toFixed(0)} MB, heap used ${samples.at(-1)?.heapUsedMb.toFixed(0)} MB`,
      );
    await Promise.race([loadDone, new Promise((resolve) => setTimeout(resolve, sampleSeconds * 1000))]);
  }
  const loadExit = await loadDone;
  if (loadExit !== 0) throw new Error(`the load process exited with ${loadExit}`);
  // The RSS once the last requests are answered and the server is idle again.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const after = rssOf(pid);
  const figures = JSON.parse(loadOutput.trim().split('\n').at(-1) ?? '{}') as {
    requests: number;
    requestsPerSecond: number;
    p50: number;
    p95: number;
    errors: number;
    statuses: Record<string, number>;
  };

  const soaked = samples.filter((sample) => sample.second <= seconds);
  const secondHalf = soaked.filter((sample) => sample.second >= seconds / 2);
  const rssSlope = slopePerMinute(secondHalf, (sample) => sample.rssMb);
  const heapSlope = slopePerMinute(secondHalf, (sample) => sample.heapUsedMb);
  const firstHalfSlope = slopePerMinute(
    soaked.filter((sample) => sample.second < seconds / 2),
    (sample) => sample.rssMb,
  );
  const peak = Math.max(...soaked.map((sample) => sample.rssMb));
  const leveled = rssSlope < maxSlopeMbPerMinute;
  const meanLoad = soaked.reduce((sum, sample) => sum + sample.load, 0) / Math.max(1, soaked.length);
  const summary = {
    seconds,
    requests: figures.requests,
    requestsPerSecond: figures.requestsPerSecond,
    p50: figures.p50,
    p95: figures.p95,
    errors: figures.errors,
    statuses: figures.statuses,
    rssBeforeMb: before,
    rssAfterMb: after,
    rssPeakMb: peak,
    rssGrowthMb: after - before,
    rssSlopeFirstHalfMbPerMinute: firstHalfSlope,
    rssSlopeSecondHalfMbPerMinute: rssSlope,
    heapUsedSlopeSecondHalfMbPerMinute: heapSlope,
    maxSlopeMbPerMinute,
    leveled,
    meanLoadAverage: meanLoad,
  };
  console.log(
    [
      `${seconds} s of mixed reads and writes: ${figures.requests} requests (${figures.requestsPerSecond.toFixed(0)} req/s), p50 ${figures.p50.toFixed(0)} ms, p95 ${figures.p95.toFixed(0)} ms, errors ${figures.errors}`,
      `RSS before the load ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after the load ${after.toFixed(0)} MB: growth ${(after - before).toFixed(0)} MB`,
      `RSS slope: first half ${firstHalfSlope.toFixed(2)} MB/min, second half ${rssSlope.toFixed(2)} MB/min (goal under ${maxSlopeMbPerMinute}); heap used, second half ${heapSlope.toFixed(2)} MB/min`,
      `${leveled ? 'RSS levels off' : 'GOAL MISSED: RSS still grows'}; mean load average ${meanLoad.toFixed(1)}`,
    ].join('\n'),
  );
  const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL 15`;
  const resultFile = benchResultFile('soak');
  writeFileSync(
    resultFile,
    `${JSON.stringify({ date: new Date().toISOString(), machine, summary, samples }, null, 2)}\n`,
  );
  console.log(`${machine}\nWritten to ${resultFile}`);
  if (!leveled || figures.errors > 0) process.exitCode = 1;
} finally {
  await stopServer(app);
  rmSync(studio.dataDir, { recursive: true, force: true });
}
