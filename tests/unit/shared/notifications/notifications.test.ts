import { describe, expect, it } from 'vitest';
import {
  clearReadNotifications,
  markAllNotificationsRead,
  markNotification,
  notificationLink,
  removeNotification,
  unreadCount,
} from '#shared/notifications/notifications.ts';
import { notificationPollMaxRepeats, notificationPollMs } from '#shared/notifications/polling.ts';
import { isImageFile } from '#shared/files/content-types.ts';
import { maxUploadBytes } from '#shared/files/constants.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';

describe('notification links (spec §2)', () => {
  it('links newer action types to /notifs/{id}', () => {
    expect(notificationLink({ _id: 'n1', actionType: 'job', url: '/jobs/j1', itemId: 'j1', tag: null })).toBe(
      '/notifs/n1',
    );
  });

  it('links comments to the item url with notif, itemId, tag and actionType', () => {
    expect(
      notificationLink({ _id: 'n2', actionType: 'comment', url: '/projects/p1/scenes', itemId: 's1', tag: 'prod' }),
    ).toBe('/projects/p1/scenes?notif=n2&itemId=s1&tag=prod&actionType=comment');
    expect(
      notificationLink({
        _id: 'n3',
        actionType: 'submitScript',
        url: '/projects/p1/script?x=1',
        itemId: 'p1',
        tag: null,
      }),
    ).toBe('/projects/p1/script?x=1&notif=n3&itemId=p1&tag=&actionType=submitScript');
  });
});

describe('notification states (spec §4)', () => {
  const items = [
    { _id: 'a', read: false },
    { _id: 'b', read: true },
    { _id: 'c', read: false },
  ];
  it('marks, unmarks, removes, marks all read and clears the read ones', () => {
    expect(unreadCount(markNotification(items, 'a', true))).toBe(1);
    expect(unreadCount(markNotification(items, 'b', false))).toBe(3);
    expect(removeNotification(items, 'b').map((entry) => entry._id)).toEqual(['a', 'c']);
    expect(unreadCount(markAllNotificationsRead(items))).toBe(0);
    expect(clearReadNotifications(items).map((entry) => entry._id)).toEqual(['a', 'c']);
  });

  it('polls every 5 minutes, at most 13 more times', () => {
    expect([notificationPollMs, notificationPollMaxRepeats]).toEqual([300_000, 13]);
  });
});

describe('files (spec §3, §7, §9)', () => {
  it('caps uploads at 60 MB, knows images by type and announces downloads', () => {
    expect(maxUploadBytes).toBe(62_914_560);
    expect([isImageFile({ type: 'image/png' }), isImageFile({ type: 'application/pdf' })]).toEqual([true, false]);
    expect(createTranslator('en')('files.downloadStarted', { filename: 'cover.png' })).toBe(
      'Download started for cover.png',
    );
  });
});
