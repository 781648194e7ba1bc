import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uploadAs = (cookie: string, filename: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...multipartHeaders, cookie },
    payload: multipartBody({ filename, content: `contents of ${filename}` }),
  });

describe('GET /api/files', () => {
  it("lists only the signed-in user's files, newest first, a page at a time", async () => {
    const owner = await t.createUser('staff');
    const other = await t.createUser('client');
    const ownerCookie = await t.signIn(owner.email);
    for (const name of ['one.txt', 'two.txt', 'three.txt']) await uploadAs(ownerCookie, name);
    await uploadAs(await t.signIn(other.email), 'someone-else.txt');

    const first = await t.app.inject({ method: 'GET', url: '/api/files?limit=2', headers: { cookie: ownerCookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(3);
    expect(first.json().items.map((file: { name: string }) => file.name)).toEqual(['three.txt', 'two.txt']);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/files?limit=2&skip=2',
      headers: { cookie: ownerCookie },
    });
    expect(second.json().items.map((file: { name: string }) => file.name)).toEqual(['one.txt']);
  });

  it.each([
    ['limit=0', 'limit must be between 1 and 100'],
    ['limit=500', 'limit must be between 1 and 100'],
    ['skip=-1', 'skip must not be negative'],
  ])('refuses %s', async (query, message) => {
    const user = await t.createUser('client');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/files?${query}`,
      headers: { cookie: await t.signIn(user.email) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('asks a visitor to sign in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/files' })).statusCode).toBe(401);
  });
});
