import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from '../../support/projects.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { transferKey } from '../../support/transfer.ts';

/**
 * Where a transfer may go (issue 40, item 12): only to hosts TRANSFER_HOSTS names, never to a
 * loopback, private or link-local address it does not name, and what the target answers is never
 * passed on. The only server reached is this recorder on 127.0.0.1.
 */
interface Recorded {
  method: string;
  url: string;
}
const recorded: Recorded[] = [];
let answer: { status: number; headers?: Record<string, string>; body: string } = { status: 500, body: '' };
let recorder: Server;
let port = 0;

/** One app per TRANSFER_HOSTS setting: none, names only, and the recorder's address. */
let unset: TestApp;
let namesOnly: TestApp;
let loopback: TestApp;

const secret = 'internal-secret-7f3a';

beforeAll(async () => {
  recorder = createServer((request, response) => {
    recorded.push({ method: request.method ?? '', url: request.url ?? '' });
    request.resume();
    request.on('end', () =>
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body),
    );
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  port = (recorder.address() as AddressInfo).port;
  const config = { transferKey, publicUrl: 'http://studio.example.test' };
  [unset, namesOnly, loopback] = await Promise.all([
    createTestApp({ jobs: false, config }),
    createTestApp({ jobs: false, config: { ...config, transferHosts: ['studio-b.example.test', 'localhost'] } }),
    createTestApp({ jobs: false, config: { ...config, transferHosts: ['127.0.0.1'] } }),
  ]);
});
afterAll(async () => {
  await Promise.all([unset?.close(), namesOnly?.close(), loopback?.close()]);
  await new Promise((resolve) => recorder?.close(resolve));
});

const transfer = async (source: TestApp, target: string) => {
  const admin = await source.createUser('admin');
  const project = await seedProject(source.database.db, { title: 'Not for strangers' });
  const response = await source.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/transfer`,
    headers: { cookie: await source.signIn(admin.email) },
    payload: { target },
  });
  return { status: response.statusCode, message: response.json<{ message: string }>().message, body: response.body };
};

describe('transfer targets', () => {
  it('sends nowhere while TRANSFER_HOSTS is unset', async () => {
    recorded.length = 0;
    const response = await transfer(unset, `http://127.0.0.1:${port}`);
    expect(response).toMatchObject({
      status: 400,
      message: `127.0.0.1:${port} is not a transfer target of this host: add it to TRANSFER_HOSTS`,
    });
    expect(recorded).toEqual([]);
  });

  // PORT is the recorder's: a refusal that failed would reach it, and the test would see it.
  it.each([
    '127.0.0.2:PORT',
    '0.0.0.0:PORT',
    '[::1]:PORT',
    '2130706433:PORT',
    '169.254.169.254',
    '10.0.0.1',
    '[fe80::1]',
    'other.example.test',
  ])('refuses http://%s, which TRANSFER_HOSTS does not name', async (host) => {
    recorded.length = 0;
    const response = await transfer(namesOnly, `http://${host.replace('PORT', String(port))}`);
    expect(response.status).toBe(400);
    expect(response.message).toMatch(/ is not a transfer target of this host: add it to TRANSFER_HOSTS$/);
    expect(recorded).toEqual([]);
  });

  it('resolves a named host and refuses it when it is at a loopback address TRANSFER_HOSTS does not name', async () => {
    recorded.length = 0;
    const response = await transfer(namesOnly, `http://localhost:${port}`);
    expect(response.status).toBe(400);
    expect(response.message).toMatch(
      new RegExp(
        `^localhost:${port} is at (127\\.0\\.0\\.1|::1), a loopback, private or link-local address: add that address or its range to TRANSFER_HOSTS to allow it$`,
      ),
    );
    expect(recorded).toEqual([]);
  });

  it('names only the address it is given: 127.0.0.1 allows no other loopback address', async () => {
    recorded.length = 0;
    const response = await transfer(loopback, `http://127.0.0.2:${port}`);
    expect(response).toMatchObject({
      status: 400,
      message: `127.0.0.2:${port} is not a transfer target of this host: add it to TRANSFER_HOSTS`,
    });
    expect(recorded).toEqual([]);
  });

  it.each([
    { status: 500, body: JSON.stringify({ message: secret }), expected: `127.0.0.1:PORT refused the transfer (500)` },
    { status: 404, body: `<html>${secret}</html>`, expected: `127.0.0.1:PORT refused the transfer (404)` },
    {
      status: 401,
      body: JSON.stringify({ message: secret }),
      expected: `127.0.0.1:PORT refused the transfer (401): it holds another TRANSFER_KEY, or none`,
    },
    {
      status: 200,
      body: JSON.stringify({ url: `http://internal.example.test/${secret}` }),
      expected: '127.0.0.1:PORT did not answer with the project’s address on it',
    },
    { status: 200, body: secret, expected: '127.0.0.1:PORT did not answer with the project’s address on it' },
  ])('never passes on what a configured target answers ($status $body)', async ({ status, body, expected }) => {
    recorded.length = 0;
    answer = { status, body };
    const response = await transfer(loopback, `http://127.0.0.1:${port}`);
    expect(response).toMatchObject({ status: 409, message: expected.replace('PORT', String(port)) });
    expect(response.body).not.toContain(secret);
    expect(recorded).toEqual([{ method: 'POST', url: '/api/projects/transfer-in' }]);
  });

  it('does not follow a redirect elsewhere', async () => {
    recorded.length = 0;
    answer = { status: 307, headers: { location: `http://127.0.0.1:${port}/elsewhere` }, body: '' };
    const response = await transfer(loopback, `http://127.0.0.1:${port}`);
    expect(response).toMatchObject({ status: 409, message: `127.0.0.1:${port} refused the transfer (307)` });
    expect(recorded).toEqual([{ method: 'POST', url: '/api/projects/transfer-in' }]);
  });
});
