import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#shared/users/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { openStream, type OpenedStream } from './live-fixtures.ts';
import { addCollaborators, caller, insertProject, insertScene, type Caller } from './notification-fixtures.ts';

let t: TestApp;
let port: number;
let admin: SessionUser;
let asAdmin: Caller;
let asStaff: Caller;
const streams: Record<'admin' | 'staff' | 'client' | 'stranger', OpenedStream> = {} as never;
let sceneId: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  admin = await t.createUser('admin', [], 'Ada Admin');
  const staff = await t.createUser('staff', ['project-manager'], 'Pat Manager');
  const client = await t.createUser('client', [], 'Cleo Client');
  const stranger = await t.createUser('client', [], 'Stan Stranger');
  projectId = await insertProject(t.database.db, 'Coffee shop explainer');
  sceneId = await insertScene(t.database.db, projectId);
  await addCollaborators(t.database.db, projectId, [staff._id, client._id]);
  const cookies = {
    admin: await t.signIn(admin.email),
    staff: await t.signIn(staff.email),
    client: await t.signIn(client.email),
    stranger: await t.signIn(stranger.email),
  };
  asAdmin = caller(t, cookies.admin);
  asStaff = caller(t, cookies.staff);
  for (const who of ['admin', 'staff', 'client', 'stranger'] as const)
    streams[who] = await openStream(port, cookies[who]);
});
afterAll(async () => {
  for (const stream of Object.values(streams)) stream.close();
  await t.close();
});

const clear = () => {
  for (const stream of Object.values(streams)) stream.received.length = 0;
};

describe('the live stream', () => {
  it('is an event stream for signed-in users only', async () => {
    expect(streams.admin.status).toBe(200);
    expect(streams.admin.type).toBe('text/event-stream; charset=utf-8');
    expect((await caller(t, null).get('/api/live')).statusCode).toBe(401);
  });

  it('sends a public comment to the team and the project people, not to a client outside it, and the new notification to its recipient', async () => {
    clear();
    expect(
      (await asAdmin.post('/api/comments', { itemType: 'scene', itemId: sceneId, text: 'Bigger cup' })).statusCode,
    ).toBe(200);
    const comments = { invalidate: [['comments', sceneId]] };
    await vi.waitFor(() => {
      expect(streams.staff.received).toEqual(expect.arrayContaining([comments, { invalidate: [['notifications']] }]));
      expect(streams.client.received).toEqual(expect.arrayContaining([comments, { invalidate: [['notifications']] }]));
      expect(streams.admin.received).toEqual([comments]);
    });
    await t.app.notificationsIdle();
    expect(streams.stranger.received).toEqual([]);
  });

  it('sends a scene change (a scene added) to the project people', async () => {
    clear();
    const changed = await asStaff.post(`/api/projects/${projectId}/scenes`);
    expect(changed.statusCode, changed.body).toBe(200);
    const keys = {
      invalidate: [
        ['projects', 'one', projectId],
        ['projects', 'list'],
        ['scenes', projectId],
      ],
    };
    await vi.waitFor(() => {
      expect(streams.client.received).toEqual([keys]);
      expect(streams.admin.received).toEqual([keys]);
    });
    expect(streams.stranger.received).toEqual([]);
  });

  it('keeps an #admins comment from everyone but admins, and job changes from clients', async () => {
    clear();
    expect(
      (await asAdmin.post('/api/comments', { itemType: 'scene', itemId: sceneId, text: 'Margin talk', tag: 'admins' }))
        .statusCode,
    ).toBe(200);
    const created = await asStaff.post('/api/jobs', {
      projectId,
      jobType: 'recording',
      body: 'Record it',
      sceneCount: 1,
      price: 10,
    });
    expect(created.statusCode, created.body).toBe(200);
    await vi.waitFor(() => expect(streams.staff.received).toContainEqual({ invalidate: [['jobs']] }));
    await t.app.notificationsIdle();
    expect(streams.admin.received).toEqual(
      expect.arrayContaining([{ invalidate: [['comments', sceneId]] }, { invalidate: [['jobs']] }]),
    );
    expect(streams.staff.received).not.toContainEqual({ invalidate: [['comments', sceneId]] });
    expect(streams.client.received).toEqual([]);
    expect(streams.stranger.received).toEqual([]);
  });
});
