import { describe, expect, it } from 'vitest';
import { pngImage } from '../../support/images.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';
import { liveHtmlProblems, xssPayloads } from '../../support/xss.ts';
import { everyone, useScenesApi, type Who } from '../scenes/support.ts';

const { t, people, api } = useScenesApi();

/** The shared corpus plus what only the blog renders: pictures and video players. */
const blogPayloads = [
  ...xssPayloads,
  '![x](vbscript:msgbox(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '[![x](https://ok.example/a.png)](javascript:alert(1))',
  'https://www.youtube.com/watch?v="><script>alert(1)</script>',
  '[x](https://vimeo.com/1" onload="alert(1))',
  'https://drive.google.com/file/d/abc"onload="alert(1)/view',
  '![x" onerror="alert(1)](/media/a.jpg)',
  '<iframe src="https://www.youtube-nocookie.com/embed/x" onload="alert(1)"></iframe>',
  '[https://www.youtube.com/watch?v=abc](javascript:alert(1))',
];

const create = (who: Who, payload: Record<string, unknown>) => api.send(who, 'POST', '/api/blogposts/', payload);
const page = (path: string, who: Who = 'visitor') => api.send(who, 'GET', path);

/** The article's rendered body on the public page, as a visitor's browser receives it. */
const postBodyHtml = (html: string): string => {
  const start = html.indexOf('<div class="post-body">');
  const end = html.lastIndexOf('</div></article>');
  if (start < 0 || end < 0) throw new Error('the page has no post body');
  return html.slice(start + '<div class="post-body">'.length, end);
};

/** Tags of the page's own chrome that could run code: a script, a handler attribute, an address with a code scheme. */
const pageProblems = (html: string): string[] =>
  (html.match(/<[a-zA-Z][^>]*>/g) ?? []).flatMap((tag) => {
    const problems: string[] = [];
    if (/^<(script|iframe|object|embed)/i.test(tag)) problems.push(tag);
    if (/\son\w+\s*=/i.test(tag.replace(/"[^"]*"/g, '""'))) problems.push(tag);
    if (/\s(href|src|action)="\s*(javascript|vbscript|data):/i.test(tag)) problems.push(tag);
    return problems;
  });

describe('blog posts by level', () => {
  it.each(everyone)('%s: only admins create, edit and delete posts; everyone reads them', async (who) => {
    const created = await create(who, { title: `Hello from ${who}`, body: 'First words', tags: ['news'] });
    if (who !== 'admin') {
      expect(created.statusCode).toBe(who === 'visitor' ? 401 : 403);
      expect(created.json().message).toBe('Only admins can write the blog');
      const existing = (await create('admin', { title: 'Admin post', body: 'x', tags: [] })).json().post;
      const edited = await api.send(who, 'POST', `/api/blogposts/${existing._id}`, {
        title: 'Taken over',
        body: '',
        tags: [],
      });
      const deleted = await api.send(who, 'DELETE', `/api/blogposts/${existing._id}`);
      expect([edited.statusCode, deleted.statusCode]).toEqual([created.statusCode, created.statusCode]);
      const read = await api.send(who, 'GET', `/api/blogposts/${existing._id}`);
      expect(read.json().post).toMatchObject({ title: 'Admin post', body: 'x' });
      return;
    }
    expect(created.statusCode).toBe(200);
    const post = created.json().post;
    expect(created.json().message).toBe('Post created');
    expect(post).toMatchObject({
      title: 'Hello from admin',
      body: 'First words',
      tags: ['news'],
      slug: 'hello-from-admin',
    });
    expect(post.shortId).toMatch(/^[\w-]{8}$/);

    const edited = await api.send('admin', 'POST', `/api/blogposts/${post._id}`, {
      title: 'A better title',
      body: 'Second words',
      tags: ['news', 'studio'],
    });
    expect(edited.json()).toMatchObject({
      message: 'Post saved',
      post: { shortId: post.shortId, slug: 'a-better-title', tags: ['news', 'studio'] },
    });

    const oldAddress = await page(`/blog/${post.shortId}/hello-from-admin`);
    expect([oldAddress.statusCode, oldAddress.headers.location]).toEqual([301, `/blog/${post.shortId}/a-better-title`]);
    const current = await page(`/blog/${post.shortId}/a-better-title`);
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('<h1>A better title</h1>');
    expect(current.body).toContain('<meta property="og:type" content="article">');

    const deleted = await api.send('admin', 'DELETE', `/api/blogposts/${post._id}`);
    expect(deleted.json()).toEqual({ message: 'Post deleted' });
    expect((await page(`/blog/${post.shortId}/a-better-title`)).statusCode).toBe(404);
    expect((await api.send('admin', 'GET', `/api/blogposts/${post._id}`)).statusCode).toBe(404);
  });

  it('refuses a post without a title, keeping what was saved', async () => {
    const post = (await create('admin', { title: 'Kept title', body: 'kept', tags: [] })).json().post;
    for (const payload of [{ title: '   ', body: 'x' }, { body: 'no title at all' }]) {
      const response = await api.send('admin', 'POST', `/api/blogposts/${post._id}`, payload);
      expect([response.statusCode, response.json().message]).toEqual([400, 'Title is required']);
    }
    expect((await api.send('admin', 'GET', `/api/blogposts/${post._id}`)).json().post).toMatchObject({
      title: 'Kept title',
      body: 'kept',
    });
    expect((await api.send('admin', 'POST', '/api/blogposts/', { title: '' })).statusCode).toBe(400);
  });

  it('answers 404 for a post that does not exist', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await api.send('admin', 'GET', `/api/blogposts/${id}`)).json()).toEqual({
        message: 'Blog post not found',
      });
      expect((await api.send('admin', 'DELETE', `/api/blogposts/${id}`)).statusCode).toBe(404);
    }
    expect((await page('/blog/zzzzzzzz/anything')).statusCode).toBe(404);
  });
});

describe('blog images', () => {
  it('lets admins upload images and pick them; others are refused', async () => {
    const upload = (who: Who, filename: string, content: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blogposts/files',
        headers: { ...multipartHeaders, ...(people[who].cookie ? { cookie: people[who].cookie } : {}) },
        payload: multipartBody({ filename, content }),
      });
    const refused = await upload('pm', 'x.png', await pngImage(10, 10));
    expect(refused.statusCode).toBe(403);
    const notImage = await upload('admin', 'notes.png', 'just text');
    expect(notImage.statusCode).toBe(400);
    const uploaded = await upload('admin', 'cup.png', await pngImage(800, 450));
    expect(uploaded.statusCode).toBe(200);
    const { file, message } = uploaded.json();
    expect(message).toBe('Image uploaded');
    expect(file).toEqual({ id: expect.any(String), name: 'cup.png', url: `/media/${file.id}_l.jpg` });
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    const picker = await api.send('admin', 'GET', '/api/blogposts/files');
    expect(picker.json().items[0]).toEqual(file);
    expect((await api.send('staff', 'GET', '/api/blogposts/files')).statusCode).toBe(403);
  });
});

describe('blog bodies and titles against the XSS corpus', () => {
  it(`renders none of ${blogPayloads.length} payloads live on the public page`, async () => {
    expect(blogPayloads.length).toBeGreaterThanOrEqual(50);
    for (const payload of blogPayloads) {
      const post = (
        await create('admin', { title: `T ${payload}`, body: `${payload}\n\n${payload}`, tags: [payload.slice(0, 40)] })
      ).json().post;
      const html = (await page(`/blog/${post.shortId}/${post.slug}`)).body;
      expect(liveHtmlProblems(postBodyHtml(html), { blog: true }), payload).toEqual([]);
      // Outside the body the page holds no script, no handler and no dangerous address at all.
      expect(pageProblems(html.replace(postBodyHtml(html), '')), payload).toEqual([]);
      expect(html).toContain(
        `<h1>T ${payload.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}</h1>`,
      );
      expect(pageProblems((await page('/blog')).body), payload).toEqual([]);
    }
  });

  it('embeds the two video hosts and the cloud drive as players, and keeps an image from the media host', async () => {
    const body =
      'Intro\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\n[Reel](https://vimeo.com/76979871)\n\nhttps://drive.google.com/file/d/1AbC_d-9/view\n\n![Cup](/media/abc_l.jpg)';
    const post = (await create('admin', { title: 'Videos', body, tags: [] })).json().post;
    const html = postBodyHtml((await page(`/blog/${post.shortId}/${post.slug}`)).body);
    expect(liveHtmlProblems(html, { blog: true })).toEqual([]);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(html).toContain('src="https://drive.google.com/file/d/1AbC_d-9/preview"');
    expect(html).toContain('<img src="/media/abc_l.jpg" alt="Cup" loading="lazy">');
  });
});
