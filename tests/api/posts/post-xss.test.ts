import { describe, expect, it } from 'vitest';
import type { Post, PostListResponse } from '#shared/posts/posts.ts';
import { useTestApp } from '../../support/test-app.ts';
import { liveHtmlProblems, xssPayloads } from '../../support/xss.ts';
import { createPost, useStudio } from './post-fixtures.ts';

const t = useTestApp();
const s = useStudio(t);

describe('post bodies and sections carrying script or event-handler HTML', () => {
  it('has a corpus of at least 30 payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(30);
  });

  it.each(xssPayloads)('never store live HTML: %s', async (payload) => {
    const created = await s.as.staff.post('/api/posts', {
      feed: 'staff',
      title: `XSS ${payload.slice(0, 40)}`,
      body: payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { post } = created.json<{ post: Post }>();
    expect(post.body).toBe(payload);
    expect(liveHtmlProblems(post.bodyHtml)).toEqual([]);

    const edited = await s.as.staff.post(`/api/posts/${post._id}`, {
      feed: 'staff',
      title: 'edited',
      body: `edited ${payload}`,
    });
    expect(liveHtmlProblems(edited.json<{ post: Post }>().post.bodyHtml)).toEqual([]);

    const section = await s.as.staff.post(`/api/posts/${post._id}/section`, { id: 'Key Messages', content: payload });
    expect(section.statusCode, section.body).toBe(200);
    const stored = section.json<{ post: Post }>().post.sections.find((entry) => entry.id === 'Key Messages');
    expect(stored?.content).toBe(payload);
    expect(liveHtmlProblems(stored?.html ?? '')).toEqual([]);

    const listed = (await s.as.staff.get('/api/posts?feed=staff&sort=modified&limit=1')).json<PostListResponse>();
    expect(listed.items[0]?._id).toBe(post._id);
    expect(liveHtmlProblems(listed.items[0]?.bodyHtml ?? '')).toEqual([]);
    expect(listed.items[0]?.sections.every((entry) => liveHtmlProblems(entry.html).length === 0)).toBe(true);
  });

  it('keeps the preview plain text, decoded and cut with an ellipsis', async () => {
    const post = await createPost(s.as.staff, {
      feed: 'staff',
      title: 'Long',
      body: `Fish & chips <b>x</b> ${'word '.repeat(80)}`,
    });
    expect(post.bodyPreview.startsWith('Fish & chips <b>x</b> word')).toBe(true);
    expect(post.bodyPreview.endsWith('…')).toBe(true);
    expect(post.bodyPreview.length).toBeLessThanOrEqual(241);
  });
});
