// Budget (DESIGN.md): API list endpoints answer with p95 under 50 ms at 50 concurrent clients,
// with 10,000 projects seeded. Runs the real app on loopback, on a fresh embedded database, or on
// the empty PostgreSQL that BENCH_DATABASE_URL names (`npm run bench:pg` starts a PostgreSQL 15).
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { benchPassword, openDemoStudio } from './demo-studio.ts';
import { seedBulkProjects } from '#server/seed/seed-bulk-projects.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';

const projectCount = 10_000;
const concurrency = 50;
const requestsPerEndpoint = 1_000;
const budgetMs = 50;

const { config, database, removeData } = await openDemoStudio('lists');
const admin = await findUserByEmail(database.db, 'admin@demo.local');
const client = await findUserByEmail(database.db, 'client@demo.local');
if (!admin || !client) throw new Error('demo accounts missing');
const seedStart = performance.now();
await seedBulkProjects(database.db, { count: projectCount, locale: 'en', clientId: client.id, adminId: admin.id });
console.log(`Seeded ${projectCount} projects in ${Math.round(performance.now() - seedStart)} ms`);
// A live database's tables are analysed by autovacuum; a bulk seed seconds old is not yet.
await database.db.execute(sql`analyze`);

const app = await buildApp({ config, database, limits: { loginIp: { max: 1000, timeWindowMs: 60_000 } } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const signIn = async (email: string) => {
  const response = await fetch(`${address}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: benchPassword }) });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};
const cookies = { admin: await signIn('admin@demo.local'), client: await signIn('client@demo.local') };

const endpoints: { name: string; url: string; cookie: string }[] = [
  { name: 'admin, all projects', url: '/api/projects', cookie: cookies.admin },
  { name: 'admin, page 100', url: '/api/projects?skip=2000', cookie: cookies.admin },
  { name: 'admin, uncompleted', url: '/api/projects?status=uncompleted', cookie: cookies.admin },
  { name: 'admin, my projects', url: '/api/projects?listed=true', cookie: cookies.admin },
  { name: 'client, my projects', url: '/api/projects?listed=true', cookie: cookies.client },
  { name: 'admin, title search', url: '/api/projects/search?term=project%2042', cookie: cookies.admin },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const timeOne = async (endpoint: (typeof endpoints)[number]) => {
  const start = performance.now();
  const response = await fetch(`${address}${endpoint.url}`, { headers: { cookie: endpoint.cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${endpoint.name}: ${response.status}`);
  return performance.now() - start;
};

let failed = false;
for (const endpoint of endpoints) {
  const alone: number[] = [];
  for (let index = 0; index < 50; index += 1) alone.push(await timeOne(endpoint));
  alone.sort((a, b) => a - b);
  const timings: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requestsPerEndpoint) {
      next += 1;
      timings.push(await timeOne(endpoint));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  const verdict = p95 <= budgetMs ? 'ok' : 'OVER BUDGET';
  if (p95 > budgetMs) failed = true;
  console.log(`${endpoint.name.padEnd(24)} alone p50 ${percentile(alone, 50).toFixed(1)} ms | p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (${requestsPerEndpoint} requests, ${concurrency} concurrent) ${verdict}`);
}

await app.close();
await database.close();
removeData();
if (failed) process.exitCode = 1;
