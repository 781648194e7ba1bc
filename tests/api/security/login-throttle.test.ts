import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp({ limits: { loginIp: { max: 1000, timeWindowMs: 60_000 } } });

const login = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email, password } });

describe('wrong passwords throttle, they do not lock (issue 22, item 9)', () => {
  it('lets the right password in from a new address after ten wrong ones from rotating addresses', async () => {
    const victim = await t.createUser('admin');
    for (let index = 1; index <= 10; index += 1)
      expect((await login(`198.51.100.${index}`, victim.email, 'guess')).statusCode).toBe(401);
    expect((await login('203.0.113.50', victim.email, victim.password)).statusCode).toBe(200);
  });

  it('makes one address wait longer after each run of failures on one e-mail', async () => {
    const victim = await t.createUser('client');
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await login('198.51.100.99', victim.email, 'guess')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const waited = await login('198.51.100.99', victim.email, victim.password);
    expect(waited.statusCode).toBe(429);
    expect(waited.json().message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/);
    // Another account from the same address is not slowed by it.
    const other = await t.createUser('client');
    expect((await login('198.51.100.99', other.email, other.password)).statusCode).toBe(200);
  });
});
