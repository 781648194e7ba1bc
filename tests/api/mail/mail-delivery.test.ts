import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailRefusals, outgoingMails } from '#server/db/schema/index.ts';
import type { ListedUser } from '#shared/users/schemas.ts';
import { readMail, startSmtpSink } from '../../support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { manualClock } from '../jobs/job-fixtures.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

let sink: Sink;
let t: TestApp;
let adminCookie: string;
// A clock of its own, behind the database's: a retry's job (sent for the clock's next try) is due at once
// for pg-boss, and finds its row due only once the test moves the clock.
const time = manualClock();

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ clock: time.clock, jobs: { pollingIntervalSeconds: 0.5 }, config: { smtpUrl: sink.url } });
  const admin = await t.createUser('admin', [], 'Ada Admin');
  adminCookie = await t.signIn(admin.email);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** An admin creates an account: its invitation is the mail under test. */
const invite = async (email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: adminCookie },
    payload: { name: email.split('@')[0], email, level: 'staff', role: [] },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const rowOf = async (email: string) => {
  const rows = await t.database.db.select().from(outgoingMails).where(eq(outgoingMails.toAddress, email));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

const receivedBy = (email: string) => sink.received.filter((mail) => mail.to.includes(email));

/** The mail job's run, now that the clock says a try is due; waits for any job already queued to finish first. */
const runMailJob = async () => {
  await vi.waitFor(
    async () => {
      const { rows } = await t.database.executeSql(
        `SELECT state FROM pgboss.job WHERE name = 'outgoing-mail' AND state IN ('created', 'retry', 'active')`,
      );
      expect(rows).toEqual([]);
    },
    { timeout: 5000, interval: 50 },
  );
  expect(await t.app.queue.send('outgoing-mail', {})).toBe(true);
};

describe('mail through the outgoing queue (decision 106)', () => {
  it('answered 421, waits with backoff, and is delivered exactly once when the server takes it', async () => {
    const email = 'busy-day@example.test';
    sink.failNext(1, 421);
    await invite(email);
    const waiting = await rowOf(email);
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, refusedAt: null });
    expect(waiting.lastError).toContain('try later');
    expect(waiting.nextAttemptAt.getTime() - time.clock.now().getTime()).toBe(30_000);
    expect(receivedBy(email)).toEqual([]);

    time.advance(31_000);
    await runMailJob();
    await vi.waitFor(async () => expect((await rowOf(email)).sentAt).not.toBeNull(), { timeout: 5000, interval: 50 });
    expect(receivedBy(email)).toHaveLength(1);
    expect(readMail(receivedBy(email)[0]!.raw).subject).toBe('Your Explainer Studio account');
    expect(receivedBy(email)[0]!.raw).toContain(`Message-ID: <${waiting.id}@explainer.studio>`);

    // Another run, after the mail went: nothing is sent twice.
    time.advance(60 * 60_000);
    await runMailJob();
    await runMailJob();
    expect(receivedBy(email)).toHaveLength(1);
  });

  it('refused with 550 is recorded as refused, not tried again, and shown to admins beside the user', async () => {
    const email = 'no-such-box@example.test';
    sink.refuse(email);
    await invite(email);
    const refused = await rowOf(email);
    expect(refused.refusedAt).not.toBeNull();
    expect(refused).toMatchObject({ attempts: 0, sentAt: null });
    const [refusal] = await t.database.db.select().from(mailRefusals).where(eq(mailRefusals.address, email));
    expect(refusal).toMatchObject({ code: 550 });
    expect(refusal!.reason).toContain('No such mailbox here');

    time.advance(2 * 60 * 60_000);
    await runMailJob();
    await runMailJob();
    expect(await rowOf(email)).toEqual(refused);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/users?lookup=${encodeURIComponent('no-such-box')}`,
      headers: { cookie: adminCookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const [listed] = list.json<{ items: ListedUser[] }>().items;
    expect(listed?.mailRefusal).toMatchObject({ address: email, code: 550 });
    expect(listed?.mailRefusal?.reason).toContain('No such mailbox here');
  });

  it('with the server down, the request succeeds, the mail waits, and it is delivered once when the server is back', async () => {
    const email = 'while-down@example.test';
    await sink.stop();
    await invite(email);
    const waiting = await rowOf(email);
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, refusedAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Still down at the next try: it waits longer (1 min after the second try).
    time.advance(31_000);
    await runMailJob();
    await vi.waitFor(async () => expect((await rowOf(email)).attempts).toBe(2), { timeout: 5000, interval: 50 });
    expect((await rowOf(email)).nextAttemptAt.getTime() - time.clock.now().getTime()).toBe(60_000);

    await sink.start();
    time.advance(61_000);
    await runMailJob();
    await vi.waitFor(async () => expect((await rowOf(email)).sentAt).not.toBeNull(), { timeout: 5000, interval: 50 });
    expect(receivedBy(email)).toHaveLength(1);
    await runMailJob();
    expect(receivedBy(email)).toHaveLength(1);
  });
});
