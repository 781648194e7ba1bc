import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorAnswers } from '#server/lib/api-answers.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { hashToken } from '#server/modules/auth/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { requireUser } from '#server/plugins/session.ts';
import { liveKeepAliveMs, liveStreamPath, type LiveMessage } from '#shared/notifications/live.ts';
import type { LiveHub } from './hub.ts';

/**
 * GET /api/live: one Server-Sent Events stream per signed-in browser tab (issue 15). A stream past
 * the user's or the instance's limit is refused with 429 rather than closing an older one: a closed
 * stream's tab reconnects a second later and would close the next in turn (decision 093).
 */
export const liveRoutes = async (app: FastifyInstance, { limits }: ModuleContext, hub: LiveHub): Promise<void> => {
  const { perUser, perInstance } = limits.liveStreams;
  app.get(
    liveStreamPath,
    {
      schema: {
        response: {
          ...errorAnswers('unauthorized', 'too_many_requests'),
          200: {
            description: 'Server-Sent Events until the tab closes',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    (request, reply) => {
      const user = requireUser(request);
      if (hub.count(user._id) >= perUser)
        throw catalogueError('too_many_requests', 'api.liveStreamsPerUser', { max: perUser });
      if (hub.count() >= perInstance) throw catalogueError('too_many_requests', 'api.liveStreamsPerInstance');
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
      // A change being dispatched may still hold a stream that another change has just ended.
      const write = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      const send = (message: LiveMessage) => write(`data: ${JSON.stringify(message)}\n\n`);
      const end = () => {
        if (!stream.writableEnded) stream.end();
      };
      // With a user there is a session token: the session read gives both.
      const remove = hub.add({ user, tokenHash: hashToken(request.sessionToken ?? ''), send, end });
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), liveKeepAliveMs);
      stream.on('close', () => {
        clearInterval(keepAlive);
        remove();
      });
    },
  );
};
