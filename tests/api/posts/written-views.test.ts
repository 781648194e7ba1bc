import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '#server/db/schema/index.ts';
import {
  postListResponseSchema,
  postResponseSchema,
  postSchema,
  postWriteResponseSchema,
  type Post,
} from '#shared/posts/posts.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';
import { useTestApp } from '../../support/test-app.ts';
import { createFeed, useStudio } from './post-fixtures.ts';

const t = useTestApp();
const s = useStudio(t);

const postKeys = Object.keys(postSchema.shape).sort();

describe('the post answers PostgreSQL writes (decision 082)', () => {
  it('write every field of the view as the schema has it, the ratings and to-dos the reader’s own', async () => {
    const { as, people } = s;
    const feed = await createFeed(as.admin, { name: `Written ${Date.now()}` });
    const created = await as.staff.post('/api/posts', {
      feed: feed._id,
      title: 'Café "quotes" \\ ✓',
      body: 'A **bold** start',
      rating: 2,
      users: [people.freelancer._id, people.pm._id],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(postWriteResponseSchema.parse(created.json())).toEqual(created.json());
    const { post } = created.json<{ post: Post }>();
    await as.staff.post(`/api/posts/${post._id}/section`, { id: 'Objective', content: 'Sell coffee' });
    await as.staff.post(`/api/posts/${post._id}/section`, { id: 'Storyline', content: 'A barista' });
    await as.freelancer.post(`/api/posts/${post._id}/rate`, { rating: 5 });
    await as.freelancer.post(`/api/posts/${post._id}/todo`, {});
    await as.freelancer.post(`/api/posts/${post._id}/track-users`, { readBy: true, okBy: true });
    await as.pm.post(`/api/posts/${post._id}/track-users`, { readBy: true, markAsRead: true });

    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post._id));
    const page = (await as.freelancer.get(`/api/posts?feed=${feed._id}`)).json();
    expect(postListResponseSchema.parse(page)).toEqual(page);
    const [listed] = page.items;
    expect(Object.keys(listed).sort()).toEqual(postKeys);
    expect(listed).toEqual({
      _id: post._id,
      feed: feed._id,
      title: 'Café "quotes" \\ ✓',
      body: 'A **bold** start',
      bodyHtml: '<p>A <strong>bold</strong> start</p>\n',
      bodyPreview: 'A bold start',
      type: 'post',
      private: false,
      files: [],
      users: [
        { _id: people.freelancer._id, name: 'Fran Freelancer', picture: defaultAvatar },
        { _id: people.pm._id, name: 'Pat Manager', picture: defaultAvatar },
      ],
      user: people.staff._id,
      author: { _id: people.staff._id, name: 'Sam Staff', picture: defaultAvatar },
      rating: 2,
      ratings: { [people.freelancer._id]: 5 },
      readBy: [
        { user: people.freelancer._id, markAsRead: false },
        { user: people.pm._id, markAsRead: true },
      ],
      okBy: [people.freelancer._id],
      todoBy: [people.freelancer._id],
      done: false,
      sections: [
        { id: 'Storyline', content: 'A barista', html: '<p>A barista</p>\n' },
        { id: 'Objective', content: 'Sell coffee', html: '<p>Sell coffee</p>\n' },
      ],
      created: row?.createdAt.toISOString(),
      updated: row?.updatedAt.toISOString(),
    });

    // The same post, read alone, and as another reader: their own rating and to-do, none.
    const alone = (await as.freelancer.get(`/api/posts/${post._id}`)).json();
    expect(postResponseSchema.parse(alone)).toEqual(alone);
    expect(alone.post).toEqual(listed);
    const asPm = (await as.pm.get(`/api/posts/${post._id}`)).json<{ post: Post }>().post;
    expect(asPm).toEqual({ ...listed, ratings: {}, todoBy: [] });
  });

  it('write an empty page as an empty list', async () => {
    const feed = await createFeed(s.as.admin, { name: `Empty ${Date.now()}` });
    const page = await s.as.admin.get(`/api/posts?feed=${feed._id}`);
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(page.json()).toEqual({ items: [] });
  });
});
