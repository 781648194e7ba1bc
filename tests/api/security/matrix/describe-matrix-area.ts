import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { changedTables } from './fingerprint.ts';
import { useMatrixApp } from './matrix-app.ts';
import type { MatrixRequest, MatrixRow, PreparedCall, VisitorRefusal } from './row.ts';
import { callerNames, type CallerName } from './world.ts';

const firstChunk = async (response: LightMyRequestResponse): Promise<string> => {
  const stream = response.stream();
  for await (const chunk of stream) {
    stream.destroy();
    return String(chunk);
  }
  return '';
};

const readAll = async (response: LightMyRequestResponse): Promise<string> => {
  let body = '';
  for await (const chunk of response.stream()) body += String(chunk);
  return body;
};

/** 401 asks a visitor to sign in (a page sends them to the sign-in page), 403 or 404 tells a signed-in user no. */
const isRefusal = (
  who: CallerName,
  answer: { status: number; location: string },
  visitorRefusal: VisitorRefusal,
): boolean => {
  if (visitorRefusal === 'key-required') return answer.status === 401;
  if (who !== 'visitor' || visitorRefusal === 'as-signed-in') return answer.status === 403 || answer.status === 404;
  if (visitorRefusal === 'gone') return answer.status === 401 || answer.status === 404;
  return visitorRefusal === 'sign-in-page'
    ? answer.status === 303 && answer.location.startsWith('/auth/login')
    : answer.status === 401;
};

/**
 * Issue 20's authorization matrix for one area of rows: every route, called by every kind of caller
 * against every kind of target, answered as the shared rules say, with nothing leaked and nothing
 * written by a refused call. The areas are test files of their own so that they run side by side.
 */
export const describeMatrixArea = (area: string, rows: readonly MatrixRow[]): void => {
  const { t, ready } = useMatrixApp();

  const send = async (request: MatrixRequest): Promise<{ status: number; body: string; location: string }> => {
    const { scope: _scope, stream, ...options } = request;
    if (stream) {
      // A live stream never ends: its status and first event are enough.
      const response = await t.app.inject({ ...options, payloadAsStream: true });
      const body = response.statusCode === 200 ? String(await firstChunk(response)) : await readAll(response);
      return { status: response.statusCode, body, location: '' };
    }
    const response = await t.app.inject(options);
    return { status: response.statusCode, body: response.body, location: String(response.headers.location ?? '') };
  };

  describe(`the authorization matrix (issue 20): ${area}`, () => {
    it('answers every caller on every target as the shared rules say, writes nothing it refuses and leaks nothing', async () => {
      const { world, fingerprint } = ready;
      const failures: string[] = [];
      const leaks: string[] = [];
      const timing = { fixtures: 0, requests: 0, fingerprints: 0 };
      const timed = async <T>(part: keyof typeof timing, work: () => Promise<T>): Promise<T> => {
        const began = Date.now();
        try {
          return await work();
        } finally {
          timing[part] += Date.now() - began;
        }
      };
      const snapshot = async () => {
        await t.app.notificationsIdle();
        return timed('fingerprints', fingerprint);
      };
      let checks = 0;
      const started = Date.now();

      /** Sends one call and checks its answer; a refused call also proves it wrote nothing since `before`. */
      const inspect = async (
        row: MatrixRow,
        target: string,
        who: CallerName,
        prepared: PreparedCall,
        before: Map<string, string> | null,
      ) => {
        checks += 1;
        const label = `${row.route} [${target}] as ${who}`;
        const answer = await timed('requests', () => send(prepared.request));
        const excerpt = `${answer.status} ${answer.body.slice(0, 200)}`;
        if (answer.status >= 500) failures.push(`${label}: ${excerpt}`);
        else if (prepared.allowed && !(answer.status >= 200 && answer.status < 400))
          failures.push(`${label}: allowed but ${excerpt}`);
        else if (!prepared.allowed && !isRefusal(who, answer, prepared.visitorRefusal))
          failures.push(`${label}: refused by the rules but ${excerpt}`);
        const found = [
          ...world.markers.leaksIn(`${answer.body} ${answer.location}`, world.actor(who), prepared.request.scope ?? {}),
          ...prepared.leaks(answer.body),
        ];
        for (const leak of found) leaks.push(`${label}: ${leak}`);
        if (row.endsOtherSessions) world.cookies[who] = await world.freshCookie(who);
        if (!before) return null;
        const after = await snapshot();
        const changed = changedTables(before, after);
        if (changed.length > 0) failures.push(`${label}: refused (${answer.status}) but wrote ${changed.join(', ')}`);
        return after;
      };

      // MATRIX_ONLY=<a pattern of routes> runs the rows of one area while working on it.
      const only = process.env.MATRIX_ONLY ? new RegExp(process.env.MATRIX_ONLY) : null;
      for (const row of rows.filter((candidate) => !only || only.test(candidate.route))) {
        for (const target of row.targets) {
          const calls = await timed('fixtures', async () => {
            const shared = await row.prepare(world, target);
            const prepared = new Map<CallerName, PreparedCall>();
            for (const who of callerNames) prepared.set(who, await shared(who));
            return prepared;
          });
          // Refused callers first, on the shared fixture, before any allowed write changes it; each
          // refused call is checked against the state the previous one left.
          const refused = callerNames.filter((who) => !calls.get(who)?.allowed);
          let before = refused.length > 0 ? await snapshot() : null;
          for (const who of refused) {
            const prepared = calls.get(who);
            if (prepared) before = await inspect(row, target, who, prepared, before);
          }
          for (const who of callerNames.filter((caller) => calls.get(caller)?.allowed)) {
            const prepared = row.writes
              ? await timed('fixtures', () => row.prepareFresh(world, target, who))
              : calls.get(who);
            if (prepared) await inspect(row, target, who, prepared, prepared.allowed ? null : await snapshot());
            await t.app.notificationsIdle();
          }
        }
      }

      const routes = new Set(rows.map((row) => row.route)).size;
      console.info(
        `authorization matrix, ${area}: ${routes} routes x ${callerNames.length} callers, ${checks} checks (route x caller x target), ` +
          `${leaks.length} leaks, ${failures.length} wrong answers, ${Math.round((Date.now() - started) / 1000)} s ` +
          `(fixtures ${timing.fixtures} ms, requests ${timing.requests} ms, fingerprints ${timing.fingerprints} ms)`,
      );
      expect({ failures, leaks }).toEqual({ failures: [], leaks: [] });
    }, 900_000);
  });
};
