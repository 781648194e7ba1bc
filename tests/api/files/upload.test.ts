import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUploadBytes } from '#shared/files/constants.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { backends, tmpUploadsLeft, type BackendUnderTest } from '../../support/storage-backends.ts';
import { brokenPng, imageSize, jpegImage, pixelBombPng, pngImage } from '../../support/images.ts';
import {
  multipartBody,
  multipartFieldOnly,
  multipartHeaders,
  streamedMultipartBody,
  type MultipartFile,
} from '../../support/multipart.ts';

const malformed = 'The upload arrived incomplete or malformed; try sending the file again';

describe.each(backends)('POST /api/files/upload on the $name backend', (backend) => {
  let t: TestApp;
  let store: BackendUnderTest;
  let cookie: string;

  beforeAll(async () => {
    store = await backend.start();
    t = await createTestApp({ config: store.config });
    const user = await t.createUser('freelancer');
    cookie = await t.signIn(user.email);
  });
  afterAll(async () => {
    await t.close();
    await store.stop();
  });

  const upload = (file: MultipartFile, headers: Record<string, string> = { cookie }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...multipartHeaders, ...headers },
      payload: multipartBody(file),
    });

  const media = (key: string) => t.app.inject({ method: 'GET', url: `/media/${key}` });

  it('stores an image with a thumbnail and a large version that keep its proportions', async () => {
    const response = await upload({
      filename: 'storyboard.png',
      content: await pngImage(2400, 1600),
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    const { file, url, message } = response.json();
    expect(file).toMatchObject({ name: 'storyboard.png', type: 'image/png', isImage: true, width: 2400, height: 1600 });
    expect(file.versions).toEqual({ thumb: { name: `${file.id}t.jpg` }, large: { name: `${file.id}_l.jpg` } });
    expect(url).toBe(`/media/${file.id}.png`);
    expect(message).toBe('Uploaded storyboard.png');
    expect(await store.storedKeys(t.config)).toEqual(
      expect.arrayContaining([`${file.id}.png`, `${file.id}t.jpg`, `${file.id}_l.jpg`]),
    );

    const thumb = await media(`${file.id}t.jpg`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await imageSize(thumb.rawPayload)).toEqual({ width: 320, height: 213, format: 'jpeg' });
    const large = await media(`${file.id}_l.jpg`);
    expect(await imageSize(large.rawPayload)).toEqual({ width: 1920, height: 1280, format: 'jpeg' });
    expect(imageUrl(t.config.mediaHost, file.id, '_l')).toBe(`/media/${file.id}_l.jpg`);
  });

  it('never enlarges a small image', async () => {
    const { file } = (await upload({ filename: 'icon.jpg', content: await jpegImage(200, 100) })).json();
    expect(await imageSize((await media(`${file.id}t.jpg`)).rawPayload)).toMatchObject({ width: 200, height: 100 });
    expect(await imageSize((await media(`${file.id}_l.jpg`)).rawPayload)).toMatchObject({ width: 200, height: 100 });
  });

  it('treats a PNG renamed .pdf as the image it is', async () => {
    const response = await upload({
      filename: 'brief.pdf',
      content: await pngImage(640, 480),
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(201);
    const { file, url } = response.json();
    expect(file).toMatchObject({ name: 'brief.pdf', type: 'image/png', isImage: true, key: `${file.id}.png` });
    expect(url).toBe(`/media/${file.id}.png`);
    expect((await media(`${file.id}t.jpg`)).statusCode).toBe(200);
  });

  it('treats a text file renamed .jpg as text: stored as it is, no versions, never shown inline', async () => {
    const text = 'Scene 1: the client waves.\nScene 2: the logo.\n';
    const response = await upload({ filename: 'photo.jpg', content: text, contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    expect(file).toMatchObject({
      name: 'photo.jpg',
      type: 'text/plain',
      isImage: false,
      key: `${file.id}.txt`,
      size: text.length,
      versions: {},
    });
    expect(await store.storedKeys(t.config)).not.toContain(`${file.id}t.jpg`);
    const original = await media(file.key);
    expect(original.body).toBe(text);
    expect(original.headers['content-type']).toMatch(/^text\/plain/);
    expect(original.headers['content-disposition']).toBe('attachment');
  });

  it('keeps other files as they are', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const { file } = (await upload({ filename: 'contract.pdf', content: pdf })).json();
    expect(file).toMatchObject({ type: 'application/pdf', isImage: false, key: `${file.id}.pdf` });
    expect((await media(file.key)).rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses bytes that claim to be an image but are not, and stores nothing', async () => {
    const before = await store.storedKeys(t.config);
    const response = await upload({ filename: 'broken.png', content: await brokenPng() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'broken.png looks like an image but could not be read; it may be damaged',
    });
    expect(await store.storedKeys(t.config)).toEqual(before);
  });

  it("refuses a decompression bomb (a 40 KB PNG of 272 million pixels) at sharp's pixel limit in moments, and stores nothing", async () => {
    const before = await store.storedKeys(t.config);
    const bomb = pixelBombPng(16_500);
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    const response = await upload({ filename: 'bomb.png', content: bomb, contentType: 'image/png' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'bomb.png looks like an image but could not be read; it may be damaged',
    });
    expect(await store.storedKeys(t.config)).toEqual(before);
    expect(tmpUploadsLeft(t.config)).toEqual([]);
  });

  it('keeps an SVG with a script as a plain file: no image versions, served only as an attachment', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';
    const response = await upload({ filename: 'logo.svg', content: svg, contentType: 'image/svg+xml' });
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    expect(file).toMatchObject({ isImage: false, versions: {} });
    const served = await media(file.key);
    expect(served.headers['content-type']).not.toMatch(/svg|html/);
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['scene\u0000.png.txt', 'scene.png.txt'],
  ])('stores a file named %j under the name %j, inside the storage root', async (raw, clean) => {
    const response = await upload({ filename: raw, content: 'plain notes' });
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    expect(file.name).toBe(clean);
    expect(file.key).toMatch(/^[\w-]+\.txt$/);
    expect(await store.storedKeys(t.config)).toContain(file.key);
  });

  it('refuses an image cut off half-way through its bytes with 400, and stores nothing', async () => {
    const before = await store.storedKeys(t.config);
    const body = multipartBody({ filename: 'frame.png', content: await pngImage(64, 48), contentType: 'image/png' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...multipartHeaders, cookie },
      payload: body.subarray(0, Math.floor(body.length * 0.6)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: malformed });
    expect(await store.storedKeys(t.config)).toEqual(before);
    expect(tmpUploadsLeft(t.config)).toEqual([]);
  });

  it('refuses a file over 60 MB with 413, leaving nothing in storage or in the temp folder', async () => {
    const before = await store.storedKeys(t.config);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...multipartHeaders, cookie },
      payload: streamedMultipartBody('raw-footage.mov', 61 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'raw-footage.mov is larger than the 60 MB upload limit' });
    expect(await store.storedKeys(t.config)).toEqual(before);
    expect(tmpUploadsLeft(t.config)).toEqual([]);
  });

  it('accepts a file of exactly 60 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...multipartHeaders, cookie },
      payload: streamedMultipartBody('exactly-at-the-limit.bin', maxUploadBytes),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().file).toMatchObject({ size: maxUploadBytes, type: 'text/plain' });
    expect(tmpUploadsLeft(t.config)).toEqual([]);
  });

  it.each([
    ['an empty file', multipartBody({ filename: 'notes.txt', content: '' }), 'notes.txt is empty'],
    [
      'a form without the file field',
      multipartFieldOnly('title', 'hello'),
      "No file was sent: attach it in the form field 'file'",
    ],
    [
      'a file in another field',
      multipartBody({ filename: 'a.txt', content: 'x', field: 'attachment' }),
      "No file was sent: attach it in the form field 'file'",
    ],
    [
      'a body cut off in the middle of the file',
      multipartBody({ filename: 'a.txt', content: 'hello there' }).subarray(0, 120),
      malformed,
    ],
    ['a body that is not multipart inside', Buffer.from('garbage'), malformed],
  ])('refuses %s with 400', async (_label, payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...multipartHeaders, cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Send the file as multipart/form-data in the field 'file'" });
  });

  it('asks a visitor to sign in', async () => {
    const response = await upload({ filename: 'a.txt', content: 'hello' }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue', redirectUrl: '/auth/login' });
  });

  it('answers 404 with a message for a media key that holds nothing', async () => {
    const response = await media('00000000-0000-0000-0000-000000000000t.jpg');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No media file at 00000000-0000-0000-0000-000000000000t.jpg' });
  });
});
