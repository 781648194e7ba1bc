import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp({ limits: { contact: { max: 3, timeWindowMs: 60 * 60_000 } } });

const form = (fields: Record<string, string>, ip = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/contact',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicUrl },
    payload: new URLSearchParams(fields).toString(),
  });

const contactPosts = async (cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/posts?feed=admin', headers: { cookie } });
  return (response.json().items as { title: string; type: string; body: string }[]).filter(
    (post) => post.type === 'contact',
  );
};

const outbox = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'outbox'));
  } catch {
    return [];
  }
};

describe('the public site', () => {
  it('serves home, pricing, portfolio, contact and blog without sign-in, with titles, descriptions and Open Graph tags', async () => {
    for (const url of ['/home', '/pricing', '/portfolio', '/contact', '/blog']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body, url).toMatch(/<title>[^<]+ · Explainer Studio<\/title>/);
      expect(response.body, url).toContain('<meta name="description" content="');
      expect(response.body, url).toContain(`<meta property="og:url" content="http://localhost:3000${url}">`);
      expect(response.body, url).not.toContain('<script');
      // Issue 35 item 19: the header linked every public page but the blog.
      expect(response.body, url).toMatch(/<header>[\s\S]*<a href="\/blog">Blog<\/a>[\s\S]*<\/header>/);
    }
    const home = (await t.app.inject({ method: 'GET', url: '/home' })).body;
    expect(home).toContain('How ordering works');
    expect(home).toContain('href="/app/cart"');
  });

  it('lists the public pages in the sitemap and points robots at it', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const page of ['/home', '/pricing', '/portfolio', '/contact', '/blog'])
      expect(sitemap.body).toContain(`<loc>http://localhost:3000${page}</loc>`);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('shows a signed-in user’s footer background and the plain footer to visitors', async () => {
    const user = await t.createUser('client');
    await t.database.db.execute(`update users set bg = 'pattern-2' where id = '${user._id}'`);
    const cookie = await t.signIn(user.email);
    expect((await t.app.inject({ method: 'GET', url: '/home', headers: { cookie } })).body).toContain(
      '<footer class="bg-pattern-2">',
    );
    expect((await t.app.inject({ method: 'GET', url: '/home' })).body).toContain('<footer class="bg-none">');
  });
});

describe('the contact form', () => {
  it('delivers a message to the admins as a contact post and an e-mail, and answers clearly on bad input', async () => {
    const admin = await t.createUser('admin');
    const cookie = await t.signIn(admin.email);
    const mailsBefore = outbox().length;
    const bad = await form({ name: 'Nok', email: 'not-an-address', message: 'Hello' }, '198.51.100.7');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter a valid e-mail address');
    expect(bad.body).toContain('value="Nok"');
    expect(bad.body).toContain('>Hello</textarea>');
    const empty = await form({ name: 'Nok', email: 'nok@example.test', message: '  ' }, '198.51.100.7');
    expect(empty.body).toContain('Please write a message');

    const sent = await form(
      { name: 'Nok Bakery', email: 'nok@example.test', message: 'We need a 60 second video.', website: '' },
      '198.51.100.7',
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Thank you, your message has been sent.');
    const [post] = await contactPosts(cookie);
    expect(post).toMatchObject({ title: 'Contact: Nok Bakery' });
    expect(post?.body).toContain('We need a 60 second video.');
    expect(post?.body).toContain('nok@example.test');
    expect(outbox().length).toBe(mailsBefore + 1);
  });

  it('stores and sends nothing when the honeypot is filled, yet answers like a success', async () => {
    const admin = await t.createUser('admin');
    const cookie = await t.signIn(admin.email);
    const postsBefore = (await contactPosts(cookie)).length;
    const mailsBefore = outbox().length;
    const response = await form(
      { name: 'Bot', email: 'bot@example.test', message: 'Buy now', website: 'http://spam.example' },
      '192.0.2.50',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Thank you, your message has been sent.');
    expect((await contactPosts(cookie)).length).toBe(postsBefore);
    expect(outbox().length).toBe(mailsBefore);
  });

  it('refuses a fourth message within the hour from one visitor, keeping the words typed', async () => {
    for (let index = 0; index < 3; index += 1)
      expect(
        (await form({ name: 'Pim', email: 'pim@example.test', message: `Message ${index}` }, '192.0.2.99')).statusCode,
      ).toBe(200);
    const limited = await form({ name: 'Pim', email: 'pim@example.test', message: 'One more' }, '192.0.2.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain('Too many messages from you: please try again in an hour.');
    expect(limited.body).toContain('>One more</textarea>');
    expect((await form({ name: 'Other', email: 'o@example.test', message: 'Hi' }, '192.0.2.100')).statusCode).toBe(200);
  });
});
