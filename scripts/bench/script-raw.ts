// Decision 046: the largest raw script a project may receive (200 paragraphs, 100,000 characters)
// answers in under 200 ms, and a GET sent while it is being saved is not held up by it.
// Runs the real app on loopback, on a fresh embedded database, or on the PostgreSQL BENCH_DATABASE_URL names.
import { buildApp } from '#server/app.ts';
import { benchPassword, openDemoStudio } from './demo-studio.ts';
import { insertProject } from '#server/modules/projects/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import { maxRawScriptLength, maxRawScriptScenes } from '#shared/projects/script/script.ts';

const budgetMs = 200;
const rounds = 10;
/** The first rounds compile the code paths and warm the database; they are not measured. */
const warmUpRounds = 2;

const { config, database, removeData } = await openDemoStudio('script');
const client = await findUserByEmail(database.db, 'client@demo.local');
if (!client) throw new Error('demo client missing');

const app = await buildApp({ config, database, limits: { loginIp: { max: 1000, timeWindowMs: 60_000 } } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: client.email, password: benchPassword }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

/** As long as the bounds allow: the most paragraphs, each as long as the length bound leaves room for. */
const paragraphLength = Math.floor(maxRawScriptLength / maxRawScriptScenes) - 2;
const maximalScript = Array.from(
  { length: maxRawScriptScenes },
  (_, index) => `${index} ${'w'.repeat(paragraphLength - String(index).length - 1)}`,
).join('\n\n');

const timed = async (url: string, init: RequestInit = {}) => {
  const start = performance.now();
  const response = await fetch(`${address}${url}`, {
    ...init,
    headers: { cookie, 'content-type': 'application/json', ...init.headers },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - start;
};

const posts: number[] = [];
const concurrentGets: number[] = [];
const aloneGets: number[] = [];
for (let round = 0; round < warmUpRounds + rounds; round += 1) {
  const project = await insertProject(database.db, {
    title: `Bench ${round}`,
    cart: { ...createCart('en'), hideBreakdown: false },
    createdBy: client.id,
    collaboratorIds: [client.id],
  });
  aloneGets.push(await timed(`/api/projects/${project.id}`, { method: 'GET' }));
  const post = timed(`/api/projects/${project.id}/script-raw`, {
    method: 'POST',
    body: JSON.stringify({ body: maximalScript, comments: '' }),
  });
  // Sent while the script is being saved: it must not wait for it.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const [postMs, getMs] = await Promise.all([post, timed('/api/products', { method: 'GET' })]);
  if (round < warmUpRounds) continue;
  posts.push(postMs);
  concurrentGets.push(getMs);
}

const max = (values: number[]) => Math.max(...values);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const postVerdict = max(posts) < budgetMs ? 'ok' : 'OVER BUDGET';
const getVerdict = max(concurrentGets) < budgetMs ? 'ok' : 'BLOCKED';
console.log(
  `maximal script-raw (${maxRawScriptScenes} scenes, ${maximalScript.length} characters): median ${median(posts).toFixed(1)} ms, max ${max(posts).toFixed(1)} ms ${postVerdict}`,
);
console.log(
  `GET meanwhile: median ${median(concurrentGets).toFixed(1)} ms, max ${max(concurrentGets).toFixed(1)} ms (alone: median ${median(aloneGets).toFixed(1)} ms) ${getVerdict}`,
);

await app.close();
await database.close();
removeData();
if (postVerdict !== 'ok' || getVerdict !== 'ok') process.exitCode = 1;
