import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const requestIdHeader = 'x-request-id';

/** What a balancer's id may look like; anything else (too long, odd characters for a log line) is replaced. */
const acceptableRequestId = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Issue 21, decision 105: the balancer's X-Request-Id, when it sends a usable one, names the request in
 * every log line of it, so one request can be followed from the balancer's log into the instance that
 * served it. Only behind a balancer (TRUST_PROXY set): without one, the id would be the visitor's choice,
 * and a visitor could give their requests the id of someone else's to muddle a support trace.
 */
export const requestIdGenerator =
  (balancerInFront: boolean) =>
  (request: IncomingMessage): string => {
    const given = request.headers[requestIdHeader];
    return balancerInFront && typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
  };

const requestInProgress = new AsyncLocalStorage<string>();

/**
 * Pino's mixin: a line written through the app's logger while a request runs (a domain event's
 * subscriber, a job sent by a route) carries that request's id too. The request's own logger binds
 * it already, so it is not written twice.
 */
export const requestIdLogMixin = (
  _line: object,
  _level: number,
  logger: { bindings: () => Record<string, unknown> },
): object => {
  const reqId = requestInProgress.getStore();
  return reqId === undefined || 'reqId' in logger.bindings() ? {} : { reqId };
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The answer carries the id, also for the live stream that writes its own head; a 5xx body names it
 * too (`requestId`), so what a user copies from a failed page finds its log lines.
 */
export const registerRequestIdEcho = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(requestIdHeader, request.id);
    requestInProgress.run(request.id, done);
  });
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 500 && isPlainObject(payload) ? { ...payload, requestId: request.id } : payload,
  );
};
