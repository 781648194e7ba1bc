// The limit each endpoint is measured against (issue 19): a bare Fastify route on the same machine,
// with a pool of the same size, that authenticates the same cookie and answers the same JSON from one
// hand-written statement: the session, the rows and the JSON built by PostgreSQL in one round trip.
import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import pg from 'pg';
import { sessionCookieName } from '#server/plugins/session.ts';
import { bareStatements } from './limit-statements.ts';

const databaseUrl = process.env.DATABASE_URL;
const sessionSecret = process.env.SESSION_SECRET;
if (!databaseUrl || !sessionSecret) throw new Error('DATABASE_URL and SESSION_SECRET are required');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify();
await app.register(cookie, { secret: sessionSecret });

const tokenHash = (signedCookie: string | undefined): string | null => {
  if (!signedCookie) return null;
  const unsigned = app.unsignCookie(signedCookie);
  return unsigned.valid && unsigned.value ? createHash('sha256').update(unsigned.value).digest('hex') : null;
};

// Prepared by name on each connection, as the app's reads are: planned once per connection, not per call.
const preparedStatements = new Map(
  Object.entries(bareStatements).map(([endpoint, text], index) => [endpoint, { name: `limit_${index}`, text }]),
);

app.get<{ Params: { name: string }; Querystring: { value?: string | string[] } }>(
  '/limit/:name',
  async (request, reply) => {
    const statement = preparedStatements.get(request.params.name);
    if (!statement) return reply.code(404).send();
    const hash = tokenHash(request.cookies[sessionCookieName]);
    if (!hash) return reply.code(401).send();
    const values = [hash, ...[request.query.value ?? []].flat()];
    const { rows } = await pool.query<{ body: string | null }>({ name: statement.name, text: statement.text, values });
    const body = rows[0]?.body;
    if (!body) return reply.code(401).send();
    return reply.type('application/json; charset=utf-8').send(body);
  },
);

// The write-to-screen limit (issue 15): a NOTIFY through the same PostgreSQL to an SSE stream, which a
// bare page turns into a paragraph; no session, no rows, no cache, no React.
const listener = new pg.Client({ connectionString: databaseUrl });
await listener.connect();
await listener.query('LISTEN bench_live');
const streams = new Set<NodeJS.WritableStream>();
listener.on('notification', (message) => {
  for (const stream of streams) stream.write(`data: ${message.payload ?? ''}\n\n`);
});
app.get('/limit-live/stream', (request, reply) => {
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  reply.raw.write(':\n\n');
  streams.add(reply.raw);
  request.raw.on('close', () => streams.delete(reply.raw));
});
app.post<{ Body: { text: string } }>('/limit-live/write', async (request) => {
  await pool.query('select pg_notify($1, $2)', ['bench_live', request.body.text]);
  return { ok: true };
});
app.get('/limit-live/page', (_request, reply) =>
  reply
    .type('text/html')
    .send(
      '<!doctype html><body><script>const s=new EventSource("/limit-live/stream");s.onopen=()=>document.body.dataset.open="1";' +
        's.onmessage=(e)=>{const p=document.createElement("p");p.textContent=e.data;document.body.append(p)};</script></body>',
    ),
);

app.get('/limit', () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const stop = () => void app.close().then(() => Promise.all([pool.end(), listener.end()]));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
