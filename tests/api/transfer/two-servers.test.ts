import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { richProject, storedKeys, transferKey } from '../../support/transfer.ts';

/**
 * Two real app instances side by side, each with its own database and its own store, listening on
 * loopback: every request here goes over HTTP, the transfer itself from one server to the other.
 */
const [sourcePort, targetPort] = [await freePort(), await freePort()];
const sourceUrl = `http://127.0.0.1:${sourcePort}`;
const targetUrl = `http://127.0.0.1:${targetPort}`;

let source: TestApp;
let target: TestApp;

const signIn = async (base: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    redirect: 'manual',
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

const getJson = async <T>(base: string, path: string, cookie: string): Promise<T> => {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

const bytes = async (base: string, key: string): Promise<Buffer> => {
  const response = await fetch(`${base}/media/${key}`);
  expect(response.status, key).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

beforeAll(async () => {
  [source, target] = await Promise.all([
    createTestApp({ jobs: false, config: { transferKey, publicUrl: sourceUrl, transferHosts: ['127.0.0.1'] } }),
    createTestApp({ jobs: false, config: { transferKey, publicUrl: targetUrl } }),
  ]);
  await Promise.all([
    source.app.listen({ port: sourcePort, host: '127.0.0.1' }),
    target.app.listen({ port: targetPort, host: '127.0.0.1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

describe('a project transferred between two running servers', () => {
  it('arrives whole: scenes, versions, cart, comments with their replies, delivered files and images, byte for byte', async () => {
    const admin = await source.createUser('admin', [], 'Ada Admin');
    const client = await source.createUser('client', [], 'Cleo Client');
    const sourceCookie = await signIn(sourceUrl, admin.email, admin.password);
    const send = async (
      method: 'GET' | 'POST',
      path: string,
      options: { payload?: unknown; upload?: { filename: string; content: Buffer } } = {},
    ) => {
      const form = new FormData();
      if (options.upload)
        form.append('file', new Blob([new Uint8Array(options.upload.content)]), options.upload.filename);
      const response = await fetch(`${sourceUrl}${path}`, {
        method,
        headers: {
          cookie: sourceCookie,
          ...(options.payload === undefined || options.upload ? {} : { 'content-type': 'application/json' }),
        },
        ...(options.upload
          ? { body: form }
          : options.payload === undefined
            ? {}
            : { body: JSON.stringify(options.payload) }),
      });
      const body = await response.text();
      return { status: response.status, body, json: () => JSON.parse(body) as unknown };
    };
    const project = await richProject(send, source.database, { collaboratorId: client._id });

    const response = await fetch(`${sourceUrl}/api/projects/${project.id}/transfer`, {
      method: 'POST',
      headers: { cookie: sourceCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ target: targetUrl }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: `${targetUrl}/app/projects/${project.id}`,
      message: `Project transferred to 127.0.0.1:${targetPort}`,
    });

    // The admin is unknown on the target: a client account there. An admin of the target reads the project.
    const targetAdmin = await target.createUser('admin', [], 'Tess Target');
    const targetCookie = await signIn(targetUrl, targetAdmin.email, targetAdmin.password);
    const [sent, arrived] = await Promise.all([
      getJson<{ project: unknown }>(sourceUrl, `/api/projects/${project.id}`, sourceCookie),
      getJson<{ project: unknown }>(targetUrl, `/api/projects/${project.id}`, targetCookie),
    ]);
    const comparable = (view: unknown) => {
      const { collabs: _collabs, ...rest } = view as Record<string, unknown>;
      return rest;
    };
    expect(comparable(arrived.project)).toEqual(comparable(sent.project));

    const scenesPath = `/api/projects/${project.id}/scenes`;
    const [sentScenes, arrivedScenes] = await Promise.all([
      getJson<{ scenes: unknown[] }>(sourceUrl, scenesPath, sourceCookie),
      getJson<{ scenes: unknown[] }>(targetUrl, scenesPath, targetCookie),
    ]);
    expect(arrivedScenes.scenes).toHaveLength(2);
    expect(arrivedScenes.scenes).toEqual(sentScenes.scenes);

    const cartPath = `/api/projects/${project.id}/cart`;
    const [sentCart, arrivedCart] = await Promise.all([
      getJson<{ cart: unknown }>(sourceUrl, cartPath, sourceCookie),
      getJson<{ cart: unknown }>(targetUrl, cartPath, targetCookie),
    ]);
    expect(arrivedCart.cart).toEqual(sentCart.cart);
    // The collaborator is the same person on the target, under the target's own account for that e-mail.
    const collaborators = await target.database.executeSql(
      'select u.email, u.level from project_collabs c join users u on u.id = c.user_id where c.project_id = $1',
      [project.id],
    );
    expect(collaborators.rows).toEqual([{ email: client.email, level: 'client' }]);

    const commentsPath = `/api/comments?itemId=${project.id}&tag=none`;
    const [sentComments, arrivedComments] = await Promise.all([
      getJson<{ items: { _id: string; text: string; replies: unknown[]; user: unknown }[] }>(
        sourceUrl,
        commentsPath,
        sourceCookie,
      ),
      getJson<{ items: { _id: string; text: string; replies: unknown[]; user: unknown }[] }>(
        targetUrl,
        commentsPath,
        targetCookie,
      ),
    ]);
    expect(arrivedComments.items.map((comment) => [comment._id, comment.text, comment.replies.length])).toEqual(
      sentComments.items.map((comment) => [comment._id, comment.text, comment.replies.length]),
    );
    expect(arrivedComments.items).toHaveLength(1);

    const keys = await storedKeys(source.config);
    expect(keys.length).toBeGreaterThanOrEqual(5);
    expect(await storedKeys(target.config)).toEqual(keys);
    for (const key of keys) expect((await bytes(targetUrl, key)).equals(await bytes(sourceUrl, key)), key).toBe(true);
  });
});
