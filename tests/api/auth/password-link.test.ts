import { describe, expect, it } from 'vitest';
import { oneTimeTokenLifetimesMs } from '#server/modules/auth/one-time-tokens.ts';
import { createTestApp, useTestApp } from '../../support/test-app.ts';
import { cookieOf, linkIn, mailsTo } from '../security/support.ts';

// The same person signs in many times over.
const t = useTestApp({ limits: { loginIp: { max: 1000, timeWindowMs: 60_000 } } });

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
const choosePassword = (link: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
  });

/** A registration with a taken address mails its owner a link to choose a new password (decision 047). */
const mailedPasswordLink = async (email: string): Promise<string> => {
  await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { name: 'Someone', email, password: 'whatever-they-typed' },
  });
  const link = linkIn(mailsTo(t, email).at(-1), '/auth/password/');
  if (!link) throw new Error(`no password link mailed to ${email}`);
  return link;
};

describe('choosing a password from a mailed link (issue 40, item 3)', () => {
  it('ends every other session of the account; only the browser that chose it stays signed in', async () => {
    const user = await t.createUser('client');
    const elsewhere = [await t.signIn(user.email), await t.signIn(user.email)];
    const chosen = await choosePassword(await mailedPasswordLink(user.email), 'a-brand-new-password');
    expect(chosen.statusCode).toBe(303);
    for (const cookie of elsewhere) {
      expect((await me(cookie)).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/projects?listed=true', headers: { cookie } })).statusCode,
      ).toBe(401);
    }
    expect((await me(cookieOf(chosen))).json().user.email).toBe(user.email);
    await expect(t.signIn(user.email)).rejects.toThrow(/401/);
    await expect(t.signIn(user.email, 'a-brand-new-password')).resolves.toContain('es_session=');
  });

  it('spends the password reset links mailed before, as every password change does', async () => {
    const user = await t.createUser('staff');
    await t.app.inject({ method: 'POST', url: '/auth/forgot', payload: { email: user.email } });
    await expect.poll(() => mailsTo(t, user.email).length, { timeout: 5000 }).toBe(1);
    const resetLink = linkIn(mailsTo(t, user.email)[0], '/auth/reset/') ?? '';
    expect((await choosePassword(await mailedPasswordLink(user.email), 'chosen-from-the-link')).statusCode).toBe(303);
    const reset = await t.app.inject({
      method: 'POST',
      url: resetLink,
      payload: { password: 'an-older-reset-attempt' },
    });
    expect(reset.statusCode).toBe(410);
    await expect(t.signIn(user.email, 'chosen-from-the-link')).resolves.toContain('es_session=');
  });
});

describe('a mailed password link lives on the server clock', () => {
  it(`opens until ${oneTimeTokenLifetimesMs.signIn / 86_400_000} days after it was mailed, and never after`, async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const app = await createTestApp({ clock: { now: () => now } });
    try {
      const email = 'late-reader@example.test';
      await app.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { name: 'Late', email, password: 'pw-of-the-late-reader' },
      });
      const link = linkIn(mailsTo(app, email).at(-1), '/auth/password/') ?? '';
      now = new Date(now.getTime() + oneTimeTokenLifetimesMs.signIn - 1000);
      expect((await app.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
      now = new Date(now.getTime() + 2000);
      const late = await app.app.inject({ method: 'GET', url: link });
      expect(late.statusCode).toBe(410);
      expect(late.body).toContain('This sign-in link has expired or was already used.');
    } finally {
      await app.close();
    }
  });
});
