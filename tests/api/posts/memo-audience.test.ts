import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pageDataSchema } from '#shared/app/page-data.ts';
import { studioFeedId, type Feed } from '#shared/feeds/feeds.ts';
import { useTestApp } from '../../support/test-app.ts';
import { openStream, type OpenedStream } from '../notifications/live-fixtures.ts';
import { createPost, listPosts, titles, useStudio } from './post-fixtures.ts';

const t = useTestApp();
const s = useStudio(t);
const streams: OpenedStream[] = [];

afterAll(() => {
  for (const stream of streams) stream.close();
});

const memoOf = async (who: typeof s.as.staff) => {
  const response = await who.get('/api/page-data');
  expect(response.statusCode, response.body).toBe(200);
  return pageDataSchema.parse(response.json()).memo;
};

const feedsOf = async (who: typeof s.as.staff): Promise<Feed[]> => {
  const response = await who.get('/api/feeds');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Feed[] }>().items;
};

describe("the studio feed, a memo's audience by default", () => {
  it('is the first feed every contributor may post to, with the whole team as its people', async () => {
    for (const who of [s.as.admin, s.as.staff, s.as.freelancer]) {
      const feeds = await feedsOf(who);
      expect(feeds.find((feed) => feed.canPost)?._id).toBe(studioFeedId);
    }
    const studio = (await feedsOf(s.as.freelancer)).find((feed) => feed._id === studioFeedId);
    expect(studio?.users.toSorted()).toEqual(
      [s.people.admin, s.people.staff, s.people.pm, s.people.freelancer, s.people.voice].map((p) => p._id).toSorted(),
    );
    expect((await s.as.client.get('/api/feeds')).statusCode).toBe(403);
  });

  it("puts a memo written there on every contributor's banner and in their own feeds, never a client's", async () => {
    const memo = await createPost(s.as.admin, {
      feed: studioFeedId,
      type: 'memo',
      title: 'Studio closed on Friday',
      body: 'Everyone takes the day **off**.',
    });
    for (const who of [s.as.staff, s.as.pm, s.as.freelancer, s.as.voice])
      expect(await memoOf(who)).toEqual({
        _id: memo._id,
        feed: studioFeedId,
        title: 'Studio closed on Friday',
        bodyPreview: 'Everyone takes the day off.',
      });
    expect(await memoOf(s.as.client)).toBeNull();
    expect(titles(await listPosts(s.as.freelancer, 'feed=mine'))).toContain('Studio closed on Friday');
    expect(titles(await listPosts(s.as.voice, `feed=${studioFeedId}`))).toEqual(['Studio closed on Friday']);
    // Only admins write memos, wherever they go.
    const refused = await s.as.staff.post('/api/posts', { feed: studioFeedId, type: 'memo', title: 'Mine' });
    expect(refused.statusCode).toBe(403);
  });

  it('tells the open screens of everyone who may read a new post, live, and no one else', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const open = async (email: string) => {
      const stream = await openStream(port, await t.signIn(email));
      streams.push(stream);
      return stream;
    };
    const staff = await open(s.people.staff.email);
    const freelancer = await open(s.people.freelancer.email);
    const client = await open(s.people.client.email);
    const memo = await createPost(s.as.admin, { feed: studioFeedId, type: 'memo', title: 'Payday moved' });
    const heard = { invalidate: [['posts']] };
    await vi.waitFor(() => {
      expect(staff.received).toContainEqual(heard);
      expect(freelancer.received).toContainEqual(heard);
    });
    expect(client.received).not.toContainEqual(heard);
    // A post in the staff feed reaches no freelancer's screen.
    freelancer.received.length = 0;
    staff.received.length = 0;
    await createPost(s.as.admin, { feed: 'staff', title: 'Staff rota' });
    await vi.waitFor(() => expect(staff.received).toContainEqual(heard));
    expect(freelancer.received).not.toContainEqual(heard);
    expect((await memoOf(s.as.freelancer))?._id).toBe(memo._id);
  });
});
