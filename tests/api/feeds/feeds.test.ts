import { describe, expect, it } from 'vitest';
import type { Feed } from '#shared/feeds/feeds.ts';
import { useTestApp } from '../../support/test-app.ts';
import { createFeed, createPost, listPosts, titles, useStudio } from '../posts/post-fixtures.ts';

const t = useTestApp();
const s = useStudio(t);
const setup = async () => s;

const feedsOf = async (who: typeof s.as.admin): Promise<Feed[]> => {
  const response = await who.get('/api/feeds');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Feed[] }>().items;
};

describe('GET /api/feeds', () => {
  it('answers the team, refuses clients (403) and visitors (401)', async () => {
    const { as } = await setup();
    for (const who of [as.admin, as.staff, as.freelancer]) expect((await who.get('/api/feeds')).statusCode).toBe(200);
    const refused = await as.client.get('/api/feeds');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Feeds are for the studio team only' });
    expect((await as.visitor.get('/api/feeds')).statusCode).toBe(401);
  });

  it('lists system feeds first, then aggregates, then the level and role feeds the user belongs to', async () => {
    const { as } = await setup();
    const ids = (await feedsOf(as.freelancer)).map((feed) => feed._id);
    expect(ids.slice(0, 5)).toEqual(['all', 'unread', 'todo', 'mine', 'production']);
    expect(ids).toContain('freelancer');
    expect(ids).toContain('storyboard');
    expect(ids).not.toContain('staff');
    expect(ids).not.toContain('voice');
    const adminIds = (await feedsOf(as.admin)).map((feed) => feed._id);
    expect(adminIds).toEqual(expect.arrayContaining(['admin', 'staff', 'freelancer', 'voice', 'project-manager']));
  });

  it('derives level and role feed members from the users, so a new user is a member at once', async () => {
    const { as, people } = await setup();
    const before = (await feedsOf(as.admin)).find((feed) => feed._id === 'voice');
    expect(before?.users).toContain(people.voice._id);
    expect(before?.isRoleBased).toBe(true);
    const newcomer = await t.createUser('freelancer', ['voice'], 'New Voice');
    const after = (await feedsOf(as.admin)).find((feed) => feed._id === 'voice');
    expect(after?.users.at(-1)).toBe(newcomer._id);
    expect(after?.people.at(-1)).toMatchObject({ name: 'New Voice', picture: '/img/avatar.jpg' });
    const level = (await feedsOf(as.admin)).find((feed) => feed._id === 'freelancer');
    expect(level?.isLevelBased).toBe(true);
    expect(level?.users).toEqual(expect.arrayContaining([people.freelancer._id, people.voice._id, newcomer._id]));
    expect(level?.users).not.toContain(people.staff._id);
  });
});

describe('POST /api/feeds', () => {
  it('lets an admin create a feed with a trimmed name, the default icon and members', async () => {
    const { as, people } = await setup();
    const response = await as.admin.post('/api/feeds', {
      name: '  Launch crew  ',
      description: 'Who ships the launch',
      users: [people.staff._id, people.freelancer._id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { feed, message } = response.json<{ feed: Feed; message: string }>();
    expect(message).toBe('Feed created');
    expect(feed).toMatchObject({
      name: 'Launch crew',
      description: 'Who ships the launch',
      icon: '#',
      users: [people.staff._id, people.freelancer._id],
      isSystem: false,
      canPost: true,
    });
  });

  it.each([
    [{ name: '   ' }, 'Feed name is required'],
    [{}, 'Feed name is required'],
  ])('refuses a blank name: %j', async (body, message) => {
    const { as } = await setup();
    const response = await as.admin.post('/api/feeds', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('refuses people who are not on the team', async () => {
    const { as, people } = await setup();
    const response = await as.admin.post('/api/feeds', { name: 'Mixed', users: [people.client._id] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Add people from the list of the studio team' });
  });

  it.each(['staff', 'pm', 'freelancer'] as const)('refuses %s (only admins manage feeds)', async (who) => {
    const { as } = await setup();
    const response = await as[who].post('/api/feeds', { name: 'Mine' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Only admins can change feeds' });
  });

  it('refuses clients and visitors', async () => {
    const { as } = await setup();
    expect((await as.client.post('/api/feeds', { name: 'x' })).statusCode).toBe(403);
    expect((await as.visitor.post('/api/feeds', { name: 'x' })).statusCode).toBe(401);
  });
});

describe('POST /api/feeds/:id and DELETE /api/feeds/:name (the edit rules)', () => {
  it('edits an admin feed and adds people through Add People, keeping what was not sent', async () => {
    const { as, people } = await setup();
    const feed = await createFeed(as.admin, { name: 'Ops', icon: '🚀' });
    const renamed = await as.admin.post(`/api/feeds/${feed._id}`, { name: ' Operations ', description: 'Day to day' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ feed: Feed }>().feed).toMatchObject({
      name: 'Operations',
      description: 'Day to day',
      icon: '🚀',
      users: [],
    });
    const peopled = await as.admin.post(`/api/feeds/${feed._id}`, { users: [people.voice._id, people.pm._id] });
    expect(peopled.json<{ feed: Feed; message: string }>()).toMatchObject({
      message: 'Feed updated',
      feed: { name: 'Operations', users: [people.voice._id, people.pm._id] },
    });
    expect((await as.admin.post(`/api/feeds/${feed._id}`, { name: '' })).statusCode).toBe(400);
  });

  it.each(['all', 'unread', 'todo', 'mine', 'production', 'staff', 'freelancer', 'voice', 'project-manager'])(
    'refuses to edit or delete the computed feed %s',
    async (id) => {
      const { as } = await setup();
      const edit = await as.admin.post(`/api/feeds/${id}`, { name: 'Renamed' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toEqual({ message: 'System, level-based, role-based and aggregate feeds cannot be edited' });
      expect((await as.admin.delete(`/api/feeds/${id}`)).statusCode).toBe(403);
    },
  );

  it('answers 404 for a feed that does not exist, and refuses non-admins', async () => {
    const { as } = await setup();
    expect((await as.admin.post('/api/feeds/0b5c9a58-7a49-4b8e-9d2c-2f3c8d7e6a10', { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await as.admin.delete('/api/feeds/0b5c9a58-7a49-4b8e-9d2c-2f3c8d7e6a10')).statusCode).toBe(404);
    const feed = await createFeed(as.admin, { name: 'Guarded' });
    expect((await as.staff.post(`/api/feeds/${feed._id}`, { name: 'Taken' })).statusCode).toBe(403);
    expect((await as.staff.delete(`/api/feeds/${feed._id}`)).statusCode).toBe(403);
    expect((await as.client.delete(`/api/feeds/${feed._id}`)).statusCode).toBe(403);
    expect((await as.visitor.delete(`/api/feeds/${feed._id}`)).statusCode).toBe(401);
  });

  it('deletes an admin feed with its posts', async () => {
    const { as } = await setup();
    const feed = await createFeed(as.admin, { name: 'Short lived' });
    const post = await createPost(as.staff, { feed: feed._id, title: 'Goes with the feed' });
    const response = await as.admin.delete(`/api/feeds/${feed._id}`);
    expect(response.json()).toEqual({ message: 'Feed deleted' });
    expect((await feedsOf(as.admin)).map((entry) => entry._id)).not.toContain(feed._id);
    expect((await as.admin.get(`/api/posts/${post._id}`)).statusCode).toBe(404);
  });

  it('opens a feed without people to the whole team and closes a peopled one to members and admins', async () => {
    const { as, people } = await setup();
    const open = await createFeed(as.admin, { name: 'Open house' });
    const closed = await createFeed(as.admin, { name: 'Inner circle', users: [people.staff._id] });
    await createPost(as.admin, { feed: closed._id, title: 'Inner news' });
    const freelancerFeeds = (await feedsOf(as.freelancer)).map((feed) => feed._id);
    expect(freelancerFeeds).toContain(open._id);
    expect(freelancerFeeds).not.toContain(closed._id);
    expect(titles(await listPosts(as.staff, `feed=${closed._id}`))).toEqual(['Inner news']);
    expect((await as.freelancer.get(`/api/posts?feed=${closed._id}`)).statusCode).toBe(404);
  });
});
