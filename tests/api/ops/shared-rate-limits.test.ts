import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDependencies } from '#server/app.ts';
import { countHit, readCounter } from '#server/db/rate-counters.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Issue 21: two instances on one database count each caller once, whichever instance it reaches. */
const limits: AppDependencies['limits'] = {
  loginIp: { max: 3, timeWindowMs: 60_000 },
  loginThrottle: { freeFailures: 2, baseDelayMs: 60_000, maxDelayMs: 60_000 },
  contact: { max: 2, timeWindowMs: 60 * 60_000 },
};

let first: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  first = await createTestApp({ limits });
  second = await buildApp({ config: first.config, database: first.database, limits, jobs: false });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const signInAttempt = (app: FastifyInstance, ip: string, email: string, password = 'wrong-password') =>
  app.inject({ method: 'POST', url: '/auth/login', remoteAddress: ip, payload: { email, password } });

const contact = (app: FastifyInstance, ip: string, message: string) =>
  app.inject({
    method: 'POST',
    url: '/contact',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: first.config.publicUrl },
    payload: new URLSearchParams({ name: 'Pim', email: 'pim@example.test', message }).toString(),
  });

describe('rate limits shared by the instances', () => {
  it('counts sign-in posts from one address on both instances against one limit', async () => {
    const statuses = [];
    for (const app of [first.app, second, first.app, second])
      statuses.push((await signInAttempt(app, '203.0.113.50', `spray${statuses.length}@example.test`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await signInAttempt(first.app, '203.0.113.51', 'other@example.test')).statusCode).toBe(401);
  });

  it('slows a guessed e-mail and address pair on the other instance too, and lets the right password through elsewhere', async () => {
    const owner = await first.createUser('client');
    expect((await signInAttempt(first.app, '203.0.113.60', owner.email)).statusCode).toBe(401);
    expect((await signInAttempt(second, '203.0.113.60', owner.email)).statusCode).toBe(401);
    const throttled = await signInAttempt(first.app, '203.0.113.60', owner.email, owner.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('Too many sign-in attempts. Try again in 60 seconds.');
    expect((await signInAttempt(second, '203.0.113.61', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('counts contact messages from one visitor on both instances against one limit', async () => {
    expect((await contact(first.app, '192.0.2.70', 'First')).statusCode).toBe(200);
    expect((await contact(second, '192.0.2.70', 'Second')).statusCode).toBe(200);
    const limited = await contact(first.app, '192.0.2.70', 'Third');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('>Third</textarea>');
    expect((await contact(second, '192.0.2.71', 'Another visitor')).statusCode).toBe(200);
  });

  it('starts a count again once its window has passed, and an instance starting up deletes the expired counts', async () => {
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await countHit(first.database.db, {
      key: 'route\nPOST /contact\n192.0.2.80',
      now: longAgo,
      lifetimeMs: 60 * 60_000,
    });
    await countHit(first.database.db, {
      key: 'route\nPOST /contact\n192.0.2.80',
      now: longAgo,
      lifetimeMs: 60 * 60_000,
    });
    expect((await contact(second, '192.0.2.80', 'After the hour')).statusCode).toBe(200);

    await countHit(first.database.db, { key: 'stale', now: longAgo, lifetimeMs: 60_000 });
    const third = await buildApp({ config: first.config, database: first.database, limits, jobs: false });
    await third.ready();
    await third.close();
    // The start deletes them in the background, so as not to hold the instance's start up.
    await expect.poll(() => readCounter(first.database.db, 'stale', longAgo)).toBeNull();
  });
});
