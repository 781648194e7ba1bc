import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testPassword, type TestApp } from '../../support/test-app.ts';

/** The directives of a Content-Security-Policy header, by name. */
const directivesOf = (header: unknown): Map<string, string[]> =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers and the session cookie (issue 20, sessions and requests)', () => {
  let plain: TestApp;
  let behindHttps: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    behindHttps = await createTestApp({ config: { publicUrl: 'https://studio.example.test' } });
  });
  afterAll(async () => {
    await plain.close();
    await behindHttps.close();
  });

  it('sends a CSP without inline or evaluated scripts that no other site may frame, nosniff and a referrer policy, on pages and API answers', async () => {
    for (const url of ['/auth/login', '/api/products', '/api/accounts/me']) {
      const response = await plain.app.inject({ method: 'GET', url });
      const csp = directivesOf(response.headers['content-security-policy']);
      const scriptSources = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scriptSources, url).toContain("'self'");
      expect(
        scriptSources.filter((source) => source === "'unsafe-inline'" || source === "'unsafe-eval'" || source === '*'),
        url,
      ).toEqual([]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('asks browsers for HTTPS only behind an https public URL, and marks the session cookie Secure there', async () => {
    expect(
      (await plain.app.inject({ method: 'GET', url: '/auth/login' })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect(
      (await behindHttps.app.inject({ method: 'GET', url: '/auth/login' })).headers['strict-transport-security'],
    ).toMatch(/max-age=\d{7,}/);

    for (const [t, secure] of [
      [plain, false],
      [behindHttps, true],
    ] as const) {
      const user = await t.createUser('client');
      const login = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: t.config.publicUrl },
        payload: { email: user.email, password: testPassword },
      });
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.find(({ name }) => name === 'es_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(Boolean(cookie?.secure)).toBe(secure);
      // The cookie naming the user for the service worker (decision 132) is a script's to read, and opens nothing.
      const naming = login.cookies.find(({ name }) => name === 'es_signed_in');
      expect(naming).toMatchObject({ value: user._id, sameSite: 'Lax', path: '/' });
      expect(Boolean(naming?.secure)).toBe(secure);
    }
  });
});
