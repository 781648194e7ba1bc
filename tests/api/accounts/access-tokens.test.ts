import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { accessTokens } from '#server/db/schema/index.ts';
import { hashToken } from '#server/modules/auth/index.ts';
import { accessTokenPrefix, type AccessTokenCreatedResponse } from '#shared/users/access-tokens.ts';
import { testPassword, createTestApp, type TestApp } from '../../support/test-app.ts';

// Every token check reads its clock; the tests move it past an expiry without waiting.
let now = new Date('2026-11-27T12:00:00Z');
const clock = { now: () => now };
const dayMs = 24 * 60 * 60 * 1000;

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ clock, jobs: false, limits: { accessTokens: { max: 5, timeWindowMs: 60_000 } } });
  // A second instance on the same database, as behind a balancer: a revoke on one holds on the other.
  second = await buildApp({ config: t.config, database: t.database, clock, jobs: false });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const makeToken = async (cookie: string, name = 'Spreadsheet sync', lifetimeDays = 30) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/tokens',
    headers: { cookie },
    payload: { name, lifetimeDays },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccessTokenCreatedResponse>();
};

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe('personal access tokens (decision 104)', () => {
  it('shows the secret once, keeps only its hash, and lists the token without it', async () => {
    const client = await t.createUser('client');
    const cookie = await t.signIn(client.email);
    const created = await makeToken(cookie);
    expect(created.secret.startsWith(accessTokenPrefix)).toBe(true);
    expect(created.token).toMatchObject({ name: 'Spreadsheet sync', lastUsedAt: null });
    expect(new Date(created.token.expiresAt).getTime() - now.getTime()).toBe(30 * dayMs);

    const [row] = await t.database.db.select().from(accessTokens).where(eq(accessTokens.id, created.token.id));
    expect(row?.tokenHash).toBe(hashToken(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await t.app.inject({ method: 'GET', url: '/api/accounts/tokens', headers: { cookie } });
    expect(list.json()).toEqual({ tokens: [created.token] });
    expect(list.body).not.toContain(created.secret);
  });

  it('acts as its user at their level, never more, and never with a cookie sent beside it', async () => {
    const client = await t.createUser('client');
    const admin = await t.createUser('admin');
    const clientToken = (await makeToken(await t.signIn(client.email))).secret;
    const adminToken = (await makeToken(await t.signIn(admin.email))).secret;

    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(clientToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ _id: client._id, level: 'client' });
    // The users list is the admins': the client's token is refused it, the admin's is given it.
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(clientToken) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(adminToken) })).statusCode).toBe(
      200,
    );
    // An admin's session cookie beside the client's token lends the token nothing.
    const adminCookie = await t.signIn(admin.email);
    const mixed = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { ...bearer(clientToken), cookie: adminCookie },
    });
    expect(mixed.statusCode).toBe(403);
  });

  it('marks when a token was last used', async () => {
    const client = await t.createUser('client');
    const cookie = await t.signIn(client.email);
    const { secret, token } = await makeToken(cookie);
    await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(secret) });
    const list = await t.app.inject({ method: 'GET', url: '/api/accounts/tokens', headers: { cookie } });
    expect(list.json().tokens).toEqual([{ ...token, lastUsedAt: now.toISOString() }]);
  });

  it('refuses a revoked token at once, on every instance', async () => {
    const client = await t.createUser('client');
    const cookie = await t.signIn(client.email);
    const { secret, token } = await makeToken(cookie);
    const me = { method: 'GET', url: '/api/accounts/me', headers: bearer(secret) } as const;
    expect((await second.inject(me)).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/tokens/${token.id}`,
      headers: { cookie },
    });
    expect(revoked.json()).toEqual({ message: 'Token "Spreadsheet sync" revoked' });
    for (const instance of [t.app, second]) {
      const refused = await instance.inject(me);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        message: 'This access token is not valid: it was revoked, it expired, or it was never issued',
        redirectUrl: '/auth/login',
      });
    }
  });

  it('refuses an expired token from the moment it expires', async () => {
    const client = await t.createUser('client');
    const { secret } = await makeToken(await t.signIn(client.email), 'Weekly export', 7);
    const me = { method: 'GET', url: '/api/accounts/me', headers: bearer(secret) } as const;
    const start = now;
    try {
      now = new Date(start.getTime() + 7 * dayMs - 1000);
      expect((await second.inject(me)).statusCode).toBe(200);
      now = new Date(start.getTime() + 7 * dayMs);
      expect((await second.inject(me)).statusCode).toBe(401);
      expect((await t.app.inject(me)).statusCode).toBe(401);
    } finally {
      now = start;
    }
  });

  it('refuses the token of a disabled account, a made-up one, and an empty header, and never answers them as a visitor', async () => {
    const client = await t.createUser('client');
    const admin = await t.createUser('admin');
    const { secret } = await makeToken(await t.signIn(client.email));
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/users/${client._id}/disable`,
      headers: { cookie: await t.signIn(admin.email) },
    });
    expect(disabled.statusCode).toBe(200);
    for (const authorization of [`Bearer ${secret}`, `Bearer ${accessTokenPrefix}made-up`, 'Bearer', 'Basic abc']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/portfolio', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('cannot change its own account: password, e-mail, sessions and tokens need a signed-in session', async () => {
    const client = await t.createUser('client');
    const cookie = await t.signIn(client.email);
    const { secret, token } = await makeToken(cookie);
    const attempts = [
      {
        method: 'POST',
        url: '/api/accounts/password',
        payload: { currentPassword: testPassword, newPassword: 'another-long-password' },
      },
      { method: 'POST', url: '/api/accounts/notification-email', payload: { email: 'thief@example.test' } },
      { method: 'POST', url: '/api/accounts/sign-out-others' },
      { method: 'GET', url: '/api/accounts/tokens' },
      { method: 'POST', url: '/api/accounts/tokens', payload: { name: 'Another', lifetimeDays: 365 } },
      { method: 'DELETE', url: `/api/accounts/tokens/${token.id}` },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: bearer(secret) });
      expect(response.statusCode, attempt.url).toBe(403);
      expect(response.json().message).toBe(
        'An access token cannot change its account: sign in to change the password, e-mail, sessions or tokens',
      );
    }
    // Nothing changed: the password still signs in, the token is still there and alone.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/tokens',
      headers: { cookie: await t.signIn(client.email) },
    });
    expect(list.json<{ tokens: { id: string }[] }>().tokens.map(({ id }) => id)).toEqual([token.id]);
  });

  it("limits each token's requests, apart from the user's other tokens", async () => {
    const client = await t.createUser('client');
    const cookie = await t.signIn(client.email);
    const busy = (await makeToken(cookie, 'Busy script')).secret;
    const quiet = (await makeToken(cookie, 'Quiet script')).secret;
    const me = (secret: string) => t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(secret) });
    for (let request = 0; request < 5; request += 1) expect((await me(busy)).statusCode).toBe(200);
    const limited = await me(busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests with this access token\. Try again in \d+ seconds\.$/);
    expect((await me(quiet)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuses a token without a name or with a lifetime it does not offer, and a visitor', async () => {
    const client = await t.createUser('client');
    const cookie = await t.signIn(client.email);
    const create = (payload: object, headers: Record<string, string> = { cookie }) =>
      t.app.inject({ method: 'POST', url: '/api/accounts/tokens', headers, payload });
    const unnamed = await create({ name: '  ', lifetimeDays: 30 });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('Name the token after the tool that will use it');
    const forever = await create({ name: 'Forever', lifetimeDays: 3650 });
    expect(forever.statusCode).toBe(400);
    expect(forever.json().message).toBe('Choose 7, 30, 90 or 365 days');
    expect((await create({ name: 'Visitor', lifetimeDays: 30 }, {})).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/accounts/tokens', headers: { cookie } });
    expect(list.json().tokens).toEqual([]);
  });

  it("revokes only the user's own tokens", async () => {
    const owner = await t.createUser('client');
    const other = await t.createUser('admin');
    const { secret, token } = await makeToken(await t.signIn(owner.email));
    const attempt = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/tokens/${token.id}`,
      headers: { cookie: await t.signIn(other.email) },
    });
    expect(attempt.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(secret) })).statusCode).toBe(
      200,
    );
  });
});
