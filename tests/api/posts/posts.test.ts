import { describe, expect, it } from 'vitest';
import type { Post } from '#shared/posts/posts.ts';
import { useTestApp } from '../../support/test-app.ts';
import { caller, insertUpload } from '../comments/comment-fixtures.ts';
import { createFeed, createPost, listPosts, titles, useStudio } from './post-fixtures.ts';

const t = useTestApp();
const s = useStudio(t);

const write = async (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ post: Post; message: string }>();
};

describe('POST /api/posts', () => {
  it('stores a markdown body as html with a preview, defaults type post and rating 3', async () => {
    const { as, people } = s;
    const created = await write(
      await as.staff.post('/api/posts', { feed: 'staff', title: '  Plan  ', body: 'Hello **team**\n\nSecond line' }),
    );
    expect(created.message).toBe('Post created');
    expect(created.post).toMatchObject({
      feed: 'staff',
      title: 'Plan',
      bodyHtml: '<p>Hello <strong>team</strong></p>\n<p>Second line</p>\n',
      bodyPreview: 'Hello team Second line',
      type: 'post',
      private: false,
      rating: 3,
      user: people.staff._id,
      author: { name: 'Sam Staff' },
      done: false,
    });
  });

  it('answers the title rule, unknown types and ratings out of range with 400', async () => {
    const { as } = s;
    for (const body of [{ feed: 'staff' }, { feed: 'staff', title: '   ' }]) {
      const response = await as.staff.post('/api/posts', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('Title is required');
    }
    expect((await as.staff.post('/api/posts', { feed: 'staff', title: 'x', type: 'poll' })).statusCode).toBe(400);
    expect(
      (await as.staff.post('/api/posts', { feed: 'staff', title: 'x', rating: 6 })).json<{ message: string }>().message,
    ).toContain('Choose a rating from 1 to 5');
  });

  it('takes posts in feeds the user belongs to and refuses aggregates, other levels, read-only feeds and memos from non-admins', async () => {
    const { as } = s;
    expect((await as.freelancer.post('/api/posts', { feed: 'freelancer', title: 'ok' })).statusCode).toBe(200);
    expect((await as.freelancer.post('/api/posts', { feed: 'storyboard', title: 'ok' })).statusCode).toBe(200);
    expect((await as.freelancer.post('/api/posts', { feed: 'staff', title: 'no' })).statusCode).toBe(404);
    const aggregate = await as.freelancer.post('/api/posts', { feed: 'all', title: 'no' });
    expect(aggregate.statusCode).toBe(403);
    expect(aggregate.json()).toEqual({ message: 'You cannot post in this feed' });
    const readOnly = await createFeed(as.admin, { name: 'Announcements', isReadOnly: true });
    expect((await as.staff.post('/api/posts', { feed: readOnly._id, title: 'no' })).statusCode).toBe(403);
    expect((await as.admin.post('/api/posts', { feed: readOnly._id, title: 'yes' })).statusCode).toBe(200);
    const memo = await as.staff.post('/api/posts', { feed: 'staff', title: 'Memo', type: 'memo' });
    expect(memo.statusCode).toBe(403);
    expect(memo.json()).toEqual({ message: 'Only admins can post memos' });
    expect(
      (await write(await as.admin.post('/api/posts', { feed: readOnly._id, title: 'Memo', type: 'memo' }))).message,
    ).toBe('Memo posted');
  });

  it('refuses clients (403) and visitors (401) on every posts endpoint', async () => {
    const { as } = s;
    const post = await createPost(as.staff, { feed: 'staff', title: 'Closed to clients' });
    const calls = [
      (who: typeof as.client) => who.get('/api/posts'),
      (who: typeof as.client) => who.get('/api/posts/search?term=x'),
      (who: typeof as.client) => who.get(`/api/posts/${post._id}`),
      (who: typeof as.client) => who.post('/api/posts', { feed: 'staff', title: 'x' }),
      (who: typeof as.client) => who.post(`/api/posts/${post._id}`, { feed: 'staff', title: 'x' }),
      (who: typeof as.client) => who.post(`/api/posts/${post._id}/rate`, { rating: 4 }),
      (who: typeof as.client) => who.post(`/api/posts/${post._id}/section`, { id: 'Other', content: 'x' }),
      (who: typeof as.client) => who.post(`/api/posts/${post._id}/todo`, {}),
      (who: typeof as.client) => who.post(`/api/posts/${post._id}/track-users`, { readBy: true }),
      (who: typeof as.client) => who.delete(`/api/posts/${post._id}`),
    ];
    for (const call of calls) {
      expect((await call(as.client)).statusCode).toBe(403);
      expect((await call(as.visitor)).statusCode).toBe(401);
    }
  });

  it('attaches only the author’s own uploads, and shows which are images', async () => {
    const { as, people } = s;
    const mine = await insertUpload(t.database.db, people.staff._id, 'moodboard.png', true);
    const pdf = await insertUpload(t.database.db, people.staff._id, 'brief.pdf', false);
    const theirs = await insertUpload(t.database.db, people.freelancer._id, 'theirs.png', true);
    const { post } = await write(
      await as.staff.post('/api/posts', { feed: 'staff', title: 'With files', files: [mine, pdf] }),
    );
    expect(post.files).toEqual([
      { id: mine, name: 'moodboard.png', type: 'image/png', isImage: true },
      { id: pdf, name: 'brief.pdf', type: 'application/pdf', isImage: false },
    ]);
    const refused = await as.staff.post('/api/posts', { feed: 'staff', title: 'Borrowed', files: [theirs] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Attach files you uploaded' });
    // An admin editing the post keeps the author's files.
    expect(
      (
        await write(
          await as.admin.post(`/api/posts/${post._id}`, { feed: 'staff', title: 'With files', files: [mine] }),
        )
      ).post.files,
    ).toHaveLength(1);
  });

  it('tags team members and refuses clients or unknown ids', async () => {
    const { as, people } = s;
    const { post } = await write(
      await as.staff.post('/api/posts', { feed: 'staff', title: 'Tagged', users: [people.freelancer._id] }),
    );
    expect(post.users).toEqual([{ _id: people.freelancer._id, name: 'Fran Freelancer', picture: '/img/avatar.jpg' }]);
    const refused = await as.staff.post('/api/posts', { feed: 'staff', title: 'Tagged', users: [people.client._id] });
    expect(refused.json()).toEqual({ message: 'Tag people from the list of the studio team' });
  });
});

describe('private posts (decision 051)', () => {
  it('reach their author, the people tagged on them and admins only', async () => {
    const { as, people } = s;
    const post = await createPost(as.staff, {
      feed: 'staff',
      title: 'Salary talk',
      private: true,
      users: [people.pm._id],
    });
    for (const who of [as.staff, as.pm, as.admin])
      expect((await who.get(`/api/posts/${post._id}`)).statusCode).toBe(200);
    const other = await t.createUser('staff', [], 'Other Staff');
    const otherCaller = caller(t, await t.signIn(other.email));
    expect((await otherCaller.get(`/api/posts/${post._id}`)).statusCode).toBe(404);
    expect(titles(await listPosts(otherCaller, 'feed=staff'))).not.toContain('Salary talk');
    expect(titles(await listPosts(as.pm, 'feed=staff'))).toContain('Salary talk');
  });
});

describe('POST /api/posts/:id and DELETE /api/posts/:id', () => {
  it('lets the author and an admin edit and remove, and nobody else', async () => {
    const { as } = s;
    const post = await createPost(as.staff, { feed: 'staff', title: 'Draft' });
    const refused = await as.pm.post(`/api/posts/${post._id}`, { feed: 'staff', title: 'Hijacked' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only the author or an admin can change this post' });
    const edited = await write(
      await as.staff.post(`/api/posts/${post._id}`, {
        feed: 'staff',
        title: 'Final',
        body: '*done*',
        type: 'todo',
        rating: 5,
      }),
    );
    expect(edited).toMatchObject({
      message: 'Post updated',
      post: { title: 'Final', bodyHtml: '<p><em>done</em></p>\n', type: 'todo', rating: 5 },
    });
    expect(
      (await write(await as.admin.post(`/api/posts/${post._id}`, { feed: 'staff', title: 'By admin' }))).post.title,
    ).toBe('By admin');
    expect((await as.pm.delete(`/api/posts/${post._id}`)).statusCode).toBe(403);
    expect((await as.staff.delete(`/api/posts/${post._id}`)).json()).toEqual({ message: 'Post removed' });
    expect((await as.staff.get(`/api/posts/${post._id}`)).statusCode).toBe(404);
    const second = await createPost(as.staff, { feed: 'staff', title: 'Admin removes' });
    expect((await as.admin.delete(`/api/posts/${second._id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a post that does not exist and 400 for an id that is not one', async () => {
    const { as } = s;
    expect((await as.staff.get('/api/posts/0b5c9a58-7a49-4b8e-9d2c-2f3c8d7e6a10')).statusCode).toBe(404);
    expect((await as.staff.get('/api/posts/not-an-id')).statusCode).toBe(400);
  });
});

describe('POST /api/posts/:id/section', () => {
  it('saves the fixed sections as html in their fixed order, for the author or an admin', async () => {
    const { as } = s;
    const post = await createPost(as.staff, { feed: 'staff', title: 'Story', type: 'story' });
    const saved = await write(
      await as.staff.post(`/api/posts/${post._id}/section`, { id: 'Objective', content: 'Sell **more** coffee' }),
    );
    expect(saved.message).toBe('Objective saved');
    await write(await as.admin.post(`/api/posts/${post._id}/section`, { id: 'Storyline', content: 'A barista' }));
    const { post: reloaded } = (await as.staff.get(`/api/posts/${post._id}`)).json<{ post: Post }>();
    expect(reloaded.sections).toEqual([
      { id: 'Storyline', content: 'A barista', html: '<p>A barista</p>\n' },
      { id: 'Objective', content: 'Sell **more** coffee', html: '<p>Sell <strong>more</strong> coffee</p>\n' },
    ]);
    expect((await as.staff.post(`/api/posts/${post._id}/section`, { id: 'Ending', content: 'x' })).statusCode).toBe(
      400,
    );
    expect((await as.pm.post(`/api/posts/${post._id}/section`, { id: 'Other', content: 'x' })).statusCode).toBe(403);
  });
});

describe('POST /api/posts/:id/todo (done)', () => {
  it('marks done and undone with the spec messages; a done post leaves the lists', async () => {
    const { as, people } = s;
    const feed = await createFeed(as.admin, { name: `Done ${Date.now()}` });
    const post = await createPost(as.staff, {
      feed: feed._id,
      title: 'Ship it',
      type: 'todo',
      users: [people.freelancer._id],
    });
    expect((await as.pm.post(`/api/posts/${post._id}/todo`, { done: true })).json()).toEqual({
      message: 'Only the author, an admin or the people tagged on this post can mark it done',
    });
    const done = await write(await as.freelancer.post(`/api/posts/${post._id}/todo`, { done: true }));
    expect(done).toMatchObject({ message: 'Marked as done', post: { done: true } });
    expect(titles(await listPosts(as.staff, `feed=${feed._id}`))).toEqual([]);
    const undone = await write(await as.staff.post(`/api/posts/${post._id}/todo`, { done: false }));
    expect(undone).toMatchObject({ message: 'Unmarked as done', post: { done: false } });
    expect(titles(await listPosts(as.staff, `feed=${feed._id}`))).toEqual(['Ship it']);
  });
});
