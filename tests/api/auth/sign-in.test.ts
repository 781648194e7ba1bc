import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongCredentialsMessage } from '#shared/auth/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginIp: { max: 1000, timeWindowMs: 60_000 } } });
});
afterAll(() => t.close());

describe('POST /auth/login (JSON)', () => {
  it('answers 200 with the user and an httpOnly, SameSite=Lax session cookie', async () => {
    const staff = await t.createUser('staff', ['script']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: staff.email, password: staff.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      _id: staff._id,
      email: staff.email,
      level: 'staff',
      role: ['script'],
    });
    expect(response.json().user).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === 'es_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('sets beside the session a cookie naming its user, readable by the service worker, that sign-out clears (decision 132)', async () => {
    const client = await t.createUser('client');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: client.email, password: client.password },
    });
    const session = response.cookies.find((c) => c.name === 'es_session');
    const signedIn = response.cookies.find((c) => c.name === 'es_signed_in');
    expect(signedIn).toMatchObject({ value: client._id, sameSite: 'Lax', path: '/', maxAge: session?.maxAge });
    expect(signedIn?.httpOnly).toBeFalsy();

    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const page = await t.app.inject({ method: 'GET', url: '/app/projects', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.cookies.find((c) => c.name === 'es_signed_in')).toBeUndefined();
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(303);
    expect(out.cookies.find((c) => c.name === 'es_signed_in')).toMatchObject({ value: '', path: '/' });
  });

  it('clears the cookie naming the user on a page, its page data or a refused read, asked for after the session ended elsewhere', async () => {
    const client = await t.createUser('client');
    const cookie = await t.signIn(client.email, client.password);
    const ended = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(ended.statusCode).toBe(303);
    // The browser kept its cookies (the sign-out was answered to another browser of the same session).
    // The page itself, the page data a copy the service worker kept asks for first, and a read refused (decision 137).
    for (const [url, status] of [
      ['/app/projects', 200],
      ['/api/page-data', 200],
      ['/api/projects', 401],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(answer.statusCode, url).toBe(status);
      const cleared = answer.cookies.find((c) => c.name === 'es_signed_in');
      expect(cleared, url).toMatchObject({ value: '', path: '/' });
      expect(new Date(cleared?.expires ?? Date.now()).getTime(), url).toBeLessThan(Date.now());
    }
  });

  it('accepts the email in any letter case', async () => {
    const client = await t.createUser('client');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: client.email.toUpperCase(), password: client.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and for an unknown email', async () => {
    const user = await t.createUser('freelancer');
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'nobody@example.test', password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(wrongCredentialsMessage);
    expect(unknownEmail.json().message).toBe(wrongCredentialsMessage);
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('answers 400 naming the field when the email is malformed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Email is not a valid address');
  });

  it('makes an email wait after repeated failures from one address, even with the right password, and lets others in', async () => {
    const victim = await t.createUser('admin');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: victim.email, password: 'guess' },
      });
      expect(failed.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: victim.email, password: victim.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
    const other = await t.createUser('staff');
    await expect(t.signIn(other.email)).resolves.toContain('es_session=');
  });
});

describe('POST /auth/login (HTML form)', () => {
  it('redirects with 303 to a same-origin redirect path', async () => {
    const user = await t.createUser('staff');
    const response = await t.app.inject({
      method: 'POST',
      url: `/auth/login?redirect=${encodeURIComponent('/app/projects?filter=trash')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/app/projects?filter=trash');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'app/projects'])(
    'never redirects off-site for redirect=%s',
    async (redirect) => {
      const user = await t.createUser('client');
      const response = await t.app.inject({
        method: 'POST',
        url: `/auth/login?redirect=${encodeURIComponent(redirect)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/app/');
    },
  );

  it('shows the login page again with the error and the typed email on a wrong password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'who@example.test', password: 'nope' }).toString(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(wrongCredentialsMessage);
    expect(response.body).toContain('value="who@example.test"');
  });

  it('serves the login page with a link to create a client account that keeps the redirect', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/login?redirect=%2Fapp%2Fcart' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('name="email"');
    expect(response.body).toContain('name="password"');
    expect(response.body).toContain('href="/auth/register?redirect=%2Fapp%2Fcart"');
  });
});

describe('logout and the 401 contract', () => {
  it('answers 401 with redirectUrl when not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue', redirectUrl: '/auth/login' });
  });

  it('ends the session in the database so the old cookie no longer works', async () => {
    const user = await t.createUser('staff');
    const cookie = await t.signIn(user.email);
    const before = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
    expect(before.json().user._id).toBe(user._id);
    const logout = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe('/auth/login');
    const after = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('ignores a forged cookie that was not signed by the server', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { cookie: 'es_session=forged-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers unknown API paths with 404 and a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/api/nothing-here');
  });
});
