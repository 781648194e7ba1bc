import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once. With no value computed per request (no
 * CSP nonces), they are the same on every answer; helmet run on each request parsed its directives
 * again every time, a twentieth of a cheap read's work (decision 079).
 */
const securityHeadersOf = (options: Readonly<HelmetOptions>): Record<string, string> => {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
};

export const registerSecurityHeaders = (app: FastifyInstance, options: Readonly<HelmetOptions>): void => {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};
