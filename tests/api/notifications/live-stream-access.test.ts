import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectListings, users } from '#server/db/schema/index.ts';
import type { LiveMessage } from '#shared/notifications/live.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { createTestApp, testPassword, type TestApp } from '../../support/test-app.ts';
import { linkIn, mailsTo } from '../security/support.ts';
import { openStream, type OpenedStream } from './live-fixtures.ts';
import {
  addCollaborators,
  caller,
  insertProject,
  insertScene,
  makeInternal,
  type Caller,
} from './notification-fixtures.ts';

/**
 * Issue 40, items 5-7: a stream lasts as long as its session and its user's level and roles; it names
 * only the projects its user may find; and one user's streams are capped and cost one read per change.
 */
const perUser = 3;

/** A test app listening on a port, with the live stream limits lowered and no job polling in the background. */
const listeningApp = async (liveStreams: { perUser: number; perInstance: number }) => {
  const t = await createTestApp({ jobs: false, limits: { liveStreams } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
};

const addScene = async (who: Caller, projectId: string) => {
  const changed = await who.post(`/api/projects/${projectId}/scenes`);
  expect(changed.statusCode, changed.body).toBe(200);
};

const projectChanged = (projectId: string): LiveMessage => ({
  invalidate: [
    ['projects', 'one', projectId],
    ['projects', 'list'],
    ['scenes', projectId],
  ],
});

describe('a live stream, its session and its level', () => {
  let t: TestApp;
  let port: number;
  let projectId: string;
  let asAdmin: Caller;
  const opened: OpenedStream[] = [];

  beforeAll(async () => {
    ({ t, port } = await listeningApp({ perUser, perInstance: 100 }));
    const admin = await t.createUser('admin');
    asAdmin = caller(t, await t.signIn(admin.email));
    projectId = await insertProject(t.database.db, 'Bakery explainer');
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await t.close();
  });

  /** A freelancer on the project, signed in once, with a stream open. */
  const freelancerWithStream = async (roles: SessionUser['role'] = []) => {
    const user = await t.createUser('freelancer', roles);
    await addCollaborators(t.database.db, projectId, [user._id]);
    const cookie = await t.signIn(user.email);
    const stream = await openStream(port, cookie);
    opened.push(stream);
    expect(stream.status).toBe(200);
    return { user, cookie, stream };
  };

  const endsWithinASecond = (stream: OpenedStream) =>
    vi.waitFor(() => expect(stream.ended()).toBe(true), { timeout: 1000, interval: 20 });

  it('ends when its browser signs out', async () => {
    const { cookie, stream } = await freelancerWithStream();
    const signedOut = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(signedOut.statusCode).toBe(303);
    await endsWithinASecond(stream);
  });

  it('ends when an admin demotes its user to client; the browser reconnects as the client', async () => {
    const { user, cookie, stream } = await freelancerWithStream(['script']);
    const demoted = await asAdmin.post(`/api/users/${user._id}/role`, { level: 'client', role: [] });
    expect(demoted.statusCode, demoted.body).toBe(200);
    await endsWithinASecond(stream);
    const again = await openStream(port, cookie);
    opened.push(again);
    expect(again.status).toBe(200);
  });

  it("ends when an admin changes its user's roles, and stays open when the admin changes only the name", async () => {
    const { user, stream } = await freelancerWithStream(['script']);
    const renamed = await asAdmin.post(`/api/users/${user._id}/role`, {
      name: 'Fay Renamed',
      level: 'freelancer',
      role: ['script'],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await addScene(asAdmin, projectId);
    await vi.waitFor(() => expect(stream.received).toContainEqual(projectChanged(projectId)));
    expect(stream.ended()).toBe(false);

    const changed = await asAdmin.post(`/api/users/${user._id}/role`, { level: 'freelancer', role: ['storyboard'] });
    expect(changed.statusCode, changed.body).toBe(200);
    await endsWithinASecond(stream);
  });

  it('ends when the password is changed in another browser, which keeps its own stream', async () => {
    const { user, stream } = await freelancerWithStream();
    const otherCookie = await t.signIn(user.email);
    const kept = await openStream(port, otherCookie);
    opened.push(kept);
    const changed = await caller(t, otherCookie).post('/api/accounts/password', {
      currentPassword: testPassword,
      newPassword: 'a-brand-new-password-9',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await endsWithinASecond(stream);
    await addScene(asAdmin, projectId);
    await vi.waitFor(() => expect(kept.received).toContainEqual(projectChanged(projectId)));
    expect(kept.ended()).toBe(false);
  });

  it('ends when another browser signs out the other sessions', async () => {
    const { user, stream } = await freelancerWithStream();
    const otherCookie = await t.signIn(user.email);
    const ended = await caller(t, otherCookie).post('/api/accounts/sign-out-others');
    expect(ended.statusCode, ended.body).toBe(200);
    await endsWithinASecond(stream);
  });

  it('ends when the password is reset from a mailed link', async () => {
    const { user, stream } = await freelancerWithStream();
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/forgot', payload: { email: user.email } })).statusCode,
    ).toBe(202);
    await expect.poll(() => mailsTo(t, user.email).length, { timeout: 5000 }).toBe(1);
    const link = linkIn(mailsTo(t, user.email)[0], '/auth/reset/');
    const reset = await t.app.inject({
      method: 'POST',
      url: link ?? '/auth/reset/none',
      payload: { password: 'a-brand-new-password-9' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await endsWithinASecond(stream);
  });

  it('of a deleted account hears nothing more, and ends at the next change it would have heard of', async () => {
    const { user, stream } = await freelancerWithStream();
    await t.database.db.delete(users).where(eq(users.id, user._id));
    // A new job is news to every freelancer's stream: this one is asked about, and found gone.
    const created = await asAdmin.post('/api/jobs', {
      projectId,
      jobType: 'recording',
      body: 'Record it',
      sceneCount: 1,
      price: 10,
    });
    expect(created.statusCode, created.body).toBe(200);
    await endsWithinASecond(stream);
    expect(stream.received).toEqual([]);
  });
});

describe('what a live stream names', () => {
  let t: TestApp;
  let port: number;
  let asAdmin: Caller;
  const streams: Record<'collaborator' | 'outsider' | 'staff' | 'lister' | 'clientOnInternal', OpenedStream> =
    {} as never;
  let projectId: string;
  let internalId: string;

  beforeAll(async () => {
    ({ t, port } = await listeningApp({ perUser, perInstance: 100 }));
    const admin = await t.createUser('admin');
    asAdmin = caller(t, await t.signIn(admin.email));
    const collaborator = await t.createUser('freelancer', [], 'Fran Collaborator');
    const outsider = await t.createUser('freelancer', [], 'Otto Outsider');
    const staff = await t.createUser('staff', [], 'Sam Staff');
    const lister = await t.createUser('freelancer', [], 'Lis Lister');
    const clientOnInternal = await t.createUser('client', [], 'Cleo Client');
    projectId = await insertProject(t.database.db, 'Client explainer');
    internalId = await insertProject(t.database.db, 'Studio reel');
    await makeInternal(t.database.db, internalId);
    await addCollaborators(t.database.db, projectId, [collaborator._id]);
    await addCollaborators(t.database.db, internalId, [collaborator._id, clientOnInternal._id]);
    await t.database.db.insert(projectListings).values({ projectId, userId: lister._id });
    const people = { collaborator, outsider, staff, lister, clientOnInternal };
    for (const who of Object.keys(people) as (keyof typeof people)[])
      streams[who] = await openStream(port, await t.signIn(people[who].email));
  });
  afterAll(async () => {
    for (const stream of Object.values(streams)) stream.close();
    await t.close();
  });

  it("sends a project's changes to its collaborators, those who listed it and power users, not to a freelancer outside it", async () => {
    await addScene(asAdmin, projectId);
    await vi.waitFor(() => {
      for (const who of ['collaborator', 'staff', 'lister'] as const)
        expect(streams[who].received, who).toEqual([projectChanged(projectId)]);
    });
    expect(streams.outsider.received).toEqual([]);
    expect(streams.clientOnInternal.received).toEqual([]);
  });

  it("sends an internal project's changes to its contributors, never to a client, even a collaborator", async () => {
    for (const stream of Object.values(streams)) stream.received.length = 0;
    await addScene(asAdmin, internalId);
    await vi.waitFor(() => {
      expect(streams.collaborator.received).toEqual([projectChanged(internalId)]);
      expect(streams.staff.received).toEqual([projectChanged(internalId)]);
    });
    expect(streams.clientOnInternal.received).toEqual([]);
    expect(streams.outsider.received).toEqual([]);
    expect(streams.lister.received).toEqual([]);
  });

  it("sends a comment on a scene to the project's people, not to a freelancer outside it", async () => {
    for (const stream of Object.values(streams)) stream.received.length = 0;
    const sceneId = await insertScene(t.database.db, projectId, 5);
    expect(
      (await asAdmin.post('/api/comments', { itemType: 'scene', itemId: sceneId, text: 'Warmer light' })).statusCode,
    ).toBe(200);
    await vi.waitFor(() =>
      expect(streams.collaborator.received).toContainEqual({ invalidate: [['comments', sceneId]] }),
    );
    await t.app.notificationsIdle();
    expect(streams.staff.received).toContainEqual({ invalidate: [['comments', sceneId]] });
    expect(streams.outsider.received).toEqual([]);
  });
});

describe('how many live streams', () => {
  it('refuses a user a stream past their limit with a message, and gives one again once a stream closes', async () => {
    const { t, port } = await listeningApp({ perUser, perInstance: 100 });
    const user = await t.createUser('client');
    const cookie = await t.signIn(user.email);
    const open: OpenedStream[] = [];
    for (let count = 0; count < perUser; count += 1) open.push(await openStream(port, cookie));
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const refused = await openStream(port, cookie);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body())).toEqual({
      message:
        'You have 3 live connections open already, one per open tab of the studio. Close a tab, then reload this one.',
    });
    // Another user is not held back by this one's streams.
    const other = await openStream(port, await t.signIn((await t.createUser('client')).email));
    expect(other.status).toBe(200);

    open.pop()?.close();
    await vi.waitFor(async () => {
      const again = await openStream(port, cookie);
      open.push(again);
      expect(again.status).toBe(200);
    });
    for (const stream of [...open, other]) stream.close();
    await t.close();
  });

  it('refuses any stream past the instance limit', async () => {
    const { t, port } = await listeningApp({ perUser, perInstance: 4 });
    const open: OpenedStream[] = [];
    for (const level of ['client', 'client'] as const) {
      const cookie = await t.signIn((await t.createUser(level)).email);
      open.push(await openStream(port, cookie), await openStream(port, cookie));
    }
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200, 200]);
    const refused = await openStream(port, await t.signIn((await t.createUser('staff')).email));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body())).toEqual({
      message: 'This server has as many live connections open as it takes. Reload the page in a minute.',
    });
    for (const stream of open) stream.close();
    await t.close();
  });

  it('delivers a change with as many reads whether its reader has one stream open or several', async () => {
    const { t, port } = await listeningApp({ perUser: 10, perInstance: 100 });
    const admin = await t.createUser('admin');
    const asAdmin = caller(t, await t.signIn(admin.email));
    const client = await t.createUser('client');
    const clientCookie = await t.signIn(client.email);
    const projectId = await insertProject(t.database.db, 'Florist explainer');
    await addCollaborators(t.database.db, projectId, [client._id]);
    const open = [await openStream(port, clientCookie)];

    /** Every statement the app sends while a scene is added and the change reaches every stream. */
    const statementsOfOneChange = async () => {
      for (const stream of open) stream.received.length = 0;
      const spies = [vi.spyOn(PGlite.prototype, 'query'), vi.spyOn(pg.Client.prototype, 'query')];
      await addScene(asAdmin, projectId);
      await vi.waitFor(() => {
        for (const stream of open) expect(stream.received).toEqual([projectChanged(projectId)]);
      });
      // The job queue polls on a timer of its own; only the change's statements are counted.
      const isQueuePoll = (statement: unknown) =>
        /pgboss\./.test(typeof statement === 'string' ? statement : JSON.stringify(statement ?? ''));
      const count = spies.reduce(
        (sum, spy) => sum + spy.mock.calls.filter(([statement]) => !isQueuePoll(statement)).length,
        0,
      );
      for (const spy of spies) spy.mockRestore();
      return count;
    };
    const withOne = await statementsOfOneChange();
    for (let more = 0; more < 5; more += 1) open.push(await openStream(port, clientCookie));
    const withSix = await statementsOfOneChange();
    expect(withOne).toBeGreaterThan(0);
    expect(withSix).toBe(withOne);
    for (const stream of open) stream.close();
    await t.close();
  });
});
