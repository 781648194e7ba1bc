import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { isDatabaseUnavailable } from '#server/lib/database-unavailable.ts';
import { openStream } from '../notifications/live-fixtures.ts';
import { addCollaborators, insertProject, insertScene } from '../notifications/notification-fixtures.ts';
import { seedProject } from '../../support/projects.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const postgresAdminUrl = inject('postgresAdminUrl');

/** Only a real server can go away; the parity run on PostgreSQL 15 runs this file. */
describe.runIf(postgresAdminUrl)('the database going away mid-request (issue 20, faults)', () => {
  let t: TestApp;
  let databaseName: string;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });

  beforeAll(async () => {
    t = await createTestApp();
    databaseName = new URL((t.database as { url?: string }).url ?? '').pathname.slice(1);
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
    await admin.end();
    await t.close();
  });

  /** Closes the database to new connections and ends the app's open ones, as a restart or failover does. */
  const takeDatabaseAway = async () => {
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`);
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
  };
  const bringDatabaseBack = () => admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);

  it('answers 503 with a message while it is away, saves nothing, and serves again when it returns, without a restart', async () => {
    const pm = await t.createUser('staff', ['project-manager']);
    const cookie = await t.signIn(pm.email);
    const project = await seedProject(t.database.db, { title: 'Before the outage' });

    await takeDatabaseAway();
    for (const request of [
      { method: 'GET' as const, url: '/api/projects' },
      { method: 'POST' as const, url: `/api/projects/${project.id}`, payload: { title: 'Renamed during the outage' } },
    ]) {
      const response = await t.app.inject({ ...request, headers: { cookie } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      // The id a user can quote finds the request's log lines (decision 105).
      expect(response.json()).toEqual({
        message: 'The database is not answering. Nothing was saved; try again in a moment.',
        requestId: response.headers['x-request-id'],
      });
    }

    await bringDatabaseBack();
    const after = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}`, headers: { cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.json().project.title).toBe('Before the outage');
    const renamed = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}`,
      headers: { cookie },
      payload: { title: 'Renamed after it came back' },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('a connection ended inside a transaction fails its next statement as unavailable (503), and the process carries on', async () => {
    const failure = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await takeDatabaseAway();
        // The server's goodbye reaches the held connection between two statements, with no query to fail.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`SELECT 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await bringDatabaseBack();
    expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    expect((await t.database.executeSql('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('an open live stream carries changes again within 2 s of the database’s return, without reconnecting', async () => {
    const databaseUrl = (t.database as { url?: string }).url ?? null;
    // LISTEN/NOTIFY is used when the app is given the database's address, as in production.
    const live = await buildApp({ config: { ...t.config, databaseUrl }, database: t.database, jobs: false });
    try {
      await live.listen({ port: 0, host: '127.0.0.1' });
      const staff = await t.createUser('staff', [], 'Sam Staff');
      const projectId = await insertProject(t.database.db, 'Live through a restart');
      const sceneId = await insertScene(t.database.db, projectId);
      await addCollaborators(t.database.db, projectId, [staff._id]);
      const cookie = await t.signIn(staff.email);
      const stream = await openStream((live.server.address() as AddressInfo).port, cookie);
      expect(stream.status).toBe(200);

      await takeDatabaseAway();
      // Longer than one try to listen again: the database is still away when it is made.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await bringDatabaseBack();
      const backAt = Date.now();
      await vi.waitFor(
        async () => {
          // Through the app that publishes with NOTIFY: the change reaches the stream through LISTEN.
          const posted = await live.inject({
            method: 'POST',
            url: '/api/comments',
            headers: { cookie },
            payload: { itemType: 'scene', itemId: sceneId, text: 'After the restart' },
          });
          expect(posted.statusCode).toBe(200);
          expect(stream.received).toContainEqual({ invalidate: [['comments', sceneId]] });
        },
        { timeout: 2000, interval: 200 },
      );
      expect(Date.now() - backAt).toBeLessThan(2000);
      expect(stream.ended()).toBe(false);
      stream.close();
    } finally {
      await live.close();
    }
  });
});
