import { beforeAll, describe, expect, it } from 'vitest';
import type { Feed } from '#shared/feeds/feeds.ts';
import { useTestApp } from '../../support/test-app.ts';
import type { Caller } from '../comments/comment-fixtures.ts';
import { createFeed, createPost, listPosts, titles, useStudio } from './post-fixtures.ts';

// Decision 051: which posts each feed shows, for each kind of reader. GET /api/posts decides the
// level and role feeds from the reader and the stored feeds inside its one statement (decision 075),
// so every kind of feed is listed here for readers of every level.
const t = useTestApp();
const s = useStudio(t);
const feeds = {} as Record<'open' | 'closed' | 'leftBehind' | 'empty', Feed>;

beforeAll(async () => {
  const { as, people } = s;
  const leaver = await t.createUser('staff', [], 'Lee Leaver');
  feeds.open = await createFeed(as.admin, { name: 'Open house' });
  feeds.closed = await createFeed(as.admin, { name: 'Inner circle', users: [people.staff._id] });
  feeds.leftBehind = await createFeed(as.admin, { name: 'Left behind', users: [leaver._id] });
  feeds.empty = await createFeed(as.admin, { name: 'Quiet room' });
  const posts: [string, string, Record<string, unknown>?][] = [
    ['admin', 'Admins only'],
    ['staff', 'Staff news'],
    ['freelancer', 'Freelancer news'],
    ['script', 'Script role'],
    ['storyboard', 'Storyboard role'],
    ['voice', 'Voice role'],
    [feeds.open._id, 'Open feed post'],
    [feeds.closed._id, 'Closed feed post'],
    [feeds.leftBehind._id, 'Left behind post'],
    ['staff', 'Private to the PM', { private: true, users: [people.pm._id] }],
  ];
  for (const [feed, title, more] of posts) await createPost(as.admin, { feed, title, ...more });
  // The feed's only member leaves the team: a feed with nobody of the team in it is open to every contributor.
  const demoted = await as.admin.post(`/api/users/${leaver._id}/role`, { level: 'client', role: [] });
  expect(demoted.statusCode, demoted.body).toBe(200);
});

const sorted = async (who: Caller, query: string) => titles(await listPosts(who, query)).sort();

describe('GET /api/posts reads the feeds the reader may read (decision 051)', () => {
  it('feed all: an admin every feed; others their level, their roles, open feeds and the stored feeds they belong to', async () => {
    const { as } = s;
    expect(await sorted(as.admin, 'feed=all')).toEqual([
      'Admins only',
      'Closed feed post',
      'Freelancer news',
      'Left behind post',
      'Open feed post',
      'Private to the PM',
      'Script role',
      'Staff news',
      'Storyboard role',
      'Voice role',
    ]);
    expect(await sorted(as.staff, 'feed=all')).toEqual([
      'Closed feed post',
      'Left behind post',
      'Open feed post',
      'Script role',
      'Staff news',
    ]);
    expect(await sorted(as.pm, 'feed=all')).toEqual([
      'Left behind post',
      'Open feed post',
      'Private to the PM',
      'Staff news',
    ]);
    expect(await sorted(as.freelancer, 'feed=all')).toEqual([
      'Freelancer news',
      'Left behind post',
      'Open feed post',
      'Storyboard role',
    ]);
    expect(await sorted(as.voice, 'feed=all')).toEqual([
      'Freelancer news',
      'Left behind post',
      'Open feed post',
      'Voice role',
    ]);
  });

  it('feed mine: the level, role and stored feeds the reader belongs to; feed production: the production roles they read', async () => {
    const { as } = s;
    expect(await sorted(as.admin, 'feed=mine')).toEqual(['Admins only']);
    expect(await sorted(as.staff, 'feed=mine')).toEqual(['Closed feed post', 'Script role', 'Staff news']);
    expect(await sorted(as.freelancer, 'feed=mine')).toEqual(['Freelancer news', 'Storyboard role']);
    expect(await sorted(as.admin, 'feed=production')).toEqual(['Storyboard role', 'Voice role']);
    expect(await sorted(as.voice, 'feed=production')).toEqual(['Voice role']);
    expect(await sorted(as.staff, 'feed=production')).toEqual([]);
  });

  it('a level, role or stored feed: its posts for a reader, 404 for anyone else, an empty page for an empty feed', async () => {
    const { as } = s;
    expect(await sorted(as.staff, `feed=${feeds.closed._id}`)).toEqual(['Closed feed post']);
    expect(await sorted(as.admin, `feed=${feeds.closed._id}`)).toEqual(['Closed feed post']);
    expect(await sorted(as.freelancer, `feed=${feeds.leftBehind._id}`)).toEqual(['Left behind post']);
    expect(await sorted(as.freelancer, `feed=${feeds.empty._id}`)).toEqual([]);
    expect(await sorted(as.voice, 'feed=voice')).toEqual(['Voice role']);
    expect(await sorted(as.pm, 'feed=staff')).toEqual(['Private to the PM', 'Staff news']);
    expect(await sorted(as.staff, 'feed=staff')).toEqual(['Staff news']);
    const refused: [Caller, string][] = [
      [as.freelancer, feeds.closed._id],
      [as.staff, 'admin'],
      [as.freelancer, 'voice'],
      [as.admin, '7b0c6a52-0d3e-4c36-9a57-6f1f1f5bb7a1'],
      [as.admin, 'no-such-feed'],
    ];
    for (const [who, feed] of refused) {
      const response = await who.get(`/api/posts?feed=${feed}`);
      expect(response.statusCode, feed).toBe(404);
      expect(response.json()).toEqual({ message: 'This feed does not exist' });
    }
  });

  it('carries each post’s people, the reader’s own rating and to-do, reads, OKs and sections', async () => {
    const { as, people } = s;
    const story = await createPost(as.staff, {
      feed: 'staff',
      title: 'Story with parts',
      type: 'story',
      users: [people.pm._id, people.admin._id],
    });
    for (const [id, content] of [
      ['Title', 'The **title**'],
      ['Storyline', 'Once upon a time'],
    ])
      expect((await as.staff.post(`/api/posts/${story._id}/section`, { id, content })).statusCode).toBe(200);
    expect((await as.pm.post(`/api/posts/${story._id}/rate`, { rating: 5 })).statusCode).toBe(200);
    expect((await as.admin.post(`/api/posts/${story._id}/rate`, { rating: 1 })).statusCode).toBe(200);
    expect((await as.pm.post(`/api/posts/${story._id}/todo`, {})).statusCode).toBe(200);
    expect(
      (await as.pm.post(`/api/posts/${story._id}/track-users`, { readBy: true, markAsRead: true })).statusCode,
    ).toBe(200);
    expect((await as.admin.post(`/api/posts/${story._id}/track-users`, { readBy: true })).statusCode).toBe(200);
    expect((await as.admin.post(`/api/posts/${story._id}/track-users`, { okBy: true })).statusCode).toBe(200);
    const [listed] = (await listPosts(as.pm, 'feed=staff')).filter((post) => post._id === story._id);
    const avatar = '/img/avatar.jpg';
    expect(listed).toMatchObject({
      users: [
        { _id: people.pm._id, name: 'Pat Manager', picture: avatar },
        { _id: people.admin._id, name: 'Ada Admin', picture: avatar },
      ],
      author: { _id: people.staff._id, name: 'Sam Staff', picture: avatar },
      ratings: { [people.pm._id]: 5 },
      todoBy: [people.pm._id],
      readBy: [
        { user: people.pm._id, markAsRead: true },
        { user: people.admin._id, markAsRead: false },
      ],
      okBy: [people.admin._id],
      sections: [
        { id: 'Storyline', content: 'Once upon a time', html: '<p>Once upon a time</p>\n' },
        { id: 'Title', content: 'The **title**', html: '<p>The <strong>title</strong></p>\n' },
      ],
    });
    expect((await as.pm.get(`/api/posts/${story._id}`)).json().post).toEqual(listed);
  });
});
