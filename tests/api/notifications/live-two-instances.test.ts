import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { LiveMessage } from '#shared/notifications/live.ts';
import { createTestApp, testPassword, type TestApp } from '../../support/test-app.ts';
import { openStream } from './live-fixtures.ts';
import { addCollaborators, caller, insertProject, insertScene } from './notification-fixtures.ts';

/**
 * Two server instances on one PostgreSQL (issue 15): a comment written through one reaches a stream
 * open on the other, through LISTEN/NOTIFY. Runs when the API tests run on PostgreSQL
 * (scripts/test-pg.sh); the embedded PGlite is one process and has nothing to fan out.
 */
let writer: TestApp;
let reader: FastifyInstance;
let databaseUrl: string | undefined;

beforeAll(async () => {
  writer = await createTestApp();
  databaseUrl = (writer.database as { url?: string }).url;
  if (!databaseUrl) return;
  await writer.app.close();
  const config = { ...writer.config, databaseUrl };
  writer.app = await buildApp({ config, database: writer.database, jobs: false });
  reader = await buildApp({ config, database: writer.database, jobs: false });
  await reader.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await reader?.close();
  await writer.close();
});

/** Signs in on the writer instance (TestApp.signIn talks to the app it was built with, closed here). */
const signInOnWriter = async (email: string): Promise<string> => {
  const response = await writer.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: testPassword },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
};

describe('live updates across instances', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a comment written on one instance reaches a stream open on the other',
    async () => {
      const client = await writer.createUser('client', [], 'Cleo Client');
      const staff = await writer.createUser('staff', [], 'Sam Staff');
      const projectId = await insertProject(writer.database.db, 'Coffee shop explainer');
      const sceneId = await insertScene(writer.database.db, projectId);
      await addCollaborators(writer.database.db, projectId, [staff._id]);
      const staffCookie = await signInOnWriter(staff.email);

      const received: LiveMessage[] = [];
      const port = (reader.server.address() as AddressInfo).port;
      const request = http.get({ host: '127.0.0.1', port, path: '/api/live', headers: { cookie: staffCookie } });
      const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
      expect(response.statusCode).toBe(200);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const data of chunk.matchAll(/^data: (.*)$/gm)) received.push(JSON.parse(data[1]!) as LiveMessage);
      });

      const asClient = caller(writer, await signInOnWriter(client.email));
      const startedAt = Date.now();
      const posted = await asClient.post('/api/comments', {
        itemType: 'scene',
        itemId: sceneId,
        text: 'Across instances',
      });
      expect(posted.statusCode).toBe(200);
      await vi.waitFor(() => {
        expect(received).toContainEqual({ invalidate: [['comments', sceneId]] });
        expect(received).toContainEqual({ invalidate: [['notifications']] });
      });
      expect(Date.now() - startedAt).toBeLessThan(1000);
      request.destroy();
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "signing out on one instance ends the session's stream on the other within a second",
    async () => {
      const freelancer = await writer.createUser('freelancer', [], 'Fred Freelancer');
      const cookie = await signInOnWriter(freelancer.email);
      const stream = await openStream((reader.server.address() as AddressInfo).port, cookie);
      expect(stream.status).toBe(200);
      const signedOut = await writer.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
      expect(signedOut.statusCode).toBe(303);
      const signedOutAt = Date.now();
      await vi.waitFor(() => expect(stream.ended()).toBe(true), { timeout: 1000, interval: 10 });
      expect(Date.now() - signedOutAt).toBeLessThan(1000);
    },
  );
});
