import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { findSessionUser, sessionCookieName, sessionLifetimeMs } from '#server/modules/auth/index.ts';
import { toSessionUser } from '#server/modules/users/index.ts';
import type { SessionUser } from '#shared/users/schemas.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

export const readSessionToken = (request: FastifyRequest): string | null => {
  const raw = request.cookies[sessionCookieName];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
};

export const setSessionCookie = (reply: FastifyReply, token: string, secure: boolean): void => {
  reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: Math.floor(sessionLifetimeMs / 1000),
  });
};

export const clearSessionCookie = (reply: FastifyReply): void => {
  reply.clearCookie(sessionCookieName, { path: '/' });
};

export const registerSession = (app: FastifyInstance, db: Db): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = readSessionToken(request);
    if (!token) return;
    const row = await findSessionUser(db, token);
    if (!row) return;
    request.user = toSessionUser(row);
    request.sessionToken = token;
  });
};

export const requireUser = (request: FastifyRequest): SessionUser => {
  if (!request.user) throw catalogueError('unauthorized', 'api.notSignedIn');
  return request.user;
};
