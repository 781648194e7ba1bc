import type { FastifyInstance } from 'fastify';
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '#server/db/client.ts';
import { countHit, deleteExpiredCounters } from '#server/db/rate-counters.ts';
import { loggableError } from '#server/lib/loggable-error.ts';

/** How often an instance deletes the counts whose window has passed. */
export const rateCounterSweepMs = 10 * 60_000;

/**
 * A fixed-window count per route and caller in PostgreSQL (decision 061): every instance behind the
 * balancer adds to the same row, so a caller gets the route's allowance once, not once per server.
 */
const postgresStore = (db: Db): FastifyRateLimitStoreCtor =>
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'route\n',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = new Date();
      countHit(db, { key: this.prefix + key, now, lifetimeMs: timeWindow }).then(
        (state) => callback(null, { current: state.hits, ttl: Math.max(0, state.expiresAt.getTime() - now.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: {
      method?: string | string[];
      url?: string;
      routeInfo?: { method?: string | string[]; url?: string };
    }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new PostgresRateLimitStore(
        routeOptions,
        `route\n${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}\n`,
      );
    }
  };

export const registerSharedRateLimits = async (app: FastifyInstance, db: Db): Promise<void> => {
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  const sweep = () =>
    void deleteExpiredCounters(db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: loggableError(error) }, 'deleting expired rate counts failed'),
    );
  const timer = setInterval(sweep, rateCounterSweepMs);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(timer));
};
