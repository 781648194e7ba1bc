import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
});
