import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';

const idleSweepMs = 50;

export interface ShutdownOptions {
  /** How long in-flight requests may take to finish before their connections are cut. */
  drainTimeoutMs: number;
}

/**
 * Issue 21, decision 061: readiness turns 503, the listener stops accepting, open live streams end
 * (the browsers reconnect, through the balancer, to another instance), in-flight requests finish
 * within the bound, then the store and the database close. Answers whether everything drained in time.
 */
export const shutDownGracefully = async (
  app: FastifyInstance,
  database: Database,
  { drainTimeoutMs }: ShutdownOptions,
): Promise<boolean> => {
  app.startDraining();
  app.log.info('shutting down: draining requests');
  let drained = true;
  const cutOff = setTimeout(() => {
    drained = false;
    app.log.warn({ drainTimeoutMs }, 'requests still running after the drain timeout: closing their connections');
    app.server.closeAllConnections();
  }, drainTimeoutMs);
  // A keep-alive connection whose request finishes during the drain would otherwise hold the close until it times out.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
    clearInterval(idleSweep);
    await database.close();
  }
  app.log.info({ drained }, 'shut down');
  return drained;
};
