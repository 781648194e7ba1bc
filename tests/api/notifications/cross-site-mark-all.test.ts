import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationListResponse } from '#shared/notifications/schemas.ts';
import { useTestApp } from '../../support/test-app.ts';
import { addCollaborators, caller, insertProject, insertScene, type Caller } from './notification-fixtures.ts';

const t = useTestApp();
let asClient: Caller;
let staffCookie = '';
let sceneId = '';

beforeAll(async () => {
  const client = await t.createUser('client', [], 'Cleo Client');
  const staff = await t.createUser('staff', [], 'Sam Staff');
  asClient = caller(t, await t.signIn(client.email));
  staffCookie = await t.signIn(staff.email);
  const projectId = await insertProject(t.database.db, 'Cross-site explainer');
  sceneId = await insertScene(t.database.db, projectId);
  await addCollaborators(t.database.db, projectId, [staff._id]);
});

/** Exactly three unread notifications and two read ones for the staff member. */
const freshNotifications = async () => {
  for (const action of ['mark-all', 'clear-all'])
    await t.app.inject({ method: 'GET', url: `/api/notifs/${action}`, headers: { cookie: staffCookie } });
  for (const text of ['One', 'Two', 'Three', 'Four', 'Five']) {
    expect((await asClient.post('/api/comments', { itemType: 'scene', itemId: sceneId, text })).statusCode).toBe(200);
  }
  await t.app.notificationsIdle();
  const { items } = listOf(await t.app.inject({ method: 'GET', url: '/api/notifs', headers: { cookie: staffCookie } }));
  for (const item of items.slice(0, 2))
    await t.app.inject({ method: 'POST', url: `/api/notifs/${item._id}/mark`, headers: { cookie: staffCookie } });
};

const listOf = (response: { statusCode: number; body: string; json: <T>() => T }): NotificationListResponse => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationListResponse>();
};

const state = async () => {
  const { items, count } = listOf(
    await t.app.inject({ method: 'GET', url: '/api/notifs', headers: { cookie: staffCookie } }),
  );
  return { total: items.length, unread: count };
};

const crossSite = [
  {
    name: 'Sec-Fetch-Site: cross-site and a foreign Origin',
    headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  },
  { name: 'Sec-Fetch-Site: cross-site alone (a link or an image)', headers: { 'sec-fetch-site': 'cross-site' } },
  { name: 'a foreign Origin alone', headers: { origin: 'https://evil.example' } },
  { name: 'Sec-Fetch-Site: same-site (a sibling subdomain)', headers: { 'sec-fetch-site': 'same-site' } },
];

describe('mark-all and clear-all from another site (issue 40, item 11)', () => {
  it.each(crossSite)('GET and POST refuse $name, changing nothing', async ({ headers }) => {
    await freshNotifications();
    const before = await state();
    expect(before).toEqual({ total: 5, unread: 3 });
    for (const method of ['GET', 'POST'] as const) {
      for (const action of ['mark-all', 'clear-all']) {
        const response = await t.app.inject({
          method,
          url: `/api/notifs/${action}`,
          headers: { cookie: staffCookie, ...headers },
        });
        expect(response.statusCode, `${method} ${action}`).toBe(403);
        expect(response.json().message).toBe('Refused: this request came from another site');
      }
    }
    expect(await state()).toEqual(before);
  });

  it.each(['GET', 'POST'] as const)('%s still works from the app itself', async (method) => {
    await freshNotifications();
    const headers = { cookie: staffCookie, 'sec-fetch-site': 'same-origin' };
    expect(listOf(await t.app.inject({ method, url: '/api/notifs/clear-all', headers })).items).toHaveLength(3);
    const marked = listOf(
      await t.app.inject({
        method,
        url: '/api/notifs/mark-all',
        headers: { ...headers, origin: 'http://localhost:3000' },
      }),
    );
    expect(marked).toMatchObject({ count: 0 });
    expect(marked.items.every((item) => item.read)).toBe(true);
  });
});
