import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import type { Level } from '#shared/users/schemas.ts';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp();
const allLevels: Level[] = ['admin', 'staff', 'freelancer', 'client'];

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, ...(payload ? { payload } : {}), ...(cookie ? { headers: { cookie } } : {}) });
const storedBg = async (userId: string) =>
  (await t.database.db.select({ bg: users.bg }).from(users).where(eq(users.id, userId)))[0]?.bg;

describe.each(allLevels)('footer background of a %s', (level) => {
  it('loads none and the 3 patterns, chooses one, shows it under every page, and removes it', async () => {
    const user = await t.createUser(level);
    const cookie = await t.signIn(user.email);
    const loaded = await call('GET', '/api/accounts/load-bg', cookie);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual({
      bg: 'none',
      items: ['pattern-1', 'pattern-2', 'pattern-3'].map((id) => ({
        _id: id,
        background: expect.stringMatching(/gradient/),
      })),
    });

    const chosen = await call('POST', '/api/accounts/bg', cookie, { bg: 'pattern-2', level: 'admin', role: ['voice'] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({
      user: expect.objectContaining({ bg: 'pattern-2', level, role: [] }),
      message: 'Footer background updated',
    });
    expect(await storedBg(user._id)).toBe('pattern-2');
    expect((await call('GET', '/api/accounts/load-bg', cookie)).json().bg).toBe('pattern-2');
    const app = await call('GET', '/app/account', cookie);
    expect(app.body).toContain('"bg":"pattern-2"');

    const notCurrent = await call('DELETE', '/api/accounts/bg/pattern-1', cookie);
    expect(notCurrent.json()).toEqual({
      user: expect.objectContaining({ bg: 'pattern-2' }),
      message: 'Footer background removed',
    });
    const removed = await call('DELETE', '/api/accounts/bg/pattern-2', cookie);
    expect(removed.json()).toEqual({
      user: expect.objectContaining({ bg: null }),
      message: 'Footer background removed',
    });
    expect(await storedBg(user._id)).toBeNull();
  });

  it('keeps none as no background', async () => {
    const user = await t.createUser(level);
    const cookie = await t.signIn(user.email);
    await call('POST', '/api/accounts/bg', cookie, { bg: 'pattern-3' });
    const none = await call('POST', '/api/accounts/bg', cookie, { bg: 'none' });
    expect(none.json().user.bg).toBeNull();
    expect(await storedBg(user._id)).toBeNull();
  });
});

describe('footer background refusals', () => {
  it.each([[{ bg: 'pattern-4' }], [{ bg: '/etc/passwd' }], [{}], [{ bg: 2 }]])(
    'refuses %j, saving nothing',
    async (payload) => {
      const user = await t.createUser('staff');
      const cookie = await t.signIn(user.email);
      await call('POST', '/api/accounts/bg', cookie, { bg: 'pattern-1' });
      const response = await call('POST', '/api/accounts/bg', cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Choose none or one of the 3 patterns');
      expect(await storedBg(user._id)).toBe('pattern-1');
    },
  );

  it('answers 404 for a background that does not exist', async () => {
    const user = await t.createUser('client');
    const response = await call('DELETE', '/api/accounts/bg/pattern-9', await t.signIn(user.email));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such footer background: choose none or one of the 3 patterns' });
  });

  it('answers 401 to visitors', async () => {
    expect((await call('GET', '/api/accounts/load-bg', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/accounts/bg', null, { bg: 'pattern-1' })).statusCode).toBe(401);
    expect((await call('DELETE', '/api/accounts/bg/pattern-1', null)).statusCode).toBe(401);
  });
});
