import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import type { ListedUser } from '#shared/users/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { cookieOf, linkIn, mailsTo } from '../security/support.ts';

let t: TestApp;
let ids: Record<'admin' | 'staff' | 'freelancer' | 'client', string>;
let cookies: Record<'admin' | 'staff' | 'pm' | 'freelancer' | 'client', string>;
let freelancerEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser('admin', [], 'Ada Admin');
  const staff = await t.createUser('staff', ['script'], 'Sam Staff');
  const pm = await t.createUser('staff', ['project-manager'], 'Pat Manager');
  const freelancer = await t.createUser('freelancer', ['storyboard'], 'Fran Freelancer');
  const client = await t.createUser('client', [], 'Cleo Client');
  // The embedded database's clock can give users made in one millisecond the same time, and then
  // "newest" breaks the tie by id: Cleo joins a minute later, so she is the newest in every run.
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() + 60_000) })
    .where(eq(users.id, client._id));
  freelancerEmail = freelancer.email;
  ids = { admin: admin._id, staff: staff._id, freelancer: freelancer._id, client: client._id };
  cookies = {
    admin: await t.signIn(admin.email),
    staff: await t.signIn(staff.email),
    pm: await t.signIn(pm.email),
    freelancer: await t.signIn(freelancer.email),
    client: await t.signIn(client.email),
  };
});
afterAll(() => t.close());

const listUsers = (who: keyof typeof cookies, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: { cookie: cookies[who] } });
const setRole = (who: keyof typeof cookies, userId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/users/${userId}/role`, headers: { cookie: cookies[who] }, payload });
const me = async (who: keyof typeof cookies) =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: cookies[who] } })).json().user;

describe('GET /api/users (the /users page)', () => {
  it('filters by level and role, looks up names and e-mails, sorts and pages', async () => {
    const names = async (query: string) =>
      (await listUsers('admin', query)).json<{ items: ListedUser[] }>().items.map((user) => user.name);
    expect(await names('level=freelancer&limit=20')).toEqual(['Fran Freelancer']);
    expect(await names('level=admin&limit=20')).toEqual(['Ada Admin']);
    expect(await names('role=project-manager&limit=20')).toEqual(['Pat Manager']);
    expect(await names('lookup=cleo&limit=20')).toEqual(['Cleo Client']);
    expect(await names('sort=level&limit=20')).toEqual([
      'Ada Admin',
      'Pat Manager',
      'Sam Staff',
      'Fran Freelancer',
      'Cleo Client',
    ]);
    expect((await names('sort=newest&limit=20'))[0]).toBe('Cleo Client');
    const firstPage = (await listUsers('admin', 'limit=2')).json();
    expect(firstPage.items.map((user: ListedUser) => user.name)).toEqual(['Ada Admin', 'Cleo Client']);
    expect(firstPage.hasMore).toBe(true);
    const lastPage = (await listUsers('admin', 'limit=2&skip=4')).json();
    expect(lastPage.items.map((user: ListedUser) => user.name)).toEqual(['Sam Staff']);
    expect(lastPage.hasMore).toBe(false);
  });

  it('shows e-mail addresses to admins only', async () => {
    const byAdmin = (await listUsers('admin', 'level=freelancer')).json().items[0];
    expect(byAdmin.email).toBe(freelancerEmail);
    const byStaff = (await listUsers('staff', 'level=freelancer')).json().items[0];
    expect(byStaff).not.toHaveProperty('email');
  });

  it('refuses freelancers and clients', async () => {
    for (const who of ['freelancer', 'client'] as const) {
      const response = await listUsers(who, 'level=all');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only staff can look up users');
    }
  });
});

describe('POST /api/users/{id}/role', () => {
  it('refuses every level but admin, and visitors', async () => {
    for (const who of ['staff', 'pm', 'freelancer', 'client'] as const) {
      const response = await setRole(who, ids.freelancer, { level: 'admin', role: [] });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Only admins can change a user's level and roles");
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/users/${ids.freelancer}/role`,
      payload: { level: 'admin', role: [] },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await me('freelancer')).level).toBe('freelancer');
  });

  it('changes name, e-mail, level and roles; the user sees it on their next request, without signing in again', async () => {
    const response = await setRole('admin', ids.freelancer, {
      name: ' Fran Voice ',
      email: 'Fran.Voice@Example.test',
      level: 'freelancer',
      role: ['storyboard', 'voice'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({
        _id: ids.freelancer,
        name: 'Fran Voice',
        email: 'fran.voice@example.test',
        level: 'freelancer',
        role: ['storyboard', 'voice'],
      }),
      message: 'Fran Voice updated',
    });
    expect(await me('freelancer')).toMatchObject({ name: 'Fran Voice', role: ['storyboard', 'voice'] });
    await setRole('admin', ids.freelancer, { level: 'staff', role: ['voice'] });
    expect(await me('freelancer')).toMatchObject({ name: 'Fran Voice', level: 'staff', role: ['voice'] });
    // The new level opens what it allows at once: a staff member may look users up.
    expect((await listUsers('freelancer', 'level=power')).statusCode).toBe(200);
  });

  it('refuses roles for a client, and bad levels, roles and e-mails, saving nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ level: 'client', role: ['voice'] }, 'Clients cannot have roles'],
      [{ level: 'wizard', role: [] }, 'Choose a level'],
      [{ level: 'staff', role: ['juggling'] }, 'Unknown role'],
      [{ level: 'staff', role: [], email: 'not-an-email' }, 'Email is not a valid address'],
      [{ level: 'staff', role: [], name: '   ' }, 'Name is required'],
    ];
    for (const [payload, message] of cases) {
      const response = await setRole('admin', ids.client, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ids.client));
    expect(row).toMatchObject({ name: 'Cleo Client', level: 'client', roles: [] });
  });

  it('refuses an e-mail another account uses, and an unknown user', async () => {
    const taken = await setRole('admin', ids.client, {
      level: 'client',
      role: [],
      email: (await me('staff')).email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another account already uses this e-mail address');
    const unknown = await setRole('admin', '00000000-0000-4000-8000-000000000000', { level: 'staff', role: [] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
  });

  it('never removes the last admin, but lets an admin step down once another admin exists', async () => {
    const alone = await setRole('admin', ids.admin, { level: 'staff', role: [] });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe('The studio needs at least one admin: make someone else an admin first');
    expect((await me('admin')).level).toBe('admin');

    expect((await setRole('admin', ids.staff, { level: 'admin', role: [] })).statusCode).toBe(200);
    expect((await setRole('admin', ids.admin, { level: 'staff', role: ['project-manager'] })).statusCode).toBe(200);
    expect((await me('admin')).level).toBe('staff');
    // The former admin's next request already runs as staff.
    expect((await setRole('admin', ids.staff, { level: 'staff', role: [] })).statusCode).toBe(403);
    const lastOne = await setRole('staff', ids.staff, { level: 'freelancer', role: [] });
    expect(lastOne.statusCode).toBe(409);
  });
});

describe('mass assignment', () => {
  it('ignores a level or roles in a registration body', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        name: 'Rita',
        email: 'rita@example.test',
        password: 'long-enough',
        level: 'admin',
        role: ['project-manager'],
        roles: ['voice'],
      },
    });
    const opened = await t.app.inject({
      method: 'POST',
      url: linkIn(mailsTo(t, 'rita@example.test').at(-1), '/auth/password/') ?? '/',
      payload: { password: 'long-enough' },
    });
    const user = (
      await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: cookieOf(opened) } })
    ).json().user;
    expect(user).toMatchObject({ level: 'client', role: [] });
  });
});
