// The limit each endpoint is measured against (issue 19): a bare Fastify route on the same machine,
// with a pool of the same size, that authenticates the same cookie and answers the same JSON from one
// hand-written statement: the session, the rows and the JSON built by PostgreSQL in one round trip.
import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import pg from 'pg';
import { sessionCookieName } from '#server/modules/auth/index.ts';
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

app.get<{ Params: { name: string }; Querystring: { value?: string | string[] } }>('/limit/:name', async (request, reply) => {
  const statement = bareStatements[request.params.name];
  if (!statement) return reply.code(404).send();
  const hash = tokenHash(request.cookies[sessionCookieName]);
  if (!hash) return reply.code(401).send();
  const values = [hash, ...[request.query.value ?? []].flat()];
  const { rows } = await pool.query<{ body: string | null }>(statement, values);
  const body = rows[0]?.body;
  if (!body) return reply.code(401).send();
  return reply.type('application/json; charset=utf-8').send(body);
});

app.get('/limit', () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const stop = () => void app.close().then(() => pool.end());
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
