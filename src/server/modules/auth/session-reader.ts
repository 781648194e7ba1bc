import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { RateLimit } from '#server/modules/module-context.ts';
import { toSessionUser } from '#server/modules/users/index.ts';
import { readSessionToken, type RememberedSession } from '#server/plugins/session.ts';
import { actAsTokenUser, bearerTokenOf } from './access-tokens.ts';
import { findSessionUser } from './queries.ts';
import { hashToken } from './tokens.ts';

/** How many sessions an instance remembers; the oldest is forgotten first. */
const rememberedSessionsMax = 10_000;

/**
 * Every request reads its session, except on the routes that check it inside their first read
 * (decision 073): there the instance answers with the user it remembers for the token, and PostgreSQL
 * refuses the read if that session ended or its user changed since.
 */
export const registerSession = (
  app: FastifyInstance,
  { db, clock, accessTokenLimit }: { db: Db; clock: Clock; accessTokenLimit: RateLimit },
): void => {
  const remembered = new Map<string, RememberedSession>();
  const read = async (request: FastifyRequest): Promise<void> => {
    request.rememberedSession = null;
    request.user = null;
    request.sessionToken = null;
    const token = readSessionToken(request);
    if (!token) return;
    const tokenHash = hashToken(token);
    remembered.delete(tokenHash);
    const row = await findSessionUser(db, tokenHash);
    if (!row) return;
    request.user = toSessionUser(row.user);
    request.sessionToken = token;
    if (remembered.size >= rememberedSessionsMax) remembered.delete(remembered.keys().next().value ?? '');
    remembered.set(tokenHash, { token, tokenHash, user: request.user, fingerprint: row.fingerprint });
  };
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('rememberedSession', null);
  app.decorateRequest('accessTokenId', null);
  app.addHook('onRoute', (route) => {
    // The answer may be computed twice (see answerAsViewer), which only a read may be.
    const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    if (route.config?.viewerCheckedInRead && !reads)
      throw new Error(`${route.url}: only a GET route may check its viewer in its read`);
  });
  app.addHook('onRequest', async (request) => {
    const bearer = request.routeOptions.config.ownKeyInAuthorization ? null : bearerTokenOf(request);
    if (bearer !== null) {
      await actAsTokenUser(request, bearer, { db, clock, limit: accessTokenLimit });
      return;
    }
    if (request.routeOptions.config.viewerCheckedInRead) {
      const token = readSessionToken(request);
      const session = token ? remembered.get(hashToken(token)) : undefined;
      // The user stays null until answerAsViewer hands it to the read that checks it.
      if (session) {
        request.rememberedSession = session;
        return;
      }
    }
    await read(request);
  });
  app.decorate('sessionReader', { read });
};
