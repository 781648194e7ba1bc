import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { openStream, type OpenedStream } from '../notifications/live-fixtures.ts';
import { addCollaborators, caller, insertProject, insertScene } from '../notifications/notification-fixtures.ts';

/** A scrape, as `name{labels}` to value, the way Prometheus reads the text format. */
type Scrape = Map<string, number>;

let t: TestApp;
let scrapeUrl: string;
let stream: OpenedStream | null = null;

const scrape = async (): Promise<Scrape> => {
  const response = await fetch(scrapeUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const series = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const split = line.lastIndexOf(' ');
    series.set(line.slice(0, split), Number(line.slice(split + 1)));
  }
  return series;
};

const valueOf = (series: Scrape, key: string): number => {
  const value = series.get(key);
  if (value === undefined) throw new Error(`${key} is not in the scrape:\n${[...series.keys()].join('\n')}`);
  return value;
};

beforeAll(async () => {
  // Jobs only sent, not run: what the traffic queues stays in the queue for the scrape to see.
  t = await createTestApp({ jobs: false, config: { metrics: { port: 0, host: '127.0.0.1' } } });
  t.app.get('/test/broken', async () => {
    throw new Error('a bug');
  });
  const address = t.app.metricsServer?.address() as AddressInfo;
  scrapeUrl = `http://${address.address}:${address.port}/metrics`;
});
afterAll(async () => {
  stream?.close();
  await t.close();
});

describe('the metrics endpoint (decision 105)', () => {
  it('listens on its own loopback port, not on the public one', async () => {
    expect((t.app.metricsServer?.address() as AddressInfo).address).toBe('127.0.0.1');
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('names each figure an operator alerts on, and each moves under traffic through the routes', async () => {
    const before = await scrape();
    const client = await t.createUser('client', [], 'Cleo Client');
    const staff = await t.createUser('staff', [], 'Sam Staff');
    const projectId = await insertProject(t.database.db, 'Coffee shop explainer');
    const sceneId = await insertScene(t.database.db, projectId);
    await addCollaborators(t.database.db, projectId, [staff._id]);
    const cookie = await t.signIn(client.email);
    const asClient = caller(t, cookie);

    // A comment notifies the project's staff: a notification e-mail waits, and its job is queued.
    expect(
      (await asClient.post('/api/comments', { itemType: 'scene', itemId: sceneId, text: 'Bigger cup' })).statusCode,
    ).toBe(200);
    await t.app.notificationsIdle();
    for (let i = 0; i < 3; i += 1) expect((await asClient.get(`/api/projects/${projectId}`)).statusCode).toBe(200);
    expect((await asClient.get('/api/no-such-route')).statusCode).toBe(404);
    expect((await asClient.get('/test/broken')).statusCode).toBe(500);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    stream = await openStream((t.app.server.address() as AddressInfo).port, cookie);
    expect(stream.status).toBe(200);

    const after = await scrape();
    const moved = (key: string) => valueOf(after, key) - (before.get(key) ?? 0);

    // Request rate and latency by route pattern: the project's id is never a label.
    expect(moved('http_requests_total{method="POST",route="/api/comments",status_class="2xx"}')).toBe(1);
    expect(moved('http_requests_total{method="GET",route="/api/projects/:id",status_class="2xx"}')).toBe(3);
    expect(moved('http_request_duration_seconds_count{method="GET",route="/api/projects/:id"}')).toBe(3);
    expect(valueOf(after, 'http_request_duration_seconds_sum{method="GET",route="/api/projects/:id"}')).toBeGreaterThan(
      0,
    );
    expect(moved('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/projects/:id"}')).toBe(3);
    expect([...after.keys()].some((key) => key.includes(projectId))).toBe(false);
    // Errors by status class; a URL no route knows is one label, whatever it was.
    expect(moved('http_requests_total{method="GET",route="unmatched",status_class="4xx"}')).toBe(1);
    expect(moved('http_requests_total{method="GET",route="/test/broken",status_class="5xx"}')).toBe(1);

    // The pool: PGlite is one connection; on PostgreSQL (the parity run) the queries' acquires move.
    expect(valueOf(after, 'db_pool_max')).toBeGreaterThanOrEqual(1);
    for (const state of ['in_use', 'idle', 'waiting'])
      expect(after.has(`db_pool_connections{state="${state}"}`)).toBe(true);
    if (t.database.kind === 'postgres') expect(moved('db_pool_acquires_total')).toBeGreaterThan(0);

    expect(moved('job_queue_depth{queue="notification-mail"}')).toBe(1);
    expect(valueOf(after, 'job_queue_oldest_age_seconds{queue="notification-mail"}')).toBeGreaterThan(0);
    expect(moved('live_streams_open')).toBe(1);
    expect(moved('mail_waiting')).toBe(1);
  });
});
