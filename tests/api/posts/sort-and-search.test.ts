import { beforeAll, describe, expect, it } from 'vitest';
import type { Feed } from '#shared/feeds/feeds.ts';
import type { Post } from '#shared/posts/posts.ts';
import { useTestApp } from '../../support/test-app.ts';
import { createFeed, createPost, listPosts, titles, useStudio } from './post-fixtures.ts';

const t = useTestApp();
const s = useStudio(t);
let feed: Feed;

beforeAll(async () => {
  feed = await createFeed(s.as.admin, { name: 'Sorting' });
  // Created in this order, one after another: A is the oldest.
  await createPost(s.as.staff, {
    feed: feed._id,
    title: 'A: coffee launch',
    rating: 2,
    body: 'Plain text about 100% arabica_beans',
  });
  await createPost(s.as.staff, { feed: feed._id, title: 'B: โปรโมชั่นกาแฟ', rating: 5, body: 'ร้านกาแฟเปิดใหม่ใจกลางเมือง' });
  await createPost(s.as.staff, { feed: feed._id, title: 'C: voice casting', rating: 3, body: 'Casting call' });
  await createPost(s.as.staff, { feed: feed._id, title: 'D: storyboard notes', rating: 4, body: 'Notes' });
});

describe('GET /api/posts sort', () => {
  it('orders latest, oldest and highest rated', async () => {
    expect(titles(await listPosts(s.as.staff, `feed=${feed._id}&sort=latest`))).toEqual([
      'D: storyboard notes',
      'C: voice casting',
      'B: โปรโมชั่นกาแฟ',
      'A: coffee launch',
    ]);
    expect(titles(await listPosts(s.as.staff, `feed=${feed._id}&sort=oldest`))).toEqual([
      'A: coffee launch',
      'B: โปรโมชั่นกาแฟ',
      'C: voice casting',
      'D: storyboard notes',
    ]);
    expect(titles(await listPosts(s.as.staff, `feed=${feed._id}&sort=rating`))).toEqual([
      'B: โปรโมชั่นกาแฟ',
      'D: storyboard notes',
      'C: voice casting',
      'A: coffee launch',
    ]);
  });

  it('sorts by the viewer’s own rating when they gave one', async () => {
    const [oldest] = await listPosts(s.as.freelancer, `feed=${feed._id}&sort=oldest&limit=1`);
    expect(oldest?.title).toBe('A: coffee launch');
    await s.as.freelancer.post(`/api/posts/${oldest?._id ?? ''}/rate`, { rating: 5 });
    expect(titles(await listPosts(s.as.freelancer, `feed=${feed._id}&sort=rating`)).slice(0, 2)).toEqual([
      'B: โปรโมชั่นกาแฟ',
      'A: coffee launch',
    ]);
    expect(titles(await listPosts(s.as.staff, `feed=${feed._id}&sort=rating`)).at(-1)).toBe('A: coffee launch');
  });

  it('fills a page shorter than the feed by the reader’s own ratings: a post rated up comes in, one rated down leaves', async () => {
    const byOldest = await listPosts(s.as.admin, `feed=${feed._id}&sort=oldest`);
    const idOf = (prefix: string) => byOldest.find((post) => post.title.startsWith(prefix))?._id ?? '';
    expect(titles(await listPosts(s.as.admin, `feed=${feed._id}&sort=rating&limit=2`))).toEqual([
      'B: โปรโมชั่นกาแฟ',
      'D: storyboard notes',
    ]);
    await s.as.admin.post(`/api/posts/${idOf('B:')}/rate`, { rating: 1 });
    await s.as.admin.post(`/api/posts/${idOf('A:')}/rate`, { rating: 4 });
    // D and A are both 4 as the admin sees them: the newer first.
    expect(titles(await listPosts(s.as.admin, `feed=${feed._id}&sort=rating&limit=2`))).toEqual([
      'D: storyboard notes',
      'A: coffee launch',
    ]);
    expect(titles(await listPosts(s.as.admin, `feed=${feed._id}&sort=rating&limit=3`)).at(-1)).toBe('C: voice casting');
    expect(titles(await listPosts(s.as.admin, `feed=${feed._id}&sort=rating`))).toEqual([
      'D: storyboard notes',
      'A: coffee launch',
      'C: voice casting',
      'B: โปรโมชั่นกาแฟ',
    ]);
  });

  it('orders last modified first', async () => {
    const [oldest] = await listPosts(s.as.staff, `feed=${feed._id}&sort=oldest&limit=1`);
    await s.as.staff.post(`/api/posts/${oldest?._id ?? ''}/section`, { id: 'Other', content: 'touched' });
    expect(titles(await listPosts(s.as.staff, `feed=${feed._id}&sort=modified&limit=1`))).toEqual(['A: coffee launch']);
  });

  it('bounds the page and refuses a bad sort or limit', async () => {
    expect(await listPosts(s.as.staff, `feed=${feed._id}&limit=2`)).toHaveLength(2);
    expect((await s.as.staff.get(`/api/posts?feed=${feed._id}&sort=best`)).statusCode).toBe(400);
    expect((await s.as.staff.get(`/api/posts?feed=${feed._id}&limit=101`)).statusCode).toBe(400);
    expect((await s.as.staff.get('/api/posts?feed=no-such-feed')).statusCode).toBe(404);
  });
});

describe('search over title and body', () => {
  it.each([
    ['coffee', ['A: coffee launch']],
    ['CASTING', ['C: voice casting']],
    ['กาแฟ', ['B: โปรโมชั่นกาแฟ']],
    ['เปิดใหม่', ['B: โปรโมชั่นกาแฟ']],
    ['100%', ['A: coffee launch']],
    ['ic_', []],
    ['arabica_beans', ['A: coffee launch']],
    ['%', ['A: coffee launch']],
  ])('search=%s', async (term, expected) => {
    expect(titles(await listPosts(s.as.staff, `feed=${feed._id}&search=${encodeURIComponent(term)}`))).toEqual(
      expected,
    );
  });

  it('GET /api/posts/search answers results with their feed, Thai included', async () => {
    const response = await s.as.staff.get(`/api/posts/search?term=${encodeURIComponent('ใจกลาง')}`);
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: { title: string; feed: string; type: Post['type'] }[] }>();
    expect(items).toEqual([expect.objectContaining({ title: 'B: โปรโมชั่นกาแฟ', feed: feed._id, type: 'post' })]);
    expect((await s.as.staff.get('/api/posts/search?term=%20%20')).json()).toEqual({ items: [] });
  });

  it('searches only what the viewer may read', async () => {
    const closed = await createFeed(s.as.admin, { name: 'Closed', users: [s.people.pm._id] });
    await createPost(s.as.admin, { feed: closed._id, title: 'Secret coffee plan' });
    expect(titles(await listPosts(s.as.staff, 'feed=all&search=Secret'))).toEqual([]);
    expect(titles(await listPosts(s.as.pm, 'feed=all&search=Secret'))).toEqual(['Secret coffee plan']);
  });
});
