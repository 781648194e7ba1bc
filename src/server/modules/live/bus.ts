import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { loggableError } from '#server/lib/loggable-error.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { dispatchLiveChange, type LiveChange } from './dispatch.ts';
import type { LiveHub } from './hub.ts';

const channel = 'explainer_live';
const reconnectMs = 1000;

export interface LiveBus {
  publish: (change: LiveChange) => void;
  close: () => Promise<void>;
}

/**
 * With DATABASE_URL a change goes through PostgreSQL NOTIFY and every instance LISTENing sends it to
 * its own connections, so several instances serve one studio; on the embedded PGlite there is one
 * process and the change is dispatched in place.
 */
export const createLiveBus = async (context: ModuleContext, hub: LiveHub, log: FastifyBaseLogger): Promise<LiveBus> => {
  const dispatch = (change: LiveChange) =>
    void dispatchLiveChange(context, hub, change).catch((error: unknown) =>
      log.error({ err: loggableError(error) }, 'live dispatch failed'),
    );
  const connectionString = context.config.databaseUrl;
  if (!connectionString) return { publish: dispatch, close: async () => undefined };

  let closed = false;
  let listener: pg.Client | null = null;
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) dispatch(JSON.parse(message.payload) as LiveChange);
    });
    // A dropped LISTEN connection is opened again; clients catch up when their stream reconnects.
    client.on('error', (error) => {
      log.warn({ err: loggableError(error) }, 'live LISTEN connection lost');
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), reconnectMs).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    listener = client;
  };
  await listen();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', () => undefined);
  return {
    publish: (change) =>
      void publisher
        .query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(change)])
        .catch((error: unknown) => log.error({ err: loggableError(error) }, 'live NOTIFY failed')),
    close: async () => {
      closed = true;
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
};
