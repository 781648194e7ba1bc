import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginIp: { max: 5, timeWindowMs: 60_000 } } });
});
afterAll(() => t.close());

it('limits sign-in attempts per IP address with 429 and a message', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 7; attempt += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '203.0.113.7',
      payload: { email: `spray${attempt}@example.test`, password: 'guess' },
    });
    statuses.push(response.statusCode);
    if (response.statusCode === 429)
      expect(response.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  const otherAddress = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: '198.51.100.1',
    payload: { email: 'spray@example.test', password: 'guess' },
  });
  expect(otherAddress.statusCode).toBe(401);
});
