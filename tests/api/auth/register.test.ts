import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { cookieOf, linkIn, mailsTo } from '../security/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/auth/register', payload });

/**
 * Registration signs in from the link it mails (decision 047), not in its answer; the link confirms
 * the address, with a password chosen there (decision 091).
 */
const openMailedLink = async (email: string, password = 'long-enough') => {
  const link = linkIn(mailsTo(t, email).at(-1), '/auth/password/');
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  return t.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `password=${password}`,
  });
};

describe('POST /auth/register', () => {
  it('creates a client account that its mailed link confirms and signs in', async () => {
    const response = await register({ name: '  Nia Client ', email: 'Nia@Example.test', password: 'long-enough' });
    expect(response.statusCode).toBe(202);
    const opened = await openMailedLink('nia@example.test');
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: cookieOf(opened) } });
    expect(me.json().user).toMatchObject({ name: 'Nia Client', email: 'nia@example.test', level: 'client', role: [] });
    await expect(t.signIn('nia@example.test', 'long-enough')).resolves.toContain('es_session=');
  });

  it("stores the password chosen through the mailed link at the production cost, not the fixtures' cheap one", async () => {
    await register({ name: 'Cost Check', email: 'cost@example.test', password: 'long-enough' });
    await openMailedLink('cost@example.test');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'cost@example.test'));
    const parameters = /^\$argon2id\$v=19\$([^$]+)\$/
      .exec(row?.passwordHash ?? '')?.[1]
      ?.split(',')
      .sort();
    expect(parameters).toEqual(['m=19456', 'p=1', 't=2']);
  });

  it.each([
    [{ name: 'A', email: 'a@example.test', password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: '   ', email: 'b@example.test', password: 'long-enough' }, 'Name is required'],
    [{ name: 'C', email: 'not-an-email', password: 'long-enough' }, 'Email is not a valid address'],
    [{ name: 'D', password: 'long-enough' }, 'Email is required'],
    [{ name: 'E', email: 'e@example.test' }, 'Password is required'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('makes no second account with the same email in another letter case, without saying so', async () => {
    await register({ name: 'First', email: 'twice@example.test', password: 'long-enough' });
    const response = await register({ name: 'Second', email: 'TWICE@example.test', password: 'long-enough' });
    expect(response.statusCode).toBe(202);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'twice@example.test'));
    expect(rows.map((row) => row.name)).toEqual(['First']);
  });

  it('never lets a registration choose its own level', async () => {
    await register({ name: 'Sneaky', email: 'sneaky@example.test', password: 'long-enough', level: 'admin' });
    const opened = await openMailedLink('sneaky@example.test');
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: cookieOf(opened) } });
    expect(me.json().user.level).toBe('client');
  });

  it('sends a form registration on to the same-origin redirect path from its mailed link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/auth/register?redirect=${encodeURIComponent('/app/project/new?items=base&artists=')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Form', email: 'form@example.test', password: 'long-enough' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const opened = await openMailedLink('form@example.test');
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/app/project/new?items=base&artists=');
  });

  // Issue 35 item 19: the page repeated its heading, did not name the address, and nothing said the cart survives.
  it('names the address it mailed, once, and says the cart on the way is kept', async () => {
    const toNewProject = encodeURIComponent('/app/project/new?items=rush-job&artists=');
    const response = await t.app.inject({
      method: 'POST',
      url: `/auth/register?redirect=${toNewProject}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Typo', email: 'typo@exmaple.test', password: 'long-enough' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      'We sent a link to typo@exmaple.test. Open it to choose your password and continue.',
    );
    expect(response.body.match(/Check your e-mail/g)).toHaveLength(2);
    expect(response.body).toContain('Your cart is kept: once you are signed in, your project is created with it.');
    expect(response.body).toContain(`href="/auth/register?redirect=${toNewProject}"`);
    for (const page of ['/auth/login', '/auth/register']) {
      const withCart = await t.app.inject({ method: 'GET', url: `${page}?redirect=${toNewProject}` });
      expect(withCart.body, page).toContain('Your cart is kept');
      const plain = await t.app.inject({ method: 'GET', url: page });
      expect(plain.body, page).not.toContain('Your cart is kept');
    }
  });
});
