import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentListResponse } from '#shared/comments/comments.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { liveHtmlProblems, xssPayloads } from '../../support/xss.ts';
import { caller, insertProject, insertScene, type Caller } from './comment-fixtures.ts';

let t: TestApp;
let sceneId: string;
let asStaff: Caller;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.createUser('staff');
  asStaff = caller(t, await t.signIn(staff.email));
  sceneId = await insertScene(t.database.db, await insertProject(t.database.db));
});
afterAll(async () => {
  await t.close();
});

describe('markdown carrying script or event-handler HTML', () => {
  it('has a corpus of at least 30 payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(30);
  });

  it.each(xssPayloads)('never comes back as live HTML: %s', async (payload) => {
    const created = await asStaff.post('/api/comments', {
      itemType: 'scene',
      itemId: sceneId,
      text: payload,
      tag: 'prod',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { comment } = created.json<{ comment: Comment }>();
    expect(comment.text).toBe(payload.trim());
    expect(liveHtmlProblems(comment.html)).toEqual([]);

    const edited = await asStaff.post(`/api/comments/${comment._id}`, { text: `edited ${payload}` });
    expect(liveHtmlProblems(edited.json<{ comment: Comment }>().comment.html)).toEqual([]);

    const listed = (await asStaff.get(`/api/comments?itemId=${sceneId}&tag=prod&limit=1`)).json<CommentListResponse>();
    expect(listed.items[0]?._id).toBe(comment._id);
    expect(liveHtmlProblems(listed.items[0]?.html ?? '')).toEqual([]);
  });

  it('the checker itself catches live HTML', () => {
    expect(liveHtmlProblems('<p><img src=x onerror=alert(1)></p>')).toContain('tag <img>');
    expect(liveHtmlProblems('<a href="javascript:alert(1)">x</a>')).toEqual(['href javascript:alert(1)']);
    expect(liveHtmlProblems('<a href="https://ok.example" onclick="x">x</a>')).toEqual(['attribute onclick']);
  });

  it('keeps safe links, opening them in a new tab without handing over the page', async () => {
    const created = await asStaff.post('/api/comments', {
      itemType: 'scene',
      itemId: sceneId,
      text: 'See [the brief](https://example.com/brief) and https://example.com/x',
    });
    expect(created.json<{ comment: Comment }>().comment.html).toBe(
      '<p>See <a href="https://example.com/brief" target="_blank" rel="noopener noreferrer nofollow">the brief</a> and <a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">https://example.com/x</a></p>\n',
    );
  });
});
