import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { shutDownGracefully } from '#server/graceful-shutdown.ts';
import { deferred } from '../../support/deferred.ts';
import { createTestApp, testConfig, type TestApp } from '../../support/test-app.ts';
import { createTestDatabase } from '../../support/test-database.ts';
import { pngImage } from '../../support/images.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';
import { s3Backend } from '../../support/storage-backends.ts';

const leftovers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of leftovers) await cleanUp();
});

/** An app that is shut down by the test itself, so only its data folder is left to remove. */
const appToShutDown = async (): Promise<TestApp> => {
  const t = await createTestApp();
  leftovers.push(async () => rmSync(t.config.dataDir, { recursive: true, force: true }));
  return t;
};

const portOf = (t: TestApp) => (t.app.server.address() as AddressInfo).port;

describe('health and readiness', () => {
  it('answers /healthz while up and /readyz while the database and the store answer, and 503 while draining', async () => {
    const t = await createTestApp();
    leftovers.push(() => t.close());
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'up' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    t.app.startDraining();
    const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({
      status: 'draining',
      reasons: ['the instance is shutting down'],
      requestId: draining.headers['x-request-id'],
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('says 503 and names the object store when the S3-compatible store stops answering', async () => {
    const store = await s3Backend.start();
    const t = await createTestApp({ config: store.config });
    leftovers.push(() => t.close());
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await store.stop();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    const body = response.json() as { status: string; reasons: string[] };
    expect(body.status).toBe('unavailable');
    expect(body.reasons).toHaveLength(1);
    expect(body.reasons[0]).toMatch(/^the object store (does not answer|did not answer)/);
    // An upload meanwhile names the store, not the database (whose socket errors carry the same codes).
    const user = await t.createUser('staff');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...multipartHeaders, cookie: await t.signIn(user.email) },
      payload: multipartBody({ filename: 'cup.png', content: await pngImage(32, 32), contentType: 'image/png' }),
    });
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toEqual({
      message: 'The file store is not answering. Nothing was saved; try again in a moment.',
      requestId: upload.headers['x-request-id'],
    });
  });

  it('says 503 and names the database when it stops answering', async () => {
    const database = await createTestDatabase();
    const config = testConfig();
    const app = await buildApp({ config, database, jobs: false });
    leftovers.push(async () => {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect((response.json() as { reasons: string[] }).reasons[0]).toMatch(/^the database /);
  });
});

/** An app whose JSON log lines the test reads. */
const appWithLog = async (options: Parameters<typeof createTestApp>[0] = {}) => {
  const log = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  log.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  const t = await createTestApp({ ...options, logStream: log });
  return { t, lines };
};

describe('request ids', () => {
  it('behind a balancer takes its X-Request-Id, logs every line of the request with it and echoes it; makes one otherwise', async () => {
    const { t, lines } = await appWithLog({ config: { trustProxy: 1 } });
    leftovers.push(() => t.close());

    const given = await t.app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { 'x-request-id': 'lb-1f2e3d4c' },
    });
    expect(given.headers['x-request-id']).toBe('lb-1f2e3d4c');
    const ofGiven = lines.filter((line) => line.reqId === 'lb-1f2e3d4c');
    expect(ofGiven.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

    const made = await t.app.inject({ method: 'GET', url: '/api/projects' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.filter((line) => line.reqId === made.headers['x-request-id'])).toHaveLength(2);

    const unusable = await t.app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(unusable.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.every((line) => typeof line.reqId === 'string' || line.req === undefined)).toBe(true);
  });

  it("without a balancer ignores a visitor's X-Request-Id and makes its own", async () => {
    const { t, lines } = await appWithLog();
    leftovers.push(() => t.close());
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { 'x-request-id': 'someone-elses-id' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((line) => line.reqId === 'someone-elses-id')).toBe(false);
  });

  it("names the request in a 500's body and header, and in the app's log lines written while it ran", async () => {
    const { t, lines } = await appWithLog();
    leftovers.push(() => t.close());
    t.app.get('/test/broken', async () => {
      // What a service logging through the app's logger (not the request's) writes during the request.
      t.app.log.info('about to fail');
      throw new Error('a bug');
    });
    const response = await t.app.inject({ method: 'GET', url: '/test/broken' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toEqual({ message: 'Unexpected error occurred', requestId });
    const ofRequest = lines.filter((line) => line.reqId === requestId).map((line) => line.msg);
    expect(ofRequest).toEqual(['incoming request', 'about to fail', 'unhandled error', 'request completed']);
    // The request's own lines carry the id once, not twice.
    expect(lines.filter((line) => line.msg === 'unhandled error')).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'about to fail' && line.reqId === undefined)).toHaveLength(0);
  });

  it("names the request in /readyz's 503 (the database-away 503 of a route: database-outage.test.ts, on PostgreSQL)", async () => {
    const database = await createTestDatabase();
    const config = testConfig();
    const app = await buildApp({ config, database, jobs: false });
    leftovers.push(async () => {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    });
    await database.close();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect((ready.json() as { requestId: string }).requestId).toBe(ready.headers['x-request-id']);
  });
});

describe('graceful shutdown', () => {
  it('stops accepting, lets the request in flight finish, ends the live streams, then closes', async () => {
    const t = await appToShutDown();
    const released = deferred();
    const underWay = deferred();
    t.app.get('/test/slow', async () => {
      underWay.resolve();
      await released.promise;
      return { finished: true };
    });
    const staff = await t.createUser('staff');
    const cookie = await t.signIn(staff.email);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = portOf(t);

    const stream = http.get({ host: '127.0.0.1', port, path: '/api/live', headers: { cookie } });
    const streamResponse = await new Promise<http.IncomingMessage>((resolve) => stream.on('response', resolve));
    expect(streamResponse.statusCode).toBe(200);
    const streamEnded = new Promise<void>((resolve) => streamResponse.on('end', resolve));
    streamResponse.resume();

    const slow = fetch(`http://127.0.0.1:${port}/test/slow`).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    }));
    // The slow request is under way before the shutdown starts; a fixed wait was too short on a busy machine.
    await underWay.promise;

    const shutdown = shutDownGracefully(t.app, t.database, { drainTimeoutMs: 5000 });
    await streamEnded;
    await vi.waitFor(async () => {
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    });
    released.resolve();
    expect(await slow).toEqual({ status: 200, body: { finished: true } });
    expect(await shutdown).toBe(true);
  });

  it('cuts the requests still running when the drain timeout passes', async () => {
    const t = await appToShutDown();
    const underWay = deferred();
    t.app.get('/test/stuck', () => {
      underWay.resolve();
      return new Promise(() => undefined);
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stuck = fetch(`http://127.0.0.1:${portOf(t)}/test/stuck`).then(
      () => 'answered',
      () => 'cut',
    );
    await underWay.promise;
    const startedAt = Date.now();
    expect(await shutDownGracefully(t.app, t.database, { drainTimeoutMs: 300 })).toBe(false);
    expect(Date.now() - startedAt).toBeLessThan(3000);
    expect(await stuck).toBe('cut');
  });
});
