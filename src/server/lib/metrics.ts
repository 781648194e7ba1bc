import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The connection pool's use, for the metrics (decision 105). */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** Connections handed to a query since the start. */
  acquires: number;
}

/** Jobs due and not yet started, of one queue. */
export interface QueueBacklog {
  queue: string;
  waiting: number;
  /** How long the oldest of them has been due; 0 with none waiting. */
  oldestSeconds: number;
}

/** What the gauges read when Prometheus scrapes; each part is given once the app has built it. */
export interface MetricSources {
  pool: () => PoolStats;
  queueBacklog: () => Promise<QueueBacklog[]>;
  liveStreams: () => number;
  mailWaiting: () => Promise<number>;
}

export interface Metrics {
  registry: Registry;
  provide: (sources: Partial<MetricSources>) => void;
}

/** From a few milliseconds (a cached read) to the 10 s a slow upload or export may take. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Decision 105: what an operator alerts on. The app's own registry (not prom-client's global one), so
 * two apps in one process (the tests) count apart. Requests are labelled by route pattern, never by
 * raw URL, so the series stay few whatever ids the URLs carry.
 */
export const registerMetrics = (app: FastifyInstance): Metrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sources: Partial<MetricSources> = {};
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern and status class (2xx, 4xx, 5xx: errors by kind).',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: latencyBuckets,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    // A request no route matched is counted under one label, so scanners cannot grow the series.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    requests.inc({ method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this instance: in use, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = sources.pool?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'db_pool_max',
    help: 'The most connections this instance opens.',
    registers,
    collect() {
      const stats = sources.pool?.();
      if (stats) this.set(stats.max);
    },
  });
  let acquiresCounted = 0;
  new Counter({
    name: 'db_pool_acquires_total',
    help: 'Connections handed to a query since the start: the pool use between two scrapes.',
    registers,
    collect() {
      const stats = sources.pool?.();
      if (!stats) return;
      this.inc(stats.acquires - acquiresCounted);
      acquiresCounted = stats.acquires;
    },
  });

  const queueGauge = (name: string, help: string, read: (backlog: QueueBacklog) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        if (!sources.queueBacklog) return;
        for (const backlog of await sources.queueBacklog()) this.set({ queue: backlog.queue }, read(backlog));
      },
    });
  queueGauge('job_queue_depth', 'Background jobs due and not started, by queue.', (backlog) => backlog.waiting);
  queueGauge(
    'job_queue_oldest_age_seconds',
    'How long the oldest due job of a queue has waited to start.',
    (backlog) => backlog.oldestSeconds,
  );

  new Gauge({
    name: 'live_streams_open',
    help: 'Live update streams (SSE) open on this instance.',
    registers,
    collect() {
      this.set(sources.liveStreams?.() ?? 0);
    },
  });
  new Gauge({
    name: 'mail_waiting',
    help: 'E-mails written and not yet delivered (retries included; refused ones are not waiting).',
    registers,
    async collect() {
      if (sources.mailWaiting) this.set(await sources.mailWaiting());
    },
  });

  return {
    registry,
    provide: (given) => Object.assign(sources, given),
  };
};

export const metricsPath = '/metrics';

/**
 * The scrape endpoint on its own listener (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless set), never
 * on the public port: the figures tell an outsider how busy the studio is and which routes fail.
 */
export const listenForScrapes = async (
  registry: Registry,
  address: { port: number; host: string },
  onError: (error: unknown) => void,
): Promise<http.Server> => {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== metricsPath) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
};
