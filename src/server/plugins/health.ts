import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Storage } from '#server/lib/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns /readyz to 503 so the balancer stops sending new requests here (graceful shutdown). */
    startDraining: () => void;
  }
}

export const healthPath = '/healthz';
export const readinessPath = '/readyz';

/** A dependency slower than this counts as not answering: the balancer's check must not hang. */
const probeTimeoutMs = 2000;

const withinTimeout = async (name: string, probe: () => Promise<unknown>): Promise<string | null> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`${name} did not answer within ${probeTimeoutMs} ms`), probeTimeoutMs);
  });
  try {
    return await Promise.race([probe().then(() => null), timeout]);
  } catch (error) {
    return `${name} does not answer: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Issue 21: /healthz says the process is up and touches nothing, for a supervisor deciding on a
 * restart; /readyz says whether this instance can serve (the database and the object store answer,
 * and it is not shutting down), for the balancer deciding where to send requests.
 */
export const registerHealth = (app: FastifyInstance, dependencies: { db: Db; storage: Storage }): void => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // The balancer asks every second or so; a log line each time would drown the requests.
  const quiet = { logLevel: 'warn' as const };
  // Every 5xx body names its request (decision 105).
  const unready = z.object({
    status: z.enum(['draining', 'unavailable']),
    reasons: z.array(z.string()),
    requestId: z.string(),
  });
  app.get(
    healthPath,
    { ...quiet, schema: { response: { 200: z.object({ status: z.literal('up') }) } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'up' }),
  );
  app.get(
    readinessPath,
    { ...quiet, schema: { response: { 200: z.object({ status: z.literal('ready') }), 503: unready } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining) return reply.status(503).send({ status: 'draining', reasons: ['the instance is shutting down'] });
      const problems = await Promise.all([
        withinTimeout('the database', () => dependencies.db.execute(sql`SELECT 1`)),
        withinTimeout('the object store', () => dependencies.storage.probe()),
      ]);
      const reasons = problems.filter((problem): problem is string => problem !== null);
      if (reasons.length > 0) return reply.status(503).send({ status: 'unavailable', reasons });
      return reply.send({ status: 'ready' });
    },
  );
};
