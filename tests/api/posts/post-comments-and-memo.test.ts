import { describe, expect, it } from 'vitest';
import { pageDataSchema } from '#shared/app/page-data.ts';
import type { CommentListResponse } from '#shared/comments/comments.ts';
import { postSectionItemId } from '#shared/posts/posts.ts';
import { useTestApp } from '../../support/test-app.ts';
import { createFeed, createPost, useStudio } from './post-fixtures.ts';

const t = useTestApp();
const s = useStudio(t);

const memoOf = async (who: typeof s.as.staff) => {
  const response = await who.get('/api/page-data');
  return pageDataSchema.parse(response.json()).memo;
};

describe('comments on posts and post sections', () => {
  it('threads comments on a post and on each section, readable only by who may read the post', async () => {
    const post = await createPost(s.as.staff, { feed: 'staff', title: 'Story', type: 'story' });
    const onPost = await s.as.pm.post('/api/comments', { itemType: 'post', itemId: post._id, text: 'Nice' });
    expect(onPost.statusCode, onPost.body).toBe(200);
    const sectionItem = postSectionItemId(post._id, 'Key Messages');
    const onSection = await s.as.staff.post('/api/comments', {
      itemType: 'post-section',
      itemId: sectionItem,
      text: 'Shorter please',
    });
    expect(onSection.statusCode, onSection.body).toBe(200);
    expect(onSection.json<{ comment: { itemType: string } }>().comment.itemType).toBe('post-section');
    const thread = (
      await s.as.pm.get(`/api/comments?itemId=${encodeURIComponent(sectionItem)}&tag=none`)
    ).json<CommentListResponse>();
    expect(thread.items.map((comment) => comment.text)).toEqual(['Shorter please']);
    expect(thread.item.title).toBe('Key Messages · Story');
    const postThread = (await s.as.pm.get(`/api/comments?itemId=${post._id}&tag=none`)).json<CommentListResponse>();
    expect(postThread.items.map((comment) => comment.text)).toEqual(['Nice']);

    expect((await s.as.freelancer.get(`/api/comments?itemId=${post._id}&tag=none`)).statusCode).toBe(404);
    expect(
      (await s.as.freelancer.post('/api/comments', { itemType: 'post-section', itemId: sectionItem, text: 'sneaky' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.as.client.get(`/api/comments?itemId=${encodeURIComponent(sectionItem)}&itemType=post-section&tag=none`))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.as.staff.post('/api/comments', { itemType: 'post-section', itemId: `${post._id}-Ending`, text: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the memo in the page data', () => {
  it('carries the newest memo the user has not read, and none once read', async () => {
    const feed = await createFeed(s.as.admin, { name: 'Memos' });
    await createPost(s.as.admin, { feed: feed._id, title: 'Older memo', type: 'memo', body: 'First' });
    const newest = await createPost(s.as.admin, {
      feed: feed._id,
      title: 'Office closed Friday',
      type: 'memo',
      body: 'The office is **closed** on Friday.',
    });
    expect(await memoOf(s.as.freelancer)).toEqual({
      _id: newest._id,
      feed: feed._id,
      title: 'Office closed Friday',
      bodyPreview: 'The office is closed on Friday.',
    });
    // Expanding the memo is reading it: the banner moves on to the next unread memo.
    await s.as.freelancer.post(`/api/posts/${newest._id}/track-users`, { readBy: true });
    expect((await memoOf(s.as.freelancer))?.title).toBe('Older memo');
    expect((await memoOf(s.as.staff))?.title).toBe('Office closed Friday');
    expect(await memoOf(s.as.client)).toBeNull();
    expect(await memoOf(s.as.visitor)).toBeNull();
  });
});
