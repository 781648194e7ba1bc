import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { loggableError } from '#server/lib/loggable-error.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { dispatchLiveChange, type LiveChange } from './dispatch.ts';
import type { LiveHub } from './hub.ts';

const channel = 'explainer_live';
/** How often a lost LISTEN connection is tried again: a change must be live within 2 s of the database's return. */
const reconnectMs = 500;

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
    client.on('error', (error) => {
      void client.end().catch(() => undefined);
      // A connection that never came to listen is tried again by the failure of its own start.
      if (listener !== client) return;
      listener = null;
      log.warn({ err: loggableError(error) }, 'live LISTEN connection lost');
      listenAgain();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (closed) await client.end();
    else listener = client;
  };
  // Until it listens again: a database restarted or failed over takes seconds to minutes to return,
  // and the open streams must carry changes again as soon as it does, without a reload.
  const listenAgain = () => {
    if (closed) return;
    setTimeout(() => void listen().catch(listenAgain), reconnectMs).unref();
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
