import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { LoginThrottle } from '#server/modules/auth/login-throttle.ts';
import { createTestDatabase } from '../../support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('doubles the wait of one e-mail and address pair after each failure past the free ones, up to the cap', async () => {
  let now = Date.now();
  const throttle = new LoginThrottle(database.db, { freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 5000 }, () => now);
  const waits: number[] = [];
  for (let failure = 0; failure < 6; failure += 1) {
    await throttle.recordFailure('a@example.test', '198.51.100.1');
    waits.push(await throttle.waitMs('a@example.test', '198.51.100.1'));
  }
  expect(waits).toEqual([0, 1000, 2000, 4000, 5000, 5000]);
  expect(await throttle.waitMs('a@example.test', '198.51.100.2')).toBe(0);
  expect(await throttle.waitMs('b@example.test', '198.51.100.1')).toBe(0);
  now += 4000;
  expect(await throttle.waitMs('a@example.test', '198.51.100.1')).toBe(1000);
  await throttle.reset('a@example.test', '198.51.100.1');
  expect(await throttle.waitMs('a@example.test', '198.51.100.1')).toBe(0);
});

it('counts one pair once whichever instance saw its failures, and forgets it a day after the last one', async () => {
  let now = Date.now();
  const settings = { freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 60_000 };
  const first = new LoginThrottle(database.db, settings, () => now);
  const second = new LoginThrottle(database.db, settings, () => now);
  await first.recordFailure('shared@example.test', '198.51.100.9');
  await second.recordFailure('Shared@example.test', '198.51.100.9');
  expect(await first.waitMs('shared@example.test', '198.51.100.9')).toBe(1000);
  expect(await second.waitMs('shared@example.test', '198.51.100.9')).toBe(1000);
  now += 24 * 60 * 60_000;
  expect(await second.waitMs('shared@example.test', '198.51.100.9')).toBe(0);
  await first.recordFailure('shared@example.test', '198.51.100.9');
  expect(await first.waitMs('shared@example.test', '198.51.100.9')).toBe(0);
});
