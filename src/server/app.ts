import type http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { Database } from '#server/db/client.ts';
import { systemClock, type Clock } from '#server/lib/clock.ts';
import type { Config } from '#server/lib/config.ts';
import type { JobQueue } from '#server/lib/job-queue.ts';
import { registerEventSubscribers } from '#server/lib/event-subscribers.ts';
import { createEventBus, type EventBus } from '#server/lib/events.ts';
import { loggableError } from '#server/lib/loggable-error.ts';
import { createMailer } from '#server/lib/mailer.ts';
import { listenForScrapes, registerMetrics } from '#server/lib/metrics.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { accountRoutes } from '#server/modules/accounts/index.ts';
import { blogRoutes } from '#server/modules/blog/index.ts';
import {
  accessTokenRoutes,
  accountAdminRoutes,
  authRoutes,
  defaultLoginThrottle,
  type LoginThrottleSettings,
} from '#server/modules/auth/index.ts';
import { commentRoutes } from '#server/modules/comments/index.ts';
import { feedsRoutes } from '#server/modules/feeds/index.ts';
import { filesRoutes } from '#server/modules/files/index.ts';
import { jobsJobWorkers, jobsRoutes } from '#server/modules/jobs/index.ts';
import { startLiveUpdates } from '#server/modules/live/index.ts';
import { countWaitingOutgoingMails, createQueuedMailer, outgoingMailJobWorkers } from '#server/modules/mail/index.ts';
import {
  countWaitingNotificationMails,
  notificationJobWorkers,
  notificationsRoutes,
  subscribeNotifications,
} from '#server/modules/notifications/index.ts';
import { createModuleContext, type LiveStreamLimits, type RateLimit } from '#server/modules/module-context.ts';
import { findMemoForPage, postsRoutes } from '#server/modules/posts/index.ts';
import { productRoutes } from '#server/modules/products/index.ts';
import { driveJobWorkers, projectsRoutes, reviewJobWorkers } from '#server/modules/projects/index.ts';
import { nudgeWebhookDeliveries, webhookJobWorkers, webhookRoutes } from '#server/modules/webhooks/index.ts';
import { demoReviewJobWorkers } from '#server/seed/demo-review.ts';
import { publicRoutes } from '#server/modules/public/index.ts';
import { userRoutes } from '#server/modules/users/index.ts';
import { searchRoutes } from '#server/modules/search/index.ts';
import { openJobRunner, type JobRunnerOptions } from '#server/tasks/job-runner.ts';
import { registerAnswerStatusCheck, registerApiDocument } from '#server/plugins/api-document.ts';
import { frameworkErrorAnswer, registerErrorHandler, routerOptions } from '#server/plugins/error-handler.ts';
import { registerHealth } from '#server/plugins/health.ts';
import { registerSharedRateLimits } from '#server/plugins/rate-limits.ts';
import { registerRequestIdEcho, requestIdGenerator, requestIdLogMixin } from '#server/plugins/request-id.ts';
import { registerRequestOriginCheck } from '#server/plugins/request-origin.ts';
import { firstPaintScriptSource } from '#server/plugins/first-paint.ts';
import { registerSecurityHeaders } from '#server/plugins/security-headers.ts';
import { registerSession } from '#server/modules/auth/index.ts';
import { registerSpa } from '#server/plugins/spa.ts';
import { responseSerializerCompiler } from '#server/plugins/serialization.ts';
import { createRequestValidatorCompiler, registerRequestRefusals } from '#server/plugins/validation.ts';
import { maxUploadBytes } from '#shared/files/constants.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one in-process event bus; tests subscribe to it to see what a request emitted. */
    events: EventBus;
    /** Resolves once the notifications of every event emitted so far are written. */
    notificationsIdle: () => Promise<void>;
    /** Resolves once every password reset asked for so far has written its link (it runs after the answer). */
    passwordResetsIdle: () => Promise<void>;
    /** Every route the app answers, as `METHOD /path`: the authorization matrix is checked against it. */
    routeTable: string[];
    /** The job queue the services send to; tests send a scheduled job early instead of waiting for its minute. */
    queue: JobQueue;
    /** The Prometheus endpoint's own listener, when METRICS_PORT is set (decision 105). */
    metricsServer: http.Server | null;
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Tests move time with their own clock. */
  clock?: Clock;
  /** Where the log goes instead of standard output; tests read it. */
  logStream?: NodeJS.WritableStream;
  /** Tests lower these to reach the limits quickly. */
  limits?: {
    loginIp?: { max: number; timeWindowMs: number };
    loginThrottle?: LoginThrottleSettings;
    invitations?: RateLimit;
    guestComments?: RateLimit;
    contact?: RateLimit;
    passwordResetIp?: RateLimit;
    passwordResetEmail?: RateLimit;
    passwordChange?: RateLimit;
    liveStreams?: LiveStreamLimits;
    accessTokens?: RateLimit;
  };
  /** The background jobs' pace (decision 060); false only sends jobs, for another process or the next start to run. */
  jobs?: JobRunnerOptions | false;
  /**
   * Whether every answer PostgreSQL wrote is read with its schema before it goes out (decision 096): on
   * under tests (vitest sets NODE_ENV to test), off in production, where it would cost what writing
   * the JSON in PostgreSQL saves.
   */
  checkWrittenAnswers?: boolean;
  /** Whether a route that answers a status its schemas do not name fails (decision 103): on under tests. */
  checkAnswerStatuses?: boolean;
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

export const buildApp = async ({
  config,
  database,
  limits,
  clock,
  logStream,
  jobs = { pollingIntervalSeconds: 2 },
  checkWrittenAnswers = process.env.NODE_ENV === 'test',
  checkAnswerStatuses = process.env.NODE_ENV === 'test',
}: AppDependencies): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logStream
      ? { level: 'info', stream: logStream, mixin: requestIdLogMixin }
      : config.logLevel === 'silent'
        ? false
        : { level: 'info', mixin: requestIdLogMixin },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    genReqId: requestIdGenerator(config.trustProxy !== false),
    routerOptions,
    frameworkErrors: frameworkErrorAnswer(config.locale),
    // Decision 109: a client that sends slowly, stops half-way or holds connections open without
    // asking anything is cut off after these, whatever it does.
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // Node checks the headers and request timeouts every 30 s by default: a 10 s limit could last 40.
      connectionsCheckingInterval: 1000,
    },
  });
  const routeTable: string[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push(`${method} ${route.url}`);
  });
  registerRequestIdEcho(app);
  const metrics = registerMetrics(app);
  metrics.provide({ pool: database.poolStats });
  app.setValidatorCompiler(createRequestValidatorCompiler(config.locale));
  registerRequestRefusals(app, config.locale);
  app.setSerializerCompiler(responseSerializerCompiler({ checkWrittenAnswers }));
  registerErrorHandler(app, config.locale);
  if (checkAnswerStatuses) registerAnswerStatusCheck(app);
  registerRequestOriginCheck(app, config.publicUrl);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigin(config.mediaHost)],
        'media-src': ["'self'", 'blob:', ...mediaOrigin(config.mediaHost)],
        // The gallery and the blog embed players from these video hosts and the cloud drive.
        'frame-src': [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
          'https://drive.google.com',
        ],
        'script-src': ["'self'", firstPaintScriptSource],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(fastifyFormbody);
  await registerSharedRateLimits(app, database.db);
  // One file per request; the file part is streamed, and other fields are small form values.
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
  });
  registerSession(app, {
    db: database.db,
    clock: clock ?? systemClock,
    // A script's loop, not a person: a few requests a second, counted per token on every instance.
    accessTokenLimit: limits?.accessTokens ?? { max: 300, timeWindowMs: 60_000 },
  });
  await registerApiDocument(app, { publicUrl: config.publicUrl });
  const events = createEventBus((error, name) =>
    app.log.error({ err: loggableError(error), event: name }, 'event subscriber failed'),
  );
  registerEventSubscribers(events, { log: app.log });
  app.decorate('events', events);
  const mailTransport = createMailer(config);
  const storage = createStorage(config);
  app.addHook('onClose', () => storage.close());
  registerHealth(app, { db: database.db, storage });

  const jobRunner = await openJobRunner(database, app.log, jobs);
  const mailSending = {
    db: database.db,
    transport: mailTransport,
    queue: jobRunner.queue,
    clock: clock ?? systemClock,
    log: app.log,
  };
  const mailer = createQueuedMailer(mailSending);
  const context = createModuleContext({
    db: database.db,
    config,
    storage,
    mailer,
    events,
    clock: clock ?? systemClock,
    queue: jobRunner.queue,
    limits: {
      invitations: limits?.invitations ?? { max: 20, timeWindowMs: 60 * 60_000 },
      guestComments: limits?.guestComments ?? { max: 10, timeWindowMs: 10 * 60_000 },
      contact: limits?.contact ?? { max: 5, timeWindowMs: 60 * 60_000 },
      passwordResetIp: limits?.passwordResetIp ?? { max: 10, timeWindowMs: 60 * 60_000 },
      passwordResetEmail: limits?.passwordResetEmail ?? { max: 3, timeWindowMs: 60 * 60_000 },
      passwordChange: limits?.passwordChange ?? { max: 10, timeWindowMs: 15 * 60_000 },
      // A tab holds one stream: twenty is more tabs than one person works in, and far from what fills an instance.
      liveStreams: limits?.liveStreams ?? { perUser: 20, perInstance: 5000 },
    },
  });
  const live = await startLiveUpdates(app, context);
  const notifications = subscribeNotifications(context, (rows) => {
    if (rows.length > 0) live.notified([...new Set(rows.map((row) => row.userId))]);
  });
  app.decorate('notificationsIdle', notifications.idle);
  nudgeWebhookDeliveries(context);
  // After the subscribers: a job due at start (a restart) emits events that must find them.
  await jobRunner.start([
    // The outbox is the notifications' queue: they go straight to the mail server, not through a second one.
    ...notificationJobWorkers({ ...context, mailer: mailTransport }),
    ...outgoingMailJobWorkers(mailSending),
    ...jobsJobWorkers(context),
    ...driveJobWorkers(context),
    ...webhookJobWorkers(context),
    ...reviewJobWorkers(context),
    ...demoReviewJobWorkers(context, app.log),
  ]);
  app.decorate('queue', jobRunner.queue);
  app.addHook('onClose', () => jobRunner.stop());
  metrics.provide({
    queueBacklog: jobRunner.backlog,
    liveStreams: live.streamsOpen,
    mailWaiting: async () =>
      (await countWaitingNotificationMails(database.db)) + (await countWaitingOutgoingMails(database.db)),
  });
  const metricsServer = config.metrics
    ? await listenForScrapes(metrics.registry, config.metrics, (error) =>
        app.log.error({ err: loggableError(error) }, 'metrics not read'),
      )
    : null;
  app.decorate('metricsServer', metricsServer);
  app.addHook('onClose', async () => {
    if (!metricsServer) return;
    // A scraper keeps its connection open between scrapes; it must not hold the shutdown.
    metricsServer.closeAllConnections();
    await new Promise((resolve) => metricsServer.close(resolve));
  });
  const passwordResetsInFlight = new Set<Promise<void>>();
  const passwordResetsIdle = async () => {
    while (passwordResetsInFlight.size > 0) await Promise.allSettled([...passwordResetsInFlight]);
  };
  app.decorate('passwordResetsIdle', passwordResetsIdle);
  app.addHook('onClose', passwordResetsIdle);
  await app.register(authRoutes, {
    ...context,
    passwordResetsInFlight,
    loginIpLimit: limits?.loginIp ?? { max: config.loginRateLimit, timeWindowMs: 60_000 },
    loginThrottle: limits?.loginThrottle ?? defaultLoginThrottle,
  });
  for (const routes of [
    accountRoutes,
    accessTokenRoutes,
    filesRoutes,
    projectsRoutes,
    productRoutes,
    userRoutes,
    accountAdminRoutes,
    commentRoutes,
    jobsRoutes,
    feedsRoutes,
    postsRoutes,
    publicRoutes,
    notificationsRoutes,
    blogRoutes,
    searchRoutes,
    webhookRoutes,
  ]) {
    await app.register(routes, context);
  }
  await registerSpa(app, config, (user) => findMemoForPage(context, user));

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
  return app;
};
