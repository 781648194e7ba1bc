import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '#server/db/schema/index.ts';
import { passwordResetLifetimeMinutes } from '#server/modules/auth/one-time-tokens.ts';
import { createTestApp, useTestApp, type TestApp } from '../../support/test-app.ts';
import { cookieOf, linkIn, mailsTo } from '../security/support.ts';

/** The reset mail is sent after the answer (decision 063), so a test waits for it to land in the outbox. */
const waitForResetLink = async (t: TestApp, address: string, count = 1): Promise<string> => {
  await expect.poll(() => mailsTo(t, address).length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  const link = linkIn(mailsTo(t, address).at(-1), '/auth/reset/');
  if (!link) throw new Error(`no reset link mailed to ${address}`);
  return link;
};

const requestReset = (t: TestApp, email: string, remoteAddress = '203.0.113.10') =>
  t.app.inject({ method: 'POST', url: '/auth/forgot', remoteAddress, payload: { email } });

const formPost = (t: TestApp, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const me = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });

describe('password reset (issue 16)', () => {
  const t = useTestApp();

  it('offers "Forgot password?" on the sign-in page, leading to the request page', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/auth/login?redirect=%2Fapp%2Faccount' });
    expect(login.body).toContain('<a href="/auth/forgot?redirect=%2Fapp%2Faccount">Forgot password?</a>');
    const forgot = await t.app.inject({ method: 'GET', url: '/auth/forgot?redirect=%2Fapp%2Faccount' });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.body).toContain('Reset your password');
    expect(forgot.body).toContain('action="/auth/forgot?redirect=%2Fapp%2Faccount"');
  });

  it('answers a known and an unknown e-mail with the same words and status, and mails only the known one', async () => {
    const user = await t.createUser('freelancer');
    const known = await requestReset(t, user.email.toUpperCase());
    const unknown = await requestReset(t, 'nobody.here@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({
      message:
        'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, for 60 minutes.',
    });
    expect(unknown.json()).toEqual(known.json());
    expect(known.cookies).toEqual([]);
    await waitForResetLink(t, user.email);
    expect(mailsTo(t, user.email)[0]).toContain('Subject: Reset your Explainer Studio password');
    expect(mailsTo(t, 'nobody.here@example.test')).toEqual([]);

    const knownForm = await formPost(t, '/auth/forgot', { email: user.email });
    const unknownForm = await formPost(t, '/auth/forgot', { email: 'nobody.else@example.test' });
    expect(knownForm.statusCode).toBe(200);
    expect(unknownForm.statusCode).toBe(200);
    expect(knownForm.body).toContain('If an account uses that e-mail address');
    expect(unknownForm.body).toBe(knownForm.body);
  });

  it('refuses a malformed e-mail with a clear message', async () => {
    const response = await requestReset(t, 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Email is not a valid address' });
    const form = await formPost(t, '/auth/forgot', { email: 'still not one' });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('Email is not a valid address');
    expect(form.body).toContain('value="still not one"');
  });

  it('sets the new password from the link, signs out every session, and works only once', async () => {
    const user = await t.createUser('staff');
    const firstBrowser = await t.signIn(user.email);
    const secondBrowser = await t.signIn(user.email);
    await requestReset(t, user.email);
    const link = await waitForResetLink(t, user.email);
    expect(link).toMatch(/^\/auth\/reset\/[\w-]+\?redirect=%2Fapp%2F$/);

    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');

    const tooShort = await formPost(t, link, { password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body).toContain('Password must be at least 8 characters');

    const saved = await formPost(t, link, { password: 'a-brand-new-password' });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/auth/login?redirect=%2Fapp%2F&reset=done');
    expect((await me(t, firstBrowser)).statusCode).toBe(401);
    expect((await me(t, secondBrowser)).statusCode).toBe(401);
    await expect(t.signIn(user.email)).rejects.toThrow(/401/);
    await expect(t.signIn(user.email, 'a-brand-new-password')).resolves.toContain('es_session=');

    const notice = await t.app.inject({ method: 'GET', url: saved.headers.location as string });
    expect(notice.body).toContain(
      'Your password has been changed and every session of your account signed out. Sign in with your new password.',
    );

    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This password reset link has expired or was already used. Ask for a new one below.');
    const postedAgain = await formPost(t, link, { password: 'another-new-password' });
    expect(postedAgain.statusCode).toBe(410);
    await expect(t.signIn(user.email, 'another-new-password')).rejects.toThrow(/401/);
  });

  it('answers JSON too, and spends the older links of the user when one is used', async () => {
    const user = await t.createUser('client');
    await requestReset(t, user.email);
    const older = await waitForResetLink(t, user.email);
    await requestReset(t, user.email);
    const newer = await waitForResetLink(t, user.email, 2);
    expect(newer).not.toBe(older);
    const used = await t.app.inject({ method: 'POST', url: newer, payload: { password: 'json-new-password' } });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({
      message:
        'Your password has been changed and every session of your account signed out. Sign in with your new password.',
    });
    const stale = await t.app.inject({ method: 'POST', url: older, payload: { password: 'json-other-password' } });
    expect(stale.statusCode).toBe(410);
    expect(stale.json()).toEqual({
      message: 'This password reset link has expired or was already used. Ask for a new one below.',
    });
  });

  it('refuses a made-up token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/reset/made-up-token' });
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('expired or was already used');
  });
});

describe('password reset links expire', () => {
  it(`stop working ${passwordResetLifetimeMinutes} minutes after they were sent`, async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const t = await createTestApp({ clock: { now: () => now } });
    try {
      const user = await t.createUser('admin');
      await requestReset(t, user.email);
      const link = await waitForResetLink(t, user.email);
      const [row] = await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user._id));
      expect(row?.expiresAt).toEqual(new Date('2026-03-01T11:00:00Z'));
      now = new Date('2026-03-01T10:59:00Z');
      expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
      now = new Date('2026-03-01T11:00:01Z');
      expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(410);
      expect(
        (await t.app.inject({ method: 'POST', url: link, payload: { password: 'too-late-password' } })).statusCode,
      ).toBe(410);
      await expect(t.signIn(user.email)).resolves.toContain('es_session=');
    } finally {
      await t.close();
    }
  });
});

describe('password reset limits', () => {
  it('limits requests per address with 429, and mail per e-mail without changing the answer', async () => {
    const t = await createTestApp({
      limits: {
        passwordResetIp: { max: 3, timeWindowMs: 60_000 },
        passwordResetEmail: { max: 2, timeWindowMs: 60_000 },
      },
    });
    try {
      const user = await t.createUser('client');
      const perAddress = [];
      for (let index = 0; index < 4; index += 1)
        perAddress.push((await requestReset(t, `someone${index}@example.test`, '198.51.100.1')).statusCode);
      expect(perAddress).toEqual([202, 202, 202, 429]);

      const answers = [];
      for (const address of ['198.51.100.2', '198.51.100.3', '198.51.100.4'])
        answers.push(await requestReset(t, user.email, address));
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      await waitForResetLink(t, user.email, 2);
      await t.app.close();
      expect(mailsTo(t, user.email)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});

describe('a reset ends sessions for good', () => {
  const t = useTestApp();
  it('leaves the browser that used the link signed out as well', async () => {
    const user = await t.createUser('freelancer');
    const cookie = await t.signIn(user.email);
    await t.app.inject({ method: 'POST', url: '/auth/forgot', payload: { email: user.email }, headers: { cookie } });
    const link = await waitForResetLink(t, user.email);
    const saved = await t.app.inject({
      method: 'POST',
      url: link,
      payload: { password: 'fresh-password-1' },
      headers: { cookie },
    });
    expect(saved.statusCode).toBe(200);
    // The cookie naming the user for the service worker (decision 132) goes with the session's.
    expect(cookieOf(saved)).toBe('es_session=; es_signed_in=');
    expect((await me(t, cookie)).statusCode).toBe(401);
  });
});
