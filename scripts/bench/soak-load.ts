// The memory soak's load (issue 19, decision 071), in a process of its own: SOAK_CONNECTIONS (20)
// autocannon connections for SOAK_SECONDS of mixed reads and writes against SOAK_ORIGIN, as the demo
// client and the demo admin: the project lists (a deep page too), search, the sixty-scene project's
// scenes, a project's comments and count, a new comment (deleted again) and a rename on one of the
// client's projects.
// Prints one JSON line with the figures at the end.
import autocannon from 'autocannon';
import { percentile } from './load.ts';
import { signInTo } from './scale-studio.ts';

const origin = process.env.SOAK_ORIGIN;
const benchProjectId = process.env.SOAK_BENCH_PROJECT;
if (!origin || !benchProjectId) throw new Error('SOAK_ORIGIN and SOAK_BENCH_PROJECT are required');
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);

const client = { cookie: await signInTo(origin, 'client@demo.local') };
const admin = { cookie: await signInTo(origin, 'admin@demo.local') };
const listed = (await (await fetch(`${origin}/api/projects?listed=true`, { headers: client })).json()) as {
  items: { _id: string }[];
};
const projectIds = listed.items.map((project) => project._id);
if (projectIds.length === 0) throw new Error('the demo client has no projects');

let written = 0;
const statuses = new Map<number, number>();
const latencies: number[] = [];
/** Each write goes to the next of the client's projects. */
const nextProject = () => projectIds[written++ % projectIds.length] ?? '';
const json = { 'content-type': 'application/json' };
/** What one connection remembers between its requests (autocannon types it as a bare object). */
const remembered = (context: object) => context as { projectId?: string; commentId?: string };

const requests: autocannon.Request[] = [
  { method: 'GET', path: '/api/projects', headers: admin },
  { method: 'GET', path: '/api/projects?skip=2000', headers: admin },
  { method: 'GET', path: '/api/projects?listed=true', headers: client },
  { method: 'GET', path: '/api/projects/search?term=project%2042', headers: admin },
  { method: 'GET', path: `/api/projects/${benchProjectId}/scenes`, headers: client },
  {
    method: 'POST',
    setupRequest: (request, context) => {
      const projectId = nextProject();
      remembered(context).projectId = projectId;
      return {
        ...request,
        path: '/api/comments',
        headers: { ...json, ...client },
        body: JSON.stringify({ itemType: 'project', itemId: projectId, text: `Soak comment ${written}` }),
      };
    },
    onResponse: (_status, body, context) => {
      remembered(context).commentId = (JSON.parse(body) as { comment?: { _id: string } }).comment?._id ?? 'none';
    },
  },
  {
    method: 'GET',
    setupRequest: (request, context) => ({
      ...request,
      path: `/api/comments?itemId=${remembered(context).projectId ?? ''}&itemType=project`,
      headers: client,
    }),
  },
  // The comment goes again, so the lists under the load keep their size and only the server's own memory can grow.
  {
    method: 'DELETE',
    setupRequest: (request, context) => ({
      ...request,
      path: `/api/comments/${remembered(context).commentId ?? 'none'}`,
      headers: client,
    }),
  },
  {
    method: 'GET',
    setupRequest: (request) => ({
      ...request,
      path: `/api/comments/count?itemId=${projectIds[0] ?? ''}&itemType=project`,
      headers: client,
    }),
  },
  {
    method: 'POST',
    setupRequest: (request) => {
      const projectId = nextProject();
      return {
        ...request,
        path: `/api/projects/${projectId}`,
        headers: { ...json, ...client },
        body: JSON.stringify({ title: `Soak project, revision ${written}` }),
      };
    },
  },
];

const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    { url: origin, connections, duration: seconds, timeout: 10, requests },
    (error: unknown, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    latencies.push(responseTime);
  });
});
latencies.sort((a, b) => a - b);
const failures = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0);
console.log(
  JSON.stringify({
    requests: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    statuses: Object.fromEntries(statuses),
    errors: result.errors + result.timeouts + failures,
  }),
);
