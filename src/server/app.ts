import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';
import { systemClock, type Clock } from '#server/lib/clock.ts';
import type { Config } from '#server/lib/config.ts';
import { registerEventSubscribers } from '#server/lib/event-subscribers.ts';
import { createEventBus, type EventBus } from '#server/lib/events.ts';
import { createMailer } from '#server/lib/mailer.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { accountRoutes } from '#server/modules/accounts/index.ts';
import { authRoutes } from '#server/modules/auth/index.ts';
import { commentRoutes } from '#server/modules/comments/index.ts';
import { feedsRoutes } from '#server/modules/feeds/index.ts';
import { filesRoutes } from '#server/modules/files/index.ts';
import { createModuleContext } from '#server/modules/module-context.ts';
import { findMemoForPage, postsRoutes } from '#server/modules/posts/index.ts';
import { productRoutes } from '#server/modules/products/index.ts';
import { projectsRoutes } from '#server/modules/projects/index.ts';
import { publicRoutes } from '#server/modules/public/index.ts';
import { userRoutes } from '#server/modules/users/index.ts';
import { registerErrorHandler } from '#server/plugins/error-handler.ts';
import { registerSession } from '#server/plugins/session.ts';
import { registerSpa } from '#server/plugins/spa.ts';
import { maxUploadBytes } from '#shared/files/constants.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one in-process event bus; tests subscribe to it to see what a request emitted. */
    events: EventBus;
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Tests move time with their own clock. */
  clock?: Clock;
  /** Tests lower these to reach the limits quickly. */
  limits?: {
    loginIp?: { max: number; timeWindowMs: number };
    loginEmail?: { max: number; timeWindowMs: number };
  };
}

const mediaOrigin = (mediaHost: string): string[] => {
  try {
    return [new URL(mediaHost).origin];
  } catch {
    return [];
  }
};

export const buildApp = async ({ config, database, limits, clock }: AppDependencies): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: 'info' },
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, config.locale);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigin(config.mediaHost)],
        'media-src': ["'self'", 'blob:', ...mediaOrigin(config.mediaHost)],
        // The gallery and the blog embed players from these video hosts and the cloud drive.
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com', 'https://drive.google.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  // One file per request; the file part is streamed, and other fields are small form values.
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 } });
  registerSession(app, database.db);
  const events = createEventBus((error, name) => app.log.error({ err: error, event: name }, 'event subscriber failed'));
  registerEventSubscribers(events, { log: app.log });
  app.decorate('events', events);
  const mailer = createMailer(config);
  const storage = createStorage(config);
  app.addHook('onClose', () => storage.close());

  const context = createModuleContext({ db: database.db, config, storage, mailer, events, clock: clock ?? systemClock });
  await app.register(authRoutes, {
    ...context,
    loginIpLimit: limits?.loginIp ?? { max: config.loginRateLimit, timeWindowMs: 60_000 },
    loginEmailLimit: limits?.loginEmail ?? { max: 10, timeWindowMs: 15 * 60_000 },
  });
  for (const routes of [accountRoutes, filesRoutes, projectsRoutes, productRoutes, userRoutes, commentRoutes, feedsRoutes, postsRoutes, publicRoutes]) {
    await app.register(routes, context);
  }
  await registerSpa(app, config, (user) => findMemoForPage(context, user));

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }));
  return app;
};
