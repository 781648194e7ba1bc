import { beforeAll, describe, expect, it } from 'vitest';
import { notificationLink } from '#shared/notifications/notifications.ts';
import type { NotificationListResponse } from '#shared/notifications/schemas.ts';
import { useTestApp } from '../../support/test-app.ts';
import {
  addCollaborators,
  caller,
  insertProject,
  insertScene,
  notificationsOf,
  type Caller,
} from './notification-fixtures.ts';

const t = useTestApp();
let asClient: Caller;
let asStaff: Caller;
let asOther: Caller;
let sceneId: string;
let projectId: string;

beforeAll(async () => {
  const client = await t.createUser('client', [], 'Cleo Client');
  const staff = await t.createUser('staff', [], 'Sam Staff');
  const other = await t.createUser('staff', [], 'Oli Other');
  asClient = caller(t, await t.signIn(client.email));
  asStaff = caller(t, await t.signIn(staff.email));
  asOther = caller(t, await t.signIn(other.email));
  projectId = await insertProject(t.database.db, 'Coffee shop explainer');
  sceneId = await insertScene(t.database.db, projectId);
  await addCollaborators(t.database.db, projectId, [staff._id]);
  for (const text of ['First **note**', 'Second note', 'Third note']) {
    expect((await asClient.post('/api/comments', { itemType: 'scene', itemId: sceneId, text })).statusCode).toBe(200);
  }
  await t.app.notificationsIdle();
});

const listOf = (response: { statusCode: number; body: string; json: <T>() => T }): NotificationListResponse => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationListResponse>();
};

describe('notification endpoints', () => {
  it('lists the newest first with the unread count and every spec field', async () => {
    const { items, count } = await notificationsOf(asStaff);
    expect(count).toBe(3);
    expect(items.map((item) => item.text)).toEqual(['Third note', 'Second note', 'First **note**']);
    expect(items[2]).toMatchObject({
      read: false,
      actor: { name: 'Cleo Client', picture: '/img/avatar.jpg' },
      actionType: 'comment',
      itemType: 'scene',
      itemTitle: 'Scene 1 · Coffee shop explainer',
      itemAction: 'comment',
      itemFor: 'Coffee shop explainer',
      itemStatus: 'create',
      html: '<p>First <strong>note</strong></p>\n',
      itemId: sceneId,
      tag: 'none',
      url: `/projects/${projectId}/scenes?comments=${sceneId}&commentsTag=none`,
    });
  });

  it('marks, unmarks and removes one, answering the list', async () => {
    const [first] = (await notificationsOf(asStaff)).items;
    expect(listOf(await asStaff.post(`/api/notifs/${first!._id}/mark`)).count).toBe(2);
    const unmarked = listOf(await asStaff.post(`/api/notifs/${first!._id}/unmark`));
    expect(unmarked.count).toBe(3);
    expect(unmarked.items[0]!.read).toBe(false);
    const removed = listOf(await asStaff.delete(`/api/notifs/${first!._id}`));
    expect(removed.items.map((item) => item._id)).not.toContain(first!._id);
    expect(removed.count).toBe(2);
  });

  it("refuses another user's notification as not found, and a visitor with 401", async () => {
    const [mine] = (await notificationsOf(asStaff)).items;
    for (const response of [
      await asOther.post(`/api/notifs/${mine!._id}/mark`),
      await asOther.delete(`/api/notifs/${mine!._id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Notification not found');
    }
    expect((await caller(t, null).get('/api/notifs')).statusCode).toBe(401);
    const bad = await asStaff.post('/api/notifs/not-an-id/mark');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Unknown notification id');
  });

  it('marks all read and clears the read ones (GET, as spec §7 says)', async () => {
    const [newest] = (await notificationsOf(asStaff)).items;
    await asStaff.post(`/api/notifs/${newest!._id}/mark`);
    expect(
      (await asClient.post('/api/comments', { itemType: 'scene', itemId: sceneId, text: 'Fourth note' })).statusCode,
    ).toBe(200);
    await t.app.notificationsIdle();
    const before = await notificationsOf(asStaff);
    expect(before.count).toBe(2);
    const cleared = listOf(await asStaff.get('/api/notifs/clear-all'));
    expect(cleared.items.map((item) => item.text)).toEqual(['Fourth note', 'First **note**']);
    const marked = listOf(await asStaff.get('/api/notifs/mark-all'));
    expect(marked.count).toBe(0);
    expect(marked.items.every((item) => item.read)).toBe(true);
    expect(listOf(await asStaff.get('/api/notifs/clear-all'))).toEqual({ items: [], count: 0 });
  });

  it('lands a /notifs/{id} link on the item and marks it read; a visitor signs in first', async () => {
    const jobLike = await asClient.post('/api/comments', { itemType: 'scene', itemId: sceneId, text: 'Fifth note' });
    expect(jobLike.statusCode).toBe(200);
    await t.app.notificationsIdle();
    const [fresh] = (await notificationsOf(asStaff)).items;
    const landing = await asStaff.get(`/notifs/${fresh!._id}`);
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe(`/app${fresh!.url}`);
    expect((await notificationsOf(asStaff)).items[0]!.read).toBe(true);
    const visitor = await caller(t, null).get(`/notifs/${fresh!._id}`);
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe(`/auth/login?redirect=${encodeURIComponent(`/notifs/${fresh!._id}`)}`);
    // A comment notification links to its item with the parameters the app reads (spec §2).
    expect(notificationLink(fresh!)).toBe(
      `${fresh!.url}&notif=${fresh!._id}&itemId=${sceneId}&tag=none&actionType=comment`,
    );
  });
});
