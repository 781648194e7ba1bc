// Issue 19's growth table: the API bench at a tenth, at and at ten times the studio (BENCH_SCALES,
// default 0.1,1,10), each on a fresh PostgreSQL 15, and each endpoint's app p95 from the smallest
// scale to the largest. Fails when an endpoint's p95 grows more than 1.5 times. Run through
// `npm run bench:growth` (after `npm run build`); BENCH_ONLY and BENCH_SECONDS pass through.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LoadFigures } from './load.ts';
import { benchResultFile } from './result-file.ts';

const scales = (process.env.BENCH_SCALES ?? '0.1,1,10').split(',').map(Number);
if (scales.length < 2 || scales.some((scale) => !(scale > 0)))
  throw new Error('BENCH_SCALES lists at least two scales, such as 0.1,1,10');
const maxGrowth = 1.5;
const resultFile = benchResultFile('growth');

interface BenchRow {
  endpoint: string;
  app: LoadFigures;
  limit: LoadFigures;
}

const runs = new Map<number, BenchRow[]>();
for (const scale of scales) {
  const startedAt = Date.now();
  const scaleFile = benchResultFile(`growth-scale-${scale}`);
  // The bench exits non-zero when an endpoint misses its limit's ratio; the growth table is read from its result either way.
  spawnSync('bash', ['scripts/with-pg15.sh', 'tsx', 'scripts/bench/api-bench.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SCALE: String(scale), BENCH_RESULT_FILE: scaleFile },
  });
  if (!existsSync(scaleFile)) throw new Error(`the bench at scale ${scale} wrote no ${scaleFile}`);
  const result = JSON.parse(readFileSync(scaleFile, 'utf8')) as { rows: BenchRow[]; date: string };
  if (Date.parse(result.date) < startedAt)
    throw new Error(`${scaleFile} is from an earlier run: the bench at scale ${scale} failed`);
  runs.set(scale, result.rows);
}

const [smallest, largest] = [Math.min(...scales), Math.max(...scales)];
const endpoints = runs.get(smallest)?.map((row) => row.endpoint) ?? [];
const table = endpoints.map((endpoint) => {
  const p95At = (scale: number) => runs.get(scale)?.find((row) => row.endpoint === endpoint)?.app.p95 ?? Number.NaN;
  const growth = p95At(largest) / Math.max(p95At(smallest), 1);
  return {
    endpoint,
    p95: Object.fromEntries(scales.map((scale) => [scale, p95At(scale)])),
    growth,
    met: growth <= maxGrowth,
  };
});

const lines = [
  `| endpoint | ${scales.map((scale) => `p95 at ${scale}`).join(' | ')} | growth ${smallest} → ${largest} | goal (≤ ${maxGrowth}x) |`,
  `|---|${scales.map(() => '---|').join('')}---|---|`,
  ...table.map(
    (row) =>
      `| ${row.endpoint} | ${scales.map((scale) => `${(row.p95[scale] ?? Number.NaN).toFixed(0)} ms`).join(' | ')} | ${row.growth.toFixed(2)}x | ${row.met ? 'met' : 'missed'} |`,
  ),
];
console.log(lines.join('\n'));
writeFileSync(resultFile, `${JSON.stringify({ date: new Date().toISOString(), scales, maxGrowth, table }, null, 2)}\n`);
writeFileSync(resultFile.replace(/\.json$/, '.md'), `${lines.join('\n')}\n`);
console.log(`Written to ${resultFile}`);
if (table.some((row) => !row.met) || table.length === 0) process.exitCode = 1;
