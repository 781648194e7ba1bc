import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const requestIdHeader = 'x-request-id';

/** What a balancer's id may look like; anything else (too long, odd characters for a log line) is replaced. */
const acceptableRequestId = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Issue 21: the balancer's X-Request-Id, when it sends a usable one, names the request in every log
 * line of it, so one request can be followed from the balancer's log into the instance that served it.
 */
export const requestIdOf = (request: IncomingMessage): string => {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
};

/** The answer carries the id too, also for the live stream that writes its own head. */
export const registerRequestIdEcho = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(requestIdHeader, request.id);
    done();
  });
};
