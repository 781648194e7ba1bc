import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';
import type { Config } from '#server/lib/config.ts';
import { registerEventSubscribers } from '#server/lib/event-subscribers.ts';
import { createEventBus, type EventBus } from '#server/lib/events.ts';
import { loggableError } from '#server/lib/loggable-error.ts';
import { createMailer } from '#server/lib/mailer.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { accountRoutes } from '#server/modules/accounts/routes.ts';
import { defaultLoginThrottle, type LoginThrottleSettings } from '#server/modules/auth/login-throttle.ts';
import { authRoutes } from '#server/modules/auth/routes.ts';
import { commentRoutes } from '#server/modules/comments/routes.ts';
import { filesRoutes } from '#server/modules/files/routes.ts';
import { portfolioRoutes } from '#server/modules/projects/portfolio.ts';
import { productRoutes } from '#server/modules/products/routes.ts';
import { cartRoutes } from '#server/modules/projects/cart/routes.ts';
import { createProjectRoutes } from '#server/modules/projects/create/routes.ts';
import { projectRoutes } from '#server/modules/projects/routes.ts';
import { sceneRoutes } from '#server/modules/projects/scenes/routes.ts';
import { videoRoutes } from '#server/modules/projects/video/routes.ts';
import { publicRoutes } from '#server/modules/public/routes.ts';
import { userRoutes } from '#server/modules/users/routes.ts';
import { registerErrorHandler } from '#server/plugins/error-handler.ts';
import { registerRequestOriginCheck } from '#server/plugins/request-origin.ts';
import { registerSession } from '#server/plugins/session.ts';
import { registerSpa } from '#server/plugins/spa.ts';
import { requestValidatorCompiler } from '#server/plugins/validation.ts';
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
  /** Where the log goes instead of standard output; tests read it. */
  logStream?: NodeJS.WritableStream;
  /** Tests lower these to reach the limits quickly. */
  limits?: {
    loginIp?: { max: number; timeWindowMs: number };
    loginThrottle?: LoginThrottleSettings;
    invitations?: { max: number; timeWindowMs: number };
    guestComments?: { max: number; timeWindowMs: number };
  };
}

const mediaOrigin = (mediaHost: string): string[] => {
  try {
    return [new URL(mediaHost).origin];
  } catch {
    return [];
  }
};

/** Fastify takes a hop count at run time but its types do not; a count is the same as trusting the nearest hops. */
const fastifyTrustProxy = (setting: Config['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export const buildApp = async ({ config, database, limits, logStream }: AppDependencies): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logStream ? { level: 'info', stream: logStream } : config.logLevel === 'silent' ? false : { level: 'info' },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, config.locale);
  registerRequestOriginCheck(app, config.publicUrl);

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
  const events = createEventBus((error, name) => app.log.error({ err: loggableError(error), event: name }, 'event subscriber failed'));
  registerEventSubscribers(events, { log: app.log });
  app.decorate('events', events);
  const mailer = createMailer(config);
  const storage = createStorage(config);
  app.addHook('onClose', () => storage.close());

  await app.register(authRoutes, {
    db: database.db,
    config,
    mailer,
    loginIpLimit: limits?.loginIp ?? { max: config.loginRateLimit, timeWindowMs: 60_000 },
    loginThrottle: limits?.loginThrottle ?? defaultLoginThrottle,
  });
  await app.register(accountRoutes, { db: database.db, config, storage });
  await app.register(filesRoutes, { db: database.db, config, storage });
  await app.register(projectRoutes, { db: database.db, mailer, config, invitationLimit: limits?.invitations ?? { max: 20, timeWindowMs: 60 * 60_000 } });
  await app.register(portfolioRoutes, { db: database.db, config });
  await app.register(productRoutes, { config });
  await app.register(cartRoutes, { db: database.db, config });
  await app.register(sceneRoutes, { db: database.db, config, storage });
  await app.register(videoRoutes, { db: database.db, config, storage });
  await app.register(createProjectRoutes, { db: database.db, config });
  await app.register(userRoutes, { db: database.db });
  await app.register(commentRoutes, { db: database.db, events, locale: config.locale, guestCommentLimit: limits?.guestComments ?? { max: 10, timeWindowMs: 10 * 60_000 } });
  await app.register(publicRoutes, { config });
  await registerSpa(app, config);

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }));
  return app;
};
