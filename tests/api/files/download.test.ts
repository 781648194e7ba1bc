import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadLinkLifetimeMs } from '#shared/files/constants.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { backends, type BackendUnderTest } from '../../support/storage-backends.ts';
import { pngImage } from '../../support/images.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';

const invalidLink = 'This download link is not valid: it was changed or is incomplete. Start the download again.';
const expiredLink = 'This download link has expired. Start the download again.';

describe.each(backends)('signed downloads on the $name backend', (backend) => {
  let t: TestApp;
  let store: BackendUnderTest;
  let fileId: string;

  beforeAll(async () => {
    store = await backend.start();
    t = await createTestApp({ config: store.config });
    const user = await t.createUser('client');
    const cookie = await t.signIn(user.email);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...multipartHeaders, cookie },
      payload: multipartBody({ filename: 'cover.png', content: await pngImage(800, 600) }),
    });
    fileId = uploaded.json().file.id;
  });
  afterAll(async () => {
    await t.close();
    await store.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const askForLink = (key: string, filename: string) =>
    t.app.inject({ method: 'GET', url: '/api/files/download', query: { key, filename } });

  const linkFor = async (key: string, filename: string): Promise<URL> => {
    const response = await askForLink(key, filename);
    expect(response.statusCode).toBe(200);
    return new URL(response.json().url, 'http://localhost');
  };

  const follow = (url: URL) => t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });

  it('answers a short-lived link that serves the file as an attachment under the given name', async () => {
    const url = await linkFor(`${fileId}_l.jpg`, 'Cover large.jpg');
    expect(url.pathname).toBe('/api/files/signed');
    const download = await follow(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Cover large.jpg"; filename*=UTF-8''Cover%20large.jpg`,
    );
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['cache-control']).toBe('private, no-store');
    const media = await t.app.inject({ method: 'GET', url: `/media/${fileId}_l.jpg` });
    expect(download.rawPayload.equals(media.rawPayload)).toBe(true);
  });

  it('serves byte ranges from /media/ and from a signed link, so videos seek and downloads resume', async () => {
    const whole = await t.app.inject({ method: 'GET', url: `/media/${fileId}_l.jpg` });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const part = await t.app.inject({
      method: 'GET',
      url: `/media/${fileId}_l.jpg`,
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(10, 20))).toBe(true);
    const url = await linkFor(`${fileId}_l.jpg`, 'Cover.jpg');
    const resumed = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { range: `bytes=${size - 4}-` },
    });
    expect(resumed.statusCode).toBe(206);
    expect(resumed.rawPayload.equals(whole.rawPayload.subarray(size - 4))).toBe(true);
    const beyond = await t.app.inject({
      method: 'GET',
      url: `/media/${fileId}_l.jpg`,
      headers: { range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.json().message).toBe(`The requested range is outside the file's ${size} bytes.`);
  });

  it('sanitises the file name: no folders, quotes or line breaks, and non-ASCII names survive', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd', 'attachment; filename="passwd"; filename*=UTF-8\'\'passwd'],
      [
        'a"b\r\nSet-Cookie: x=1.png',
        'attachment; filename="abSet-Cookie x=1.png"; filename*=UTF-8\'\'abSet-Cookie%20x%3D1.png',
      ],
      [
        'ภาพปก.png',
        'attachment; filename="_____.png"; filename*=UTF-8\'\'%E0%B8%A0%E0%B8%B2%E0%B8%9E%E0%B8%9B%E0%B8%81.png',
      ],
      ['...', 'attachment; filename="download"; filename*=UTF-8\'\'download'],
    ];
    for (const [filename, disposition] of cases) {
      const download = await follow(await linkFor(`${fileId}.png`, filename));
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe(disposition);
      expect(download.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses the link once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = await linkFor(`${fileId}t.jpg`, 'thumb.jpg');
    vi.setSystemTime(Date.now() + downloadLinkLifetimeMs - 1000);
    expect((await follow(url)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2000);
    const late = await follow(url);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: expiredLink });
  });

  it.each([
    ['the key', (url: URL) => url.searchParams.set('key', `${fileId}.png`)],
    ['the file name', (url: URL) => url.searchParams.set('filename', 'other.exe')],
    [
      'the expiry',
      (url: URL) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3_600_000)),
    ],
    [
      'the signature',
      // The first character carries six bits of the signature, and always changes (a fixed ending did not when
      // the signature already ended in it).
      (url: URL) => {
        const signature = url.searchParams.get('signature')!;
        url.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
      },
    ],
    ['no signature', (url: URL) => url.searchParams.delete('signature')],
    ['no expiry', (url: URL) => url.searchParams.delete('expires')],
  ])('refuses a link with %s changed', async (_label, tamper) => {
    const url = await linkFor(`${fileId}t.jpg`, 'thumb.jpg');
    tamper(url);
    const response = await follow(url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: invalidLink });
  });

  it('answers 404 for a key that holds nothing', async () => {
    const response = await askForLink('00000000-0000-0000-0000-000000000000.png', 'x.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No file is stored under 00000000-0000-0000-0000-000000000000.png' });
  });

  it.each([
    [{ filename: 'x.png' }, 'key is required'],
    [{ key: `${'a'}.png` }, 'filename is required'],
  ])('answers 400 for %j', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/files/download', query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  describe('keys that try to leave the storage root', () => {
    beforeAll(() => {
      writeFileSync(path.join(t.config.dataDir, 'session-secret'), 'top secret');
    });

    it.each([
      ['../session-secret', "Invalid file key: '.' and '..' are not allowed"],
      ['../../../../etc/passwd', "Invalid file key: '.' and '..' are not allowed"],
      ['/etc/passwd', 'Invalid file key: it must be relative, not an absolute path'],
      ['..%2Fsession-secret', 'Invalid file key: encoded characters such as %2F are not allowed'],
      ['..\\session-secret', 'Invalid file key: backslashes are not allowed'],
    ])('refuses %j when asked for a download link', async (key, message) => {
      const response = await askForLink(key, 'x');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it.each([
      '/media/..%2Fsession-secret',
      '/media/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/%2E%2E%2Fsession-secret',
      '/media/..%252Fsession-secret',
      '/media/..%5Csession-secret',
      '/media//etc/passwd',
      '/media/%2Fetc%2Fpasswd',
    ])('refuses %s under /media/', async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid file key: /);
      expect(response.body).not.toContain('top secret');
    });

    it('lets URL parsing resolve a plain ../ before routing, so it never reaches /media/', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/media/%2e%2e/session-secret' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found: GET /session-secret' });
    });
  });
});
