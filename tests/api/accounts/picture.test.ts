import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { imageSize, jpegImage } from '../../support/images.ts';
import { multipartBody, multipartHeaders, type MultipartFile } from '../../support/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendPicture = (file: MultipartFile, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/picture',
    headers: { ...multipartHeaders, ...(cookie ? { cookie } : {}) },
    payload: multipartBody(file),
  });

describe('POST /api/accounts/picture', () => {
  it('stores the picture through the file pipeline and sets it on the user', async () => {
    const user = await t.createUser('client');
    const cookie = await t.signIn(user.email);
    const response = await sendPicture({ filename: 'me.jpg', content: await jpegImage(1200, 1200) }, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Profile picture updated');
    expect(body.user).toMatchObject({ _id: user._id, email: user.email });
    expect(body.user.picture).toMatch(/^\/media\/[0-9a-f-]{36}t\.jpg$/);

    const thumb = await t.app.inject({ method: 'GET', url: body.user.picture });
    expect(await imageSize(thumb.rawPayload)).toEqual({ width: 320, height: 320, format: 'jpeg' });
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
    expect(me.json().user.picture).toBe(body.user.picture);
  });

  it.each(['admin', 'staff', 'freelancer', 'client'] as const)('lets a %s change their own picture', async (level) => {
    const user = await t.createUser(level);
    const response = await sendPicture(
      { filename: 'me.jpg', content: await jpegImage(40, 40) },
      await t.signIn(user.email),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      _id: user._id,
      level,
      picture: expect.stringMatching(/^\/media\/[0-9a-f-]{36}t\.jpg$/),
    });
  });

  it('refuses a file that is not an image, naming the accepted types', async () => {
    const user = await t.createUser('staff');
    const cookie = await t.signIn(user.email);
    const response = await sendPicture({ filename: 'me.jpg', content: 'not really a photo' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'me.jpg is not an image: use JPEG, PNG, GIF, WEBP, AVIF, TIFF' });
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
    expect(me.json().user.picture).toBe('/img/avatar.jpg');
  });

  it('asks a visitor to sign in', async () => {
    const response = await sendPicture({ filename: 'me.jpg', content: await jpegImage(10, 10) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue');
  });
});
