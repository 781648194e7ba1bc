import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pageDataSchema } from '#shared/app/page-data.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { locale: 'th', mediaHost: 'https://media.example.test/' } });
});
afterAll(() => t.close());

const pageDataFrom = (html: string) => {
  const match = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no page data in the page');
  return pageDataSchema.parse(JSON.parse(match[1]));
};

it('injects user, locale, media host and memo into every /app/* path', async () => {
  const staff = await t.createUser('staff', ['script'], 'Page Data Staff');
  const cookie = await t.signIn(staff.email);
  const admin = await t.createUser('admin', [], 'Page Data Admin');
  const memoResponse = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { cookie: await t.signIn(admin.email) },
    payload: { feed: 'staff', type: 'memo', title: 'Studio closed on Friday', body: 'Enjoy the **long** weekend.' },
  });
  expect(memoResponse.statusCode, memoResponse.body).toBe(200);
  const memoId = memoResponse.json<{ post: { _id: string } }>().post._id;
  for (const url of [
    '/app/',
    '/app/projects?filter=my-projects',
    '/app/projects/1234/scenes',
    '/app/some/deep/route',
  ]) {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(pageDataFrom(response.body)).toEqual({
      user: expect.objectContaining({ _id: staff._id, name: 'Page Data Staff', level: 'staff' }),
      locale: 'th',
      mediaHost: 'https://media.example.test/',
      memo: { _id: memoId, feed: 'staff', title: 'Studio closed on Friday', bodyPreview: 'Enjoy the long weekend.' },
    });
  }
});

it('injects a null user for visitors', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/app/projects/abc' });
  expect(pageDataFrom(response.body).user).toBeNull();
});

it('keeps a hostile user name inside the JSON so it cannot break out of the script element', async () => {
  const hostileName = '</script><script>alert(1)</script><!--\u2028';
  const user = await t.createUser('client', [], hostileName);
  const cookie = await t.signIn(user.email);
  const response = await t.app.inject({ method: 'GET', url: '/app/', headers: { cookie } });
  expect(response.body).not.toContain('<script>alert(1)');
  expect(response.body.match(/<\/script>/g)).toHaveLength(1);
  expect(pageDataFrom(response.body).user?.name).toBe(hostileName);
});

it('redirects / and /app to /app/', async () => {
  for (const url of ['/', '/app']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/app/');
  }
});

it("sends the browser's default /favicon.ico to the app icon", async () => {
  const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
  expect(response.statusCode).toBe(301);
  expect(response.headers.location).toBe('/img/favicon.svg');
});

it('sends the page compressed as the browser accepts it, brotli first, and plain to one that accepts neither', async () => {
  const user = await t.createUser('staff', ['script'], 'Compressed Page Staff');
  const cookie = await t.signIn(user.email);
  const pageFor = async (acceptEncoding: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/app/projects',
      headers: { cookie, 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('accept-encoding');
    return response;
  };
  const brotli = await pageFor('gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(pageDataFrom(brotliDecompressSync(brotli.rawPayload).toString('utf8')).user?.name).toBe(
    'Compressed Page Staff',
  );
  const gzip = await pageFor('gzip, br;q=0');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(pageDataFrom(gunzipSync(gzip.rawPayload).toString('utf8')).user?.name).toBe('Compressed Page Staff');
  const plain = await pageFor('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(pageDataFrom(plain.body).user?.name).toBe('Compressed Page Staff');
});
