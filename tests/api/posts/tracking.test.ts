import { describe, expect, it } from 'vitest';
import type { Post } from '#shared/posts/posts.ts';
import { useTestApp } from '../../support/test-app.ts';
import { createFeed, createPost, listPosts, titles, useStudio } from './post-fixtures.ts';

const t = useTestApp();
const s = useStudio(t);

const track = async (who: typeof s.as.staff, id: string, body: object) => {
  const response = await who.post(`/api/posts/${id}/track-users`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ post: Post; message: string }>();
};

const reload = async (who: typeof s.as.staff, id: string): Promise<Post> =>
  (await who.get(`/api/posts/${id}`)).json<{ post: Post }>().post;

describe('read, OK, to-do and rating are each user’s own', () => {
  it('expanding records a read that is not marked; the unread feed keeps the post until it is marked', async () => {
    const { as, people } = s;
    const feed = await createFeed(as.admin, { name: `Reads ${Date.now()}` });
    const post = await createPost(as.admin, { feed: feed._id, title: 'Read me' });
    const expanded = await track(as.staff, post._id, { readBy: true });
    expect(expanded.post.readBy).toEqual([{ user: people.staff._id, markAsRead: false }]);
    expect(titles(await listPosts(as.staff, 'feed=unread'))).toContain('Read me');
    const marked = await track(as.staff, post._id, { readBy: true, markAsRead: true });
    expect(marked.message).toBe('Marked as read');
    expect(titles(await listPosts(as.staff, 'feed=unread'))).not.toContain('Read me');
    // Expanding again never takes the mark back.
    expect((await track(as.staff, post._id, { readBy: true })).post.readBy).toEqual([
      { user: people.staff._id, markAsRead: true },
    ]);
    // The freelancer has read nothing.
    expect(titles(await listPosts(as.freelancer, 'feed=unread'))).toContain('Read me');
    expect((await track(as.staff, post._id, { readBy: false })).message).toBe('Marked as unread');
    expect(titles(await listPosts(as.staff, 'feed=unread'))).toContain('Read me');
  });

  it('one user’s read, OK, to-do and rating never change another’s', async () => {
    const { as, people } = s;
    const feed = await createFeed(as.admin, { name: `Isolation ${Date.now()}` });
    const post = await createPost(as.admin, { feed: feed._id, title: 'Shared memo board', rating: 2 });
    await track(as.freelancer, post._id, { readBy: true, markAsRead: true });
    expect((await track(as.freelancer, post._id, { okBy: true })).message).toBe('You said OK');
    expect((await as.freelancer.post(`/api/posts/${post._id}/todo`, {})).json<{ message: string }>().message).toBe(
      'Added to your to-do list',
    );
    expect(
      (await as.freelancer.post(`/api/posts/${post._id}/rate`, { rating: 5 })).json<{ message: string }>().message,
    ).toBe('Rated 5 of 5');

    const seenByFreelancer = await reload(as.freelancer, post._id);
    expect(seenByFreelancer).toMatchObject({
      okBy: [people.freelancer._id],
      todoBy: [people.freelancer._id],
      ratings: { [people.freelancer._id]: 5 },
      rating: 2,
    });
    const seenByStaff = await reload(as.staff, post._id);
    expect(seenByStaff.todoBy).toEqual([]);
    expect(seenByStaff.ratings).toEqual({});
    expect(seenByStaff.rating).toBe(2);
    expect(titles(await listPosts(as.staff, 'feed=unread'))).toContain('Shared memo board');
    expect(titles(await listPosts(as.staff, 'feed=todo'))).not.toContain('Shared memo board');
    expect(titles(await listPosts(as.freelancer, 'feed=todo'))).toContain('Shared memo board');

    // The staff member's own choices leave the freelancer's alone.
    await track(as.staff, post._id, { okBy: true });
    await track(as.staff, post._id, { okBy: false });
    await as.staff.post(`/api/posts/${post._id}/todo`, {});
    await as.staff.post(`/api/posts/${post._id}/todo`, { remove: true });
    await as.staff.post(`/api/posts/${post._id}/rate`, { rating: 1 });
    await track(as.staff, post._id, { readBy: false });
    expect(await reload(as.freelancer, post._id)).toMatchObject({
      okBy: [people.freelancer._id],
      todoBy: [people.freelancer._id],
      ratings: { [people.freelancer._id]: 5 },
      readBy: [{ user: people.freelancer._id, markAsRead: true }],
    });
    expect((await reload(as.staff, post._id)).ratings).toEqual({ [people.staff._id]: 1 });
  });

  it('removing from the to-do list takes the post out of the to-do feed', async () => {
    const { as } = s;
    const post = await createPost(as.staff, { feed: 'staff', title: 'Call the voice studio', type: 'todo' });
    await as.staff.post(`/api/posts/${post._id}/todo`, {});
    expect(titles(await listPosts(as.staff, 'feed=todo'))).toContain('Call the voice studio');
    expect(
      (await as.staff.post(`/api/posts/${post._id}/todo`, { remove: true })).json<{ message: string }>().message,
    ).toBe('Removed from your to-do list');
    expect(titles(await listPosts(as.staff, 'feed=todo'))).not.toContain('Call the voice studio');
  });

  it('refuses a rating out of range and a tracking call that says nothing', async () => {
    const { as } = s;
    const post = await createPost(as.staff, { feed: 'staff', title: 'Rate me' });
    for (const rating of [0, 6, 2.5, '4'])
      expect((await as.staff.post(`/api/posts/${post._id}/rate`, { rating })).statusCode).toBe(400);
    const empty = await as.staff.post(`/api/posts/${post._id}/track-users`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('Send readBy or okBy');
  });

  it('does not let a user track a post they cannot read', async () => {
    const { as } = s;
    const post = await createPost(as.staff, { feed: 'staff', title: 'Staff only' });
    expect((await as.freelancer.post(`/api/posts/${post._id}/track-users`, { readBy: true })).statusCode).toBe(404);
    expect((await as.freelancer.post(`/api/posts/${post._id}/rate`, { rating: 4 })).statusCode).toBe(404);
    expect((await as.freelancer.post(`/api/posts/${post._id}/todo`, {})).statusCode).toBe(404);
  });
});
