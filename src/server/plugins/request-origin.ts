import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueError } from '#server/lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (spec §7 names a few): refused from another site like any write. */
    getChangesState?: boolean;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * A browser names the page that sent a request in Origin, or failing that (no Origin, or "null") says in Sec-Fetch-Site
 * whether it came from this site. A request with neither is not from a browser page (a script, a
 * test, curl) and cannot carry a visitor's cookies against their will.
 */
const isFromThisSite = (request: FastifyRequest, publicOrigin: string | null): boolean => {
  const origin = request.headers.origin;
  // Under Referrer-Policy no-referrer (helmet's), Chromium sends "Origin: null" with its own form
  // posts; Sec-Fetch-Site then says where they came from.
  if (origin !== undefined && origin !== 'null') {
    const sender = originOf(origin);
    if (!sender) return false;
    return sender === publicOrigin || new URL(sender).host === request.headers.host;
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
};

const isJson = (contentType: string) => contentType === 'application/json' || contentType.endsWith('+json');

/** Why a request is refused before its route runs, if it is. */
const refusalOf = (request: FastifyRequest, publicOrigin: string | null): Error | undefined => {
  if (
    !isFromThisSite(request, publicOrigin) &&
    (!safeMethods.has(request.method) || request.routeOptions.config.getChangesState)
  ) {
    return catalogueError('forbidden', 'api.crossSiteRefused');
  }
  if (safeMethods.has(request.method)) return undefined;
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (
    request.url.startsWith('/api/') &&
    contentType !== '' &&
    !isJson(contentType) &&
    contentType !== 'multipart/form-data'
  ) {
    return catalogueError('unsupported_media_type', 'api.jsonOnly');
  }
  return undefined;
};

/**
 * Decision 047: writes from another site are refused (a cross-site form could otherwise sign a
 * visitor in or act with their cookies), and the API takes JSON or, for uploads, multipart, never
 * the bodies a plain HTML form can send. The server-rendered /auth forms still post urlencoded, from
 * this site.
 */
export const registerRequestOriginCheck = (app: FastifyInstance, publicUrl: string): void => {
  const publicOrigin = originOf(publicUrl);
  app.addHook('onRequest', (request, _reply, done) => {
    done(refusalOf(request, publicOrigin));
  });
};
