import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedTables } from './matrix/fingerprint.ts';
import { useMatrixApp } from './matrix/matrix-app.ts';
import { matrixRows } from './matrix/rows.ts';
import type { MatrixRequest } from './matrix/row.ts';
import type { CallerName } from './matrix/world.ts';
import { applyMutation, describeMutation, mutation } from './hostile/payloads.ts';

/**
 * Issue 20's hostile input: every route of the app's route table (through the authorization
 * matrix's rows, which know one valid request for each) is sent seeded fast-check mutations of that
 * request, as a visitor, as a client and as an admin, so the payloads reach the services and not
 * only the permission check. Never a 500 or a hang, every 4xx says why in JSON, and a refused
 * write leaves every table as it was.
 */
const { t, ready } = useMatrixApp();

/** Payloads per route and caller: about 2,000 requests in all, which PGlite answers in about a minute. */
const runsPerCaller: Partial<Record<CallerName, number>> = { visitor: 3, client: 3, admin: 6 };
const answerTimeoutMs = 10_000;
const seed = 20_072;

const readStream = async (response: LightMyRequestResponse, firstOnly: boolean): Promise<string> => {
  let body = '';
  const stream = response.stream();
  for await (const chunk of stream) {
    body += String(chunk);
    if (firstOnly) {
      stream.destroy();
      break;
    }
  }
  return body;
};

const send = async (request: MatrixRequest): Promise<{ status: number; body: string; contentType: string }> => {
  const { scope: _scope, stream, ...options } = request;
  if (stream) {
    const response = await t.app.inject({ ...options, payloadAsStream: true });
    return {
      status: response.statusCode,
      body: await readStream(response, response.statusCode === 200),
      contentType: String(response.headers['content-type'] ?? ''),
    };
  }
  const response = await t.app.inject(options);
  return {
    status: response.statusCode,
    body: response.body,
    contentType: String(response.headers['content-type'] ?? ''),
  };
};

const withinTime = async <T>(work: Promise<T>): Promise<T | 'hang'> => {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), answerTimeoutMs)));
  try {
    return await Promise.race([work, hang]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * A 4xx must tell the caller what went wrong: a JSON body with a message, or, from a server-rendered
 * page outside /api/ (sign-in, reset, contact, blog), an HTML page that says it.
 */
const explainsRefusal = (template: string, answer: { body: string; contentType: string }): boolean => {
  if (!template.startsWith('/api/') && answer.contentType.startsWith('text/html')) {
    return /<(h1|p|div)[^>]*>[^<]*\S/.test(answer.body.replace(/<(script|style)[\s\S]*?<\/\1>/g, ''));
  }
  if (!answer.contentType.includes('application/json')) return false;
  try {
    const { message } = JSON.parse(answer.body) as { message?: unknown };
    return typeof message === 'string' && message.trim().length > 0;
  } catch {
    return false;
  }
};

/** A stable seed per route, so one route's payloads do not change when another route is added. */
const routeSeed = (route: string, who: CallerName): number =>
  [...`${route} ${who}`].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, seed);

describe('hostile input on every route (issue 20)', () => {
  it('never answers 500 or hangs, explains every 4xx in JSON, and writes nothing it refuses', async () => {
    const { world, fingerprint } = ready;
    const failures: string[] = [];
    const started = Date.now();
    let payloads = 0;
    let serverErrors = 0;
    const routes = new Set<string>();
    const only = process.env.HOSTILE_ONLY ? new RegExp(process.env.HOSTILE_ONLY) : null;

    for (const row of matrixRows.filter((candidate) => !only || only.test(candidate.route))) {
      routes.add(row.route);
      const [method = '', template = ''] = row.route.split(' ');
      const target = row.targets.includes('own') ? 'own' : (row.targets[0] ?? '-');
      const prepare = await row.prepare(world, target);
      for (const [who, numRuns] of Object.entries(runsPerCaller) as [CallerName, number][]) {
        const valid = (await prepare(who)).request;
        const writes = method !== 'GET';
        for (const change of fc.sample(mutation, { seed: routeSeed(row.route, who), numRuns })) {
          payloads += 1;
          const request = applyMutation(template, valid, change);
          const label = () => `${row.route} as ${who} with ${describeMutation(change)}`;
          await t.app.notificationsIdle();
          await t.app.passwordResetsIdle();
          const before = writes ? await fingerprint() : null;
          const answer = await withinTime(send(request));
          if (answer === 'hang') {
            failures.push(`${label()}: no answer in ${answerTimeoutMs} ms`);
            continue;
          }
          const excerpt = `${answer.status} ${answer.body.slice(0, 200)}`;
          if (answer.status >= 500) {
            serverErrors += 1;
            failures.push(`${label()}: ${excerpt}`);
          } else if (answer.status >= 400 && !explainsRefusal(template, answer))
            failures.push(
              `${label()}: a ${answer.status} that does not say why: ${answer.contentType} ${answer.body.slice(0, 120)}`,
            );
          if (before && answer.status >= 400) {
            await t.app.notificationsIdle();
            await t.app.passwordResetsIdle();
            const changed = changedTables(before, await fingerprint());
            if (changed.length > 0)
              failures.push(`${label()}: refused (${answer.status}) but wrote ${changed.join(', ')}`);
          }
        }
      }
      if (row.endsOtherSessions || row.route.includes('logout'))
        for (const who of ['client', 'admin'] as const) world.cookies[who] = await world.freshCookie(who);
    }

    console.info(
      `hostile input: ${routes.size} routes, ${payloads} payloads tried (visitor, client, admin), ${serverErrors} answers of 500, ` +
        `${failures.length} failures, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
