import { systemClock } from '#server/lib/clock.ts';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { scenes, sessions } from '#server/db/schema/index.ts';
import { registerSession } from '#server/modules/auth/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

// Decision 073: an instance answers a list with the user it remembers for a cookie and lets
// PostgreSQL check, inside the list's own statement, that the session and the user are unchanged.
// Every change below is made through the first instance and read through the second, as behind the
// balancer.
let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  // Every case signs in fresh users, more than the per-minute sign-in allowance of one address.
  t = await createTestApp({ limits: { loginIp: { max: 100, timeWindowMs: 60_000 } } });
  second = await buildApp({ config: t.config, database: t.database, jobs: false });
  await seedProject(t.database.db, { title: 'Bakery launch' });
  await seedProject(t.database.db, { title: 'Bank onboarding' });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const listOnSecond = async (cookieHeader: string, query = '') =>
  second.inject({ method: 'GET', url: `/api/projects${query}`, headers: { cookie: cookieHeader } });
const titles = (response: { json: () => { items: { title: string }[] } }) =>
  response
    .json()
    .items.map((item) => item.title)
    .sort();

describe('a remembered session checked inside the read (decision 073)', () => {
  it('answers the next list with the rules of a level changed on another instance', async () => {
    const admin = await t.signIn((await t.createUser('admin')).email);
    const demoted = await t.createUser('admin');
    const demotedCookie = await t.signIn(demoted.email);
    expect(titles(await listOnSecond(demotedCookie))).toEqual(['Bakery launch', 'Bank onboarding']);
    expect((await listOnSecond(demotedCookie, '?type=internal')).statusCode).toBe(200);

    const change = await t.app.inject({
      method: 'POST',
      url: `/api/users/${demoted._id}/role`,
      headers: { cookie: admin },
      payload: { level: 'client', role: [] },
    });
    expect(change.statusCode).toBe(200);

    const after = await listOnSecond(demotedCookie);
    expect(after.statusCode).toBe(200);
    expect(titles(after)).toEqual([]);
    const refused = await listOnSecond(demotedCookie, '?type=internal');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/admin/i);
  });

  it.each([
    '/api/projects',
    '/api/notifs',
    '/api/jobs',
    '/api/projects/search?term=',
    '/api/projects/search?term=nothing',
    '/api/posts',
    '/api/posts?feed=mine',
    '/api/search?term=',
    '/api/search?term=nothing',
  ])('%s refuses a session signed out on another instance, also where its answer would be empty', async (url) => {
    const staff = await t.createUser('staff');
    const staffCookie = await t.signIn(staff.email);
    const remembered = await second.inject({ method: 'GET', url, headers: { cookie: staffCookie } });
    expect(remembered.statusCode).toBe(200);
    expect(remembered.json().items).toEqual([]);

    const signOut = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: staffCookie } });
    expect(signOut.statusCode).toBeLessThan(400);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, staff._id))).toHaveLength(0);

    const after = await second.inject({ method: 'GET', url, headers: { cookie: staffCookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/sign in/i);
  });

  it('the feed posts answer the next read with the feeds and private posts of a level changed on another instance', async () => {
    const admin = await t.signIn((await t.createUser('admin')).email);
    const demoted = await t.createUser('admin');
    const demotedCookie = await t.signIn(demoted.email);
    for (const payload of [
      { feed: 'admin', title: 'For admins' },
      { feed: 'staff', title: 'Private note', private: true },
      { feed: 'staff', title: 'Staff news' },
    ]) {
      const created = await t.app.inject({ method: 'POST', url: '/api/posts', headers: { cookie: admin }, payload });
      expect(created.statusCode, created.body).toBe(200);
    }
    const postsOnSecond = (feed: string) =>
      second.inject({ method: 'GET', url: `/api/posts?feed=${feed}`, headers: { cookie: demotedCookie } });
    expect(titles(await postsOnSecond('all'))).toEqual(['For admins', 'Private note', 'Staff news']);
    expect(titles(await postsOnSecond('admin'))).toEqual(['For admins']);

    await t.app.inject({
      method: 'POST',
      url: `/api/users/${demoted._id}/role`,
      headers: { cookie: admin },
      payload: { level: 'staff', role: [] },
    });
    expect(titles(await postsOnSecond('all'))).toEqual(['Staff news']);
    const gone = await postsOnSecond('admin');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This feed does not exist');

    await t.app.inject({
      method: 'POST',
      url: `/api/users/${demoted._id}/role`,
      headers: { cookie: admin },
      payload: { level: 'client', role: [] },
    });
    const refused = await postsOnSecond('all');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Feeds are for the studio team only');
  });

  it.each(['', '/scenes'])(
    'the project page%s of a trashed project is gone at once for an admin demoted on another instance',
    async (path) => {
      const trashed = await seedProject(t.database.db, { title: 'Old pitch', set: { deleted: true } });
      const admin = await t.signIn((await t.createUser('admin')).email);
      const demoted = await t.createUser('admin');
      const demotedCookie = await t.signIn(demoted.email);
      const url = `/api/projects/${trashed.id}${path}`;
      expect((await second.inject({ method: 'GET', url, headers: { cookie: demotedCookie } })).statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: `/api/users/${demoted._id}/role`,
        headers: { cookie: admin },
        payload: { level: 'client', role: [] },
      });
      const after = await second.inject({ method: 'GET', url, headers: { cookie: demotedCookie } });
      expect(after.statusCode).toBe(404);
      expect(after.json().message).toMatch(/not found/i);
    },
  );

  it('the comments of a job (an item found through its own module) refuse a session signed out on another instance', async () => {
    const project = await seedProject(t.database.db, { title: 'Job project' });
    const admin = await t.signIn((await t.createUser('admin')).email);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { cookie: admin },
      payload: { projectId: project.id, jobType: 'recording', body: 'Record the voice-over', sceneCount: 3, price: 10 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const jobId: string = created.json().job._id;
    const staffCookie = await t.signIn((await t.createUser('staff')).email);
    const urls = [
      `/api/comments?itemType=job&itemId=${jobId}`,
      `/api/comments/count?itemType=job&itemId=${jobId}`,
      `/api/comments/counts?itemType=job&itemIds=${jobId}`,
    ];
    for (const url of urls)
      expect((await second.inject({ method: 'GET', url, headers: { cookie: staffCookie } })).statusCode, url).toBe(200);
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: staffCookie } });
    expect((await second.inject({ method: 'GET', url: urls[0]!, headers: { cookie: staffCookie } })).statusCode).toBe(
      401,
    );
    expect((await second.inject({ method: 'GET', url: urls[1]!, headers: { cookie: staffCookie } })).statusCode).toBe(
      401,
    );
    expect(
      (await second.inject({ method: 'GET', url: urls[2]!, headers: { cookie: staffCookie } })).json().counts,
    ).toEqual({});
  });

  it('the comments and badges of a trashed project are gone at once for an admin demoted on another instance', async () => {
    const trashed = await seedProject(t.database.db, { title: 'Trashed with comments', set: { deleted: true } });
    const [scene] = await t.database.db.select().from(scenes).where(eq(scenes.projectId, trashed.id));
    const admin = await t.signIn((await t.createUser('admin')).email);
    const demoted = await t.createUser('admin');
    const demotedCookie = await t.signIn(demoted.email);
    const thread = `/api/comments?itemType=project&itemId=${trashed.id}`;
    const badges = `/api/comments/counts?itemType=scene&itemIds=${scene!.id}`;
    expect((await second.inject({ method: 'GET', url: thread, headers: { cookie: demotedCookie } })).statusCode).toBe(
      200,
    );
    expect(
      Object.keys(
        (await second.inject({ method: 'GET', url: badges, headers: { cookie: demotedCookie } })).json().counts,
      ),
    ).toEqual([scene!.id]);
    await t.app.inject({
      method: 'POST',
      url: `/api/users/${demoted._id}/role`,
      headers: { cookie: admin },
      payload: { level: 'client', role: [] },
    });
    expect((await second.inject({ method: 'GET', url: thread, headers: { cookie: demotedCookie } })).statusCode).toBe(
      404,
    );
    expect(
      (await second.inject({ method: 'GET', url: badges, headers: { cookie: demotedCookie } })).json().counts,
    ).toEqual({});
  });

  it('the top bar search answers the next call with the scope of a level changed on another instance', async () => {
    const admin = await t.signIn((await t.createUser('admin')).email);
    const demoted = await t.createUser('admin');
    const demotedCookie = await t.signIn(demoted.email);
    const search = async () =>
      second.inject({ method: 'GET', url: '/api/search?term=Bakery', headers: { cookie: demotedCookie } });
    expect(titles(await search())).toEqual(['Bakery launch']);
    await t.app.inject({
      method: 'POST',
      url: `/api/users/${demoted._id}/role`,
      headers: { cookie: admin },
      payload: { level: 'client', role: [] },
    });
    const after = await search();
    expect(after.statusCode).toBe(200);
    expect(titles(after)).toEqual([]);
  });

  it('refuses a session that expired since the instance remembered it', async () => {
    const admin = await t.createUser('admin');
    const adminCookie = await t.signIn(admin.email);
    expect((await listOnSecond(adminCookie)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, admin._id));
    expect((await listOnSecond(adminCookie)).statusCode).toBe(401);
  });

  it('is allowed on reads only, since a failed check computes the answer again', async () => {
    const app = Fastify();
    await app.register(cookie, { secret: t.config.sessionSecret });
    registerSession(app, {
      db: t.database.db,
      clock: systemClock,
      accessTokenLimit: { max: 1, timeWindowMs: 60_000 },
    });
    await expect(
      (async () => {
        app.post('/write', { config: { viewerCheckedInRead: true } }, () => ({ ok: true }));
        await app.ready();
      })(),
    ).rejects.toThrow('/write: only a GET route may check its viewer in its read');
    await app.close();
  });
});
