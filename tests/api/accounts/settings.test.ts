import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import type { Level } from '#shared/users/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
const accounts: Partial<Record<Level, { id: string; cookie: string }>> = {};
const allLevels: Level[] = ['admin', 'staff', 'freelancer', 'client'];

beforeAll(async () => {
  t = await createTestApp();
  for (const level of allLevels) {
    const user = await t.createUser(level, level === 'client' ? [] : ['script']);
    accounts[level] = { id: user._id, cookie: await t.signIn(user.email) };
  }
});
afterAll(() => t.close());

const account = (level: Level) => {
  const found = accounts[level];
  if (!found) throw new Error(`no ${level} account`);
  return found;
};
const post = (level: Level | null, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, ...(level ? { headers: { cookie: account(level).cookie } } : {}) });
const row = async (level: Level) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, account(level).id))
  )[0];

describe.each(allLevels)('account settings of a %s', (level) => {
  it('changes the display name, trimmed, and ignores a level or roles sent along', async () => {
    const response = await post(level, '/api/accounts/name', {
      name: `  New ${level} name `,
      level: 'admin',
      role: ['project-manager'],
      roles: ['voice'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({ name: `New ${level} name`, level }),
      message: 'Name updated',
    });
    expect(await row(level)).toMatchObject({
      name: `New ${level} name`,
      level,
      roles: level === 'client' ? [] : ['script'],
    });
  });

  it('turns e-mail notifications off and on', async () => {
    const off = await post(level, '/api/accounts/notification', { status: false });
    expect(off.json()).toMatchObject({ user: { notificationEmailOn: false }, message: 'E-mail notifications are off' });
    expect((await row(level))?.notificationEmailOn).toBe(false);
    const on = await post(level, '/api/accounts/notification', { status: true });
    expect(on.json()).toMatchObject({ user: { notificationEmailOn: true }, message: 'E-mail notifications are on' });
    expect((await row(level))?.notificationEmailOn).toBe(true);
  });

  it('sets the notification e-mail, lower-cased', async () => {
    const response = await post(level, '/api/accounts/notification-email', { email: ` Inbox.${level}@Example.test ` });
    expect(response.json()).toMatchObject({
      user: { notificationEmail: `inbox.${level}@example.test` },
      message: 'Notification e-mail updated',
    });
  });
});

describe('mass assignment', () => {
  it.each([
    ['/api/accounts/notification', { status: false }],
    ['/api/accounts/notification-email', { email: 'mass@example.test' }],
    ['/api/accounts/name', { name: 'Mass Assigned' }],
  ])('%s reads only its own field', async (url, payload) => {
    const before = await row('client');
    const response = await post('client', url, {
      ...payload,
      level: 'admin',
      role: ['project-manager'],
      roles: ['voice'],
      email: 'takeover@example.test',
      passwordHash: 'not-a-hash',
      bg: 'pattern-1',
      _id: account('admin').id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await row('client')).toMatchObject({
      id: account('client').id,
      level: 'client',
      roles: [],
      email: before?.email,
      passwordHash: before?.passwordHash,
      bg: null,
    });
  });
});

describe('refusals', () => {
  it.each([
    ['/api/accounts/name', { name: '   ' }, 'Name is required'],
    ['/api/accounts/name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['/api/accounts/notification', { status: 'yes' }, 'status must be true or false'],
    ['/api/accounts/notification-email', { email: 'not-an-email' }, 'Email is not a valid address'],
    ['/api/accounts/notification-email', { email: 'a@b' }, 'Email is not a valid address'],
    ['/api/accounts/notification-email', {}, 'Email is required'],
    ['/api/accounts/notification-email', { email: 'two words@example.test' }, 'Email is not a valid address'],
    ['/api/accounts/notification-email', { email: 'a@b@example.test' }, 'Email is not a valid address'],
    [
      '/api/accounts/notification-email',
      { email: `${'x'.repeat(250)}@example.test` },
      'Email must be at most 254 characters',
    ],
    ['/api/accounts/notification-email', { email: ['inbox@example.test'] }, 'Email is required'],
  ])('%s refuses %j with "%s", saving nothing', async (url, payload, message) => {
    const before = await row('staff');
    const response = await post('staff', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await row('staff')).toEqual(before);
  });

  it('answers 401 to visitors', async () => {
    for (const [url, payload] of [
      ['/api/accounts/name', { name: 'Visitor' }],
      ['/api/accounts/notification', { status: false }],
      ['/api/accounts/notification-email', { email: 'v@example.test' }],
    ] as const) {
      expect((await post(null, url, payload)).statusCode).toBe(401);
    }
  });
});
