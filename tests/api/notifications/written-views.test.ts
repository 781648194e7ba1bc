import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/index.ts';
import {
  notificationListResponseSchema,
  notificationSchema,
  type NotificationListResponse,
} from '#shared/notifications/schemas.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';
import { useTestApp } from '../../support/test-app.ts';
import { caller, type Caller } from './notification-fixtures.ts';

const t = useTestApp();
const notificationKeys = Object.keys(notificationSchema.shape).sort();
let reader: Caller;
let readerId: string;

beforeAll(async () => {
  const user = await t.createUser('staff', [], 'Wendy Written');
  readerId = user._id;
  reader = caller(t, await t.signIn(user.email));
});

/** An answer of the log, read whole by its schema: nothing missing, nothing more. */
const logOf = (response: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: <T>() => T;
}): NotificationListResponse => {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const answer = response.json<NotificationListResponse>();
  expect(notificationListResponseSchema.parse(answer)).toEqual(answer);
  for (const item of answer.items) expect(Object.keys(item).sort()).toEqual(notificationKeys);
  return answer;
};

describe('the notification log PostgreSQL writes (decision 082)', () => {
  it('writes an empty log as no items and nothing unread', async () => {
    expect(logOf(await reader.get('/api/notifs'))).toEqual({ items: [], count: 0 });
  });

  it('writes every field of the stored rows, newest first, with the unread count', async () => {
    const [plain, pictured] = await t.database.db
      .insert(notifications)
      .values([
        {
          userId: readerId,
          actorName: 'Zoë "Quote" \\ Backslash',
          actionType: 'comment',
          itemType: 'scene',
          itemId: 'scene-1',
          itemTitle: 'Scene 1 · Café <explainer>',
          itemAction: 'mention',
          itemFor: 'Café explainer',
          itemStatus: 'create',
          text: 'Line one\nline "two" ✓',
          html: '<p>Line one<br>line &quot;two&quot; ✓</p>\n',
          url: '/projects/p/scenes?comments=scene-1',
          tag: 'none',
          createdAt: new Date('2026-11-20T10:00:00.123Z'),
        },
        {
          userId: readerId,
          actorName: 'Pia Pictured',
          actorPicture: '/media/avatars/pia.jpg',
          actionType: 'job',
          itemType: 'job',
          itemId: 'job-1',
          itemTitle: 'Voice over',
          itemAction: 'job-bid',
          url: '/jobs/job-1',
          read: true,
          createdAt: new Date('2026-11-21T08:30:45.001Z'),
        },
      ])
      .returning();
    const log = logOf(await reader.get('/api/notifs'));
    expect(log.count).toBe(1);
    expect(log.items).toEqual([
      {
        _id: pictured!.id,
        read: true,
        actor: { name: 'Pia Pictured', picture: '/media/avatars/pia.jpg' },
        actionType: 'job',
        itemType: 'job',
        itemTitle: 'Voice over',
        itemAction: 'job-bid',
        itemFor: '',
        itemStatus: null,
        text: '',
        html: '',
        url: '/jobs/job-1',
        itemId: 'job-1',
        tag: null,
        created: '2026-11-21T08:30:45.001Z',
      },
      {
        _id: plain!.id,
        read: false,
        actor: { name: 'Zoë "Quote" \\ Backslash', picture: defaultAvatar },
        actionType: 'comment',
        itemType: 'scene',
        itemTitle: 'Scene 1 · Café <explainer>',
        itemAction: 'mention',
        itemFor: 'Café explainer',
        itemStatus: 'create',
        text: 'Line one\nline "two" ✓',
        html: '<p>Line one<br>line &quot;two&quot; ✓</p>\n',
        url: '/projects/p/scenes?comments=scene-1',
        itemId: 'scene-1',
        tag: 'none',
        created: '2026-11-20T10:00:00.123Z',
      },
    ]);

    // Every change answers the log as it is after it, in the same shape.
    const marked = logOf(await reader.post(`/api/notifs/${plain!.id}/mark`));
    expect(marked.count).toBe(0);
    expect(marked.items.map((item) => item.read)).toEqual([true, true]);
    const unmarked = logOf(await reader.post(`/api/notifs/${pictured!.id}/unmark`));
    expect(unmarked.count).toBe(1);
    expect(unmarked.items[0]).toEqual({ ...log.items[0], read: false });
    expect(logOf(await reader.get('/api/notifs/mark-all')).count).toBe(0);
    const removed = logOf(await reader.delete(`/api/notifs/${pictured!.id}`));
    expect(removed.items).toEqual([{ ...log.items[1], read: true }]);
    expect(logOf(await reader.get('/api/notifs/clear-all'))).toEqual({ items: [], count: 0 });
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, readerId))).toEqual([]);
  });
});
