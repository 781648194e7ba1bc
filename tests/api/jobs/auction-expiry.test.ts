import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openPostgres, type Database } from '#server/db/client.ts';
import { jobs, notifications } from '#server/db/schema/index.ts';
import type { Job } from '#shared/jobs/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  createJobAs,
  dayMs,
  expectOk,
  insertProject,
  jobOf,
  manualClock,
  studio,
  type Studio,
} from './job-fixtures.ts';

/**
 * Issue 13: the server closes an auction at its expiry in the background (decision 060), with no
 * request touching it, once, however many instances run. The test's clock starts a day early, so
 * an auction of one day expires a few seconds from now by the database's clock, which is the one
 * the queue waits on; moving the test's clock on by the day makes the server agree it expired.
 */
const expiryLeadMs = 3000;
const fastJobs = { pollingIntervalSeconds: 0.5 };

const startClock = () => manualClock(new Date(Date.now() - dayMs + expiryLeadMs));

const expiredAtOf = async (t: TestApp, jobId: string): Promise<Date | null> => {
  const [row] = await t.database.db.select({ expiredAt: jobs.expiredAt }).from(jobs).where(eq(jobs.id, jobId));
  return row?.expiredAt ?? null;
};

const expiryNews = (t: TestApp, jobId: string) =>
  t.database.db
    .select({ userId: notifications.userId, actorId: notifications.actorId, itemAction: notifications.itemAction })
    .from(notifications)
    .where(and(eq(notifications.itemId, jobId), eq(notifications.itemAction, 'job-expire')));

/** The pg-boss jobs of one name about one auction (the sweep's have no key). */
const queueJobs = async (database: Database, name: string, key: string | null) => {
  const { rows } = await database.executeSql(
    `SELECT state, start_after FROM pgboss.job WHERE name = $1 AND coalesce(singleton_key, '') = $2 ORDER BY created_on`,
    [name, key ?? ''],
  );
  return rows.map((row) => ({ state: String(row.state), startAfter: new Date(row.start_after as Date | string) }));
};

const queueIdle = async (database: Database) => {
  const { rows } = await database.executeSql(
    `SELECT count(*)::int AS busy FROM pgboss.job WHERE name LIKE 'auction-expiry%' AND state IN ('created', 'retry', 'active') AND start_after <= now()`,
  );
  expect(rows[0]?.busy).toBe(0);
};

describe('auction expiry in the background', () => {
  it('closes an expired auction without any request touching it, and tells its creator and bidders', async () => {
    const time = startClock();
    const t = await createTestApp({ clock: time.clock, jobs: fastJobs });
    const s = await studio(t);
    const projectId = await insertProject(t.database.db, 'Auction project');
    const job = await createJobAs(s.as.pm, { projectId, isAuction: true, expiresIn: 1, bidLimit: 3 });
    expectOk(await s.as.recorder.post(`/api/jobs/${job._id}/claim-spot`));
    // The close waits in the queue for the expiry date.
    const [waiting] = await queueJobs(t.database, 'auction-expiry', job._id);
    expect(waiting?.state).toBe('created');
    expect(waiting?.startAfter.getTime()).toBe(new Date(job.expiryDate!).getTime());

    time.advance(dayMs);
    const expiredAt = await vi.waitFor(
      async () => {
        const value = await expiredAtOf(t, job._id);
        expect(value).not.toBeNull();
        return value;
      },
      { timeout: expiryLeadMs + 20_000, interval: 100 },
    );
    expect(expiredAt!.getTime()).toBe(time.clock.now().getTime());
    // A close is done once its news is written.
    await vi.waitFor(() => queueIdle(t.database), { timeout: 20_000, interval: 100 });
    const news = await expiryNews(t, job._id);
    expect(news.map((row) => row.userId).sort()).toEqual([s.pm._id, s.recorder._id].sort());
    expect(news.every((row) => row.actorId === null)).toBe(true);

    const seen = jobOf(expectOk(await s.as.pm.get(`/api/jobs/${job._id}`)));
    expect(seen.isExpired).toBe(true);
    const { items } = (await s.as.pm.get('/api/notifs')).json<{ items: { itemAction: string; itemTitle: string }[] }>();
    expect(items.find((item) => item.itemAction === 'job-expire')).toMatchObject({ itemTitle: 'Recording' });
    await t.close();
  });

  it('closes an auction whose expiry passed while the app was closed, at the next start', async () => {
    const time = startClock();
    const t = await createTestApp({ clock: time.clock, jobs: false });
    const s = await studio(t);
    const projectId = await insertProject(t.database.db, 'Auction project');
    const job = await createJobAs(s.as.pm, { projectId, isAuction: true, expiresIn: 1 });
    await t.app.close();
    time.advance(dayMs);
    await new Promise((resolve) => setTimeout(resolve, expiryLeadMs));
    expect(await expiredAtOf(t, job._id)).toBeNull();

    const restarted = await buildApp({ config: t.config, database: t.database, clock: time.clock, jobs: fastJobs });
    await vi.waitFor(async () => expect(await expiredAtOf(t, job._id)).not.toBeNull(), {
      timeout: 20_000,
      interval: 100,
    });
    await vi.waitFor(() => queueIdle(t.database), { timeout: 20_000, interval: 100 });
    expect((await queueJobs(t.database, 'auction-expiry', job._id)).map((row) => row.state)).toEqual(['completed']);
    expect((await expiryNews(t, job._id)).map((row) => row.userId)).toEqual([s.pm._id]);
    await restarted.close();
    await t.database.close();
  });
});

describe('auction expiry with two instances on one database', () => {
  const time = startClock();
  let t: TestApp;
  let s: Studio;
  let other: { app: FastifyInstance; database: Database };

  beforeAll(async () => {
    t = await createTestApp({ clock: time.clock, jobs: fastJobs });
    s = await studio(t);
    // On PostgreSQL the second instance has its own pool, as a second process would; PGlite is one connection.
    const url = (t.database as { url?: string }).url;
    const database = url ? await openPostgres(url) : t.database;
    other = { database, app: await buildApp({ config: t.config, database, clock: time.clock, jobs: fastJobs }) };
  });
  afterAll(async () => {
    await other.app.close();
    if (other.database !== t.database) await other.database.close();
    await t.close();
  });

  it('closes the auction once and notifies once, whichever instance runs its job or its sweep', async () => {
    const projectId = await insertProject(t.database.db, 'Auction project');
    const job: Job = await createJobAs(s.as.pm, { projectId, isAuction: true, expiresIn: 1 });
    expectOk(await s.as.recorder.post(`/api/jobs/${job._id}/claim-spot`));
    time.advance(dayMs);
    // Both instances' sweeps, brought forward from their minute, race the job sent at creation.
    for (const app of [t.app, other.app, t.app, other.app]) await app.queue.send('auction-expiry-sweep', {});
    await vi.waitFor(async () => expect(await expiredAtOf(t, job._id)).not.toBeNull(), {
      timeout: expiryLeadMs + 20_000,
      interval: 100,
    });
    const expiredAt = await expiredAtOf(t, job._id);

    // Once the job at expiry has run, a second close of the same auction changes nothing.
    await vi.waitFor(
      async () =>
        expect((await queueJobs(t.database, 'auction-expiry', job._id)).map((row) => row.state)).toEqual(['completed']),
      {
        timeout: expiryLeadMs + 20_000,
        interval: 100,
      },
    );
    expect(await other.app.queue.send('auction-expiry', { jobId: job._id }, { singletonKey: job._id })).toBe(true);
    // Queued, or one already waits: either way a sweep runs after this point.
    await t.app.queue.send('auction-expiry-sweep', {});
    await vi.waitFor(() => queueIdle(t.database), { timeout: 20_000, interval: 100 });

    expect(await expiredAtOf(t, job._id)).toEqual(expiredAt);
    const news = await expiryNews(t, job._id);
    expect(news.map((row) => row.userId).sort()).toEqual([s.pm._id, s.recorder._id].sort());
  });
});
