import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';

const attempt = (t: Awaited<ReturnType<typeof createTestApp>>, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `proxy-${randomUUID()}@example.test`, password: 'guess' },
  });

describe('the per-address sign-in limit and X-Forwarded-For (issue 22, item 4)', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const t = await createTestApp({ limits: { loginIp: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let index = 1; index <= 5; index += 1)
        statuses.push((await attempt(t, '203.0.113.9', `198.51.100.${index}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('keys the limit on the client a trusted proxy names', async () => {
    const t = await createTestApp({
      config: { trustProxy: ['10.0.0.1'] },
      limits: { loginIp: { max: 3, timeWindowMs: 60_000 } },
    });
    try {
      const viaProxy: number[] = [];
      for (let index = 0; index < 4; index += 1)
        viaProxy.push((await attempt(t, '10.0.0.1', '198.51.100.20')).statusCode);
      expect(viaProxy).toEqual([401, 401, 401, 429]);
      // Another client behind the same proxy has its own count.
      expect((await attempt(t, '10.0.0.1', '198.51.100.21')).statusCode).toBe(401);
      // An address that is not the proxy cannot choose its client address.
      const direct: number[] = [];
      for (let index = 1; index <= 4; index += 1)
        direct.push((await attempt(t, '203.0.113.10', `198.51.100.${30 + index}`)).statusCode);
      expect(direct).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
