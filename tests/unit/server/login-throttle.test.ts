import { expect, it } from 'vitest';
import { LoginThrottle } from '#server/modules/auth/login-throttle.ts';

it('doubles the wait of one e-mail and address pair after each failure past the free ones, up to the cap', () => {
  let now = 0;
  const throttle = new LoginThrottle({ freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 5000 }, () => now);
  const waits: number[] = [];
  for (let failure = 0; failure < 6; failure += 1) {
    throttle.recordFailure('a@example.test', '198.51.100.1');
    waits.push(throttle.waitMs('a@example.test', '198.51.100.1'));
  }
  expect(waits).toEqual([0, 1000, 2000, 4000, 5000, 5000]);
  expect(throttle.waitMs('a@example.test', '198.51.100.2')).toBe(0);
  expect(throttle.waitMs('b@example.test', '198.51.100.1')).toBe(0);
  now += 4000;
  expect(throttle.waitMs('a@example.test', '198.51.100.1')).toBe(1000);
  throttle.reset('a@example.test', '198.51.100.1');
  expect(throttle.waitMs('a@example.test', '198.51.100.1')).toBe(0);
});
