import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { requireUser } from '#server/plugins/session.ts';
import { liveKeepAliveMs, liveStreamPath, type LiveMessage } from '#shared/notifications/live.ts';
import type { LiveHub } from './hub.ts';

/** GET /api/live: one Server-Sent Events stream per signed-in browser tab (issue 15). */
export const liveRoutes = async (app: FastifyInstance, _context: ModuleContext, hub: LiveHub): Promise<void> => {
  app.get(liveStreamPath, (request, reply) => {
    const user = requireUser(request);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies that buffer responses would hold the events back.
      'x-accel-buffering': 'no',
    });
    // The retry hint: the browser reconnects by itself after a second.
    stream.write('retry: 1000\n\n');
    const send = (message: LiveMessage) => stream.write(`data: ${JSON.stringify(message)}\n\n`);
    const remove = hub.add({ user, send, end: () => stream.end() });
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), liveKeepAliveMs);
    request.raw.on('close', () => {
      clearInterval(keepAlive);
      remove();
    });
  });
};
