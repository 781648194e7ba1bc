import { describe, expect, it } from 'vitest';
import type { Level } from '#shared/users/schemas.ts';
import { createTestApp, testPassword, useTestApp } from '../../support/test-app.ts';

// These tests sign the same people in many times over.
const t = useTestApp({ limits: { loginIp: { max: 1000, timeWindowMs: 60_000 } } });
const allLevels: Level[] = ['admin', 'staff', 'freelancer', 'client'];

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
const changePassword = (cookie: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/password', payload, ...(cookie ? { headers: { cookie } } : {}) });
const signOutOthers = (cookie: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/sign-out-others', ...(cookie ? { headers: { cookie } } : {}) });

describe.each(allLevels)('password change of a %s', (level) => {
  it('sets the new password, ends the other sessions and keeps this one', async () => {
    const user = await t.createUser(level);
    const here = await t.signIn(user.email);
    const elsewhere = [await t.signIn(user.email), await t.signIn(user.email)];
    const response = await changePassword(here, { currentPassword: testPassword, newPassword: 'a-new-long-password' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 2, message: 'Password changed. Other sessions signed out: 2' });
    expect((await me(here)).statusCode).toBe(200);
    for (const cookie of elsewhere) expect((await me(cookie)).statusCode).toBe(401);
    await expect(t.signIn(user.email)).rejects.toThrow(/401/);
    await expect(t.signIn(user.email, 'a-new-long-password')).resolves.toContain('es_session=');
  });

  it('signs out of the other sessions on request, saying how many', async () => {
    const user = await t.createUser(level);
    const here = await t.signIn(user.email);
    const other = await t.signIn(user.email);
    const first = await signOutOthers(here);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ endedSessions: 1, message: 'Other sessions signed out: 1' });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await signOutOthers(here)).json()).toEqual({ endedSessions: 0, message: 'Other sessions signed out: 0' });
  });
});

describe('password change refusals', () => {
  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const user = await t.createUser('staff');
    const here = await t.signIn(user.email);
    const other = await t.signIn(user.email);
    const response = await changePassword(here, {
      currentPassword: 'not-my-password',
      newPassword: 'a-new-long-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Your current password is not correct' });
    expect((await me(other)).statusCode).toBe(200);
    await expect(t.signIn(user.email)).resolves.toContain('es_session=');
  });

  it.each([
    [{ currentPassword: testPassword, newPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ currentPassword: testPassword }, 'Password is required'],
    [{ newPassword: 'a-new-long-password' }, 'Current password is required'],
    [{ currentPassword: '', newPassword: 'a-new-long-password' }, 'Current password is required'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const user = await t.createUser('client');
    const response = await changePassword(await t.signIn(user.email), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    await expect(t.signIn(user.email)).resolves.toContain('es_session=');
  });

  it('answers 401 to visitors', async () => {
    expect(
      (await changePassword(null, { currentPassword: testPassword, newPassword: 'a-new-long-password' })).statusCode,
    ).toBe(401);
    expect((await signOutOthers(null)).statusCode).toBe(401);
  });
});

describe('password change limit', () => {
  it('slows down a session trying current passwords', async () => {
    const limited = await createTestApp({ limits: { passwordChange: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const user = await limited.createUser('freelancer');
      const cookie = await limited.signIn(user.email);
      const statuses = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/accounts/password',
          headers: { cookie },
          payload: { currentPassword: `guess-${index}`, newPassword: 'a-new-long-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
