import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pageDataSchema } from '#shared/app/page-data.ts';
import { studioFeedId, type Feed } from '#shared/feeds/feeds.ts';
import { useTestApp } from '../../support/test-app.ts';
import { openStream, type OpenedStream } from '../notifications/live-fixtures.ts';
import { caller } from '../comments/comment-fixtures.ts';
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

describe('hiding a memo (issue 35 item 12)', () => {
  const hide = (who: typeof s.as.staff, postId: string) => who.post(`/api/posts/${postId}/hide-memo`, {});

  it('keeps the memo hidden for that user on every device until a newer memo, and for no one else', async () => {
    const first = await createPost(s.as.admin, { feed: studioFeedId, type: 'memo', title: 'Fire drill on Monday' });
    // A second device: another sign-in of the same person, with its own session.
    const phone = caller(t, await t.signIn(s.people.freelancer.email));
    expect((await memoOf(phone))?._id).toBe(first._id);

    const hidden = await hide(s.as.freelancer, first._id);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ message: 'Memo hidden until a newer memo is posted', memo: null });
    // Older memos stay hidden with it: the banner does not fall back to them.
    expect(await memoOf(s.as.freelancer)).toBeNull();
    expect(await memoOf(phone)).toBeNull();
    expect((await memoOf(s.as.voice))?._id).toBe(first._id);
    // Hiding is not reading: the memo's readers list stays true.
    const read = (await s.as.admin.get(`/api/posts/${first._id}`)).json<{ post: { readBy: unknown[] } }>();
    expect(read.post.readBy).toEqual([]);

    const newer = await createPost(s.as.admin, { feed: studioFeedId, type: 'memo', title: 'Fire drill moved' });
    expect((await memoOf(phone))?._id).toBe(newer._id);
    // A screen still showing the older memo cannot hide the newer one with it.
    expect((await hide(phone, first._id)).statusCode).toBe(200);
    expect((await memoOf(s.as.freelancer))?._id).toBe(newer._id);
    expect((await hide(phone, newer._id)).json()).toMatchObject({ memo: null });
    expect(await memoOf(s.as.freelancer)).toBeNull();
  });

  it('refuses a post that is not a memo, and anyone outside the team', async () => {
    const post = await createPost(s.as.admin, { feed: studioFeedId, title: 'Lunch menu' });
    const notMemo = await hide(s.as.staff, post._id);
    expect([notMemo.statusCode, notMemo.json().message]).toEqual([400, 'Only a memo can be hidden from the banner']);
    const memo = await createPost(s.as.admin, { feed: studioFeedId, type: 'memo', title: 'New coffee machine' });
    expect((await hide(s.as.client, memo._id)).statusCode).toBe(403);
    expect((await hide(s.as.visitor, memo._id)).statusCode).toBe(401);
  });
});
