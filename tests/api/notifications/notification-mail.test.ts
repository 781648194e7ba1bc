import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { mailRefusals, notificationOutbox, users } from '#server/db/schema/index.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { readMail, startSmtpSink } from '../../support/smtp-sink.ts';
import { manualClock } from '../jobs/job-fixtures.ts';
import { addCollaborators, caller, insertProject, insertScene, type Caller } from './notification-fixtures.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

let sink: Sink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
afterEach(() => {
  sink.received.length = 0;
});

interface Studio {
  t: TestApp;
  staff: SessionUser;
  asClient: Caller;
  asStaff: Caller;
  sceneId: string;
  projectId: string;
  comment: (text: string) => Promise<void>;
  outboxOf: (userId: string) => Promise<(typeof notificationOutbox.$inferSelect)[]>;
}

const openStudio = async (options: Parameters<typeof createTestApp>[0] = {}): Promise<Studio> => {
  const t = await createTestApp({
    jobs: { pollingIntervalSeconds: 0.5 },
    ...options,
    config: { smtpUrl: sink.url, ...options.config },
  });
  const client = await t.createUser('client', [], 'Cleo Client');
  const staff = await t.createUser('staff', [], 'Sam Staff');
  const projectId = await insertProject(t.database.db, 'Coffee shop explainer');
  const sceneId = await insertScene(t.database.db, projectId);
  await addCollaborators(t.database.db, projectId, [staff._id]);
  const asClient = caller(t, await t.signIn(client.email));
  return {
    t,
    staff,
    asClient,
    asStaff: caller(t, await t.signIn(staff.email)),
    sceneId,
    projectId,
    comment: async (text) => {
      const response = await asClient.post('/api/comments', { itemType: 'scene', itemId: sceneId, text });
      expect(response.statusCode, response.body).toBe(200);
      await t.app.notificationsIdle();
    },
    outboxOf: (userId) => t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId)),
  };
};

/**
 * How long a wait for the mail job may take. Each wait ends as soon as the mail is there; the bound is for the suite
 * on a busy machine, where 25 mails took over 5 s (decision 121).
 */
const jobWaitMs = 20_000;

/** Waits until the worker has done with every outbox row of the user. */
const settled = async (studio: Studio, userId: string) =>
  vi.waitFor(
    async () => {
      const rows = await studio.outboxOf(userId);
      expect(rows.every((row) => row.sentAt !== null)).toBe(true);
      return rows;
    },
    { timeout: jobWaitMs, interval: 50 },
  );

/**
 * The minute schedule's run of the mail job, brought forward: the test's clock jumped, the
 * database's did not, so the schedule's next minute is still ahead.
 */
const runMinuteSchedule = async (studio: Studio) => {
  await vi.waitFor(async () => expect(await mailJobStates(studio)).not.toContain('created'), {
    timeout: jobWaitMs,
    interval: 50,
  });
  expect(await studio.t.app.queue.send('notification-mail', {})).toBe(true);
};

/** The states of the notification mail jobs in pg-boss's table, oldest first. */
const mailJobStates = async (studio: Studio): Promise<string[]> => {
  const { rows } = await studio.t.database.executeSql(
    `SELECT state FROM pgboss.job WHERE name = 'notification-mail' ORDER BY created_on`,
  );
  return rows.map((row) => String(row.state));
};

describe('notification e-mail', () => {
  it('is delivered over SMTP to the notification address, in English, with a link that lands on the item', async () => {
    const studio = await openStudio();
    await studio.t.database.db
      .update(users)
      .set({ notificationEmail: 'sam.alerts@example.test' })
      .where(eq(users.id, studio.staff._id));
    await studio.comment('Bigger cup please');
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: jobWaitMs });
    const [mail] = sink.received;
    expect(mail!.to).toEqual(['sam.alerts@example.test']);
    const { subject, text } = readMail(mail!.raw);
    expect(subject).toBe(
      'Explainer Studio: Cleo Client commented on Scene 1 · Coffee shop explainer (in Coffee shop explainer)',
    );
    expect(text).toContain('Bigger cup please');
    const [notification] = (await studio.asStaff.get('/api/notifs')).json<{ items: { _id: string }[] }>().items;
    expect(text).toContain(`Open it: http://localhost:3000/notifs/${notification!._id}`);
    // The mail reaches the sink before the worker's transaction marks the row sent.
    const [row] = await settled(studio, studio.staff._id);
    expect(row).toMatchObject({ attempts: 0, skipped: null, inDigest: false });
    expect(row!.sentAt).not.toBeNull();
    await studio.t.close();
  });

  it("goes to the account e-mail in a Thai deployment's language", async () => {
    const studio = await openStudio({ config: { locale: 'th' } });
    await studio.comment('ถ้วยใหญ่ขึ้น');
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: jobWaitMs });
    expect(sink.received[0]!.to).toEqual([studio.staff.email]);
    const { subject, text } = readMail(sink.received[0]!.raw);
    expect(subject).toBe(
      'แจ้งเตือนจาก Explainer Studio: Cleo Client แสดงความคิดเห็นใน ฉาก 1 · Coffee shop explainer (ใน Coffee shop explainer)',
    );
    expect(text).toContain('ถ้วยใหญ่ขึ้น');
    expect(text).toContain('เปิดดู: http://localhost:3000/notifs/');
    await studio.t.close();
  });

  it('is not sent when notification e-mails are off, nor about a muted project', async () => {
    const studio = await openStudio();
    const muted = await studio.asStaff.post(`/api/accounts/notification-mutes/${studio.projectId}`);
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json<{ message: string }>().message).toBe('No more e-mails about Coffee shop explainer');
    await studio.comment('While muted');
    const [mutedRow] = await settled(studio, studio.staff._id);
    expect(mutedRow!.skipped).toBe('muted');

    expect((await studio.asStaff.delete(`/api/accounts/notification-mutes/${studio.projectId}`)).statusCode).toBe(200);
    await studio.t.database.db.update(users).set({ notificationEmailOn: false }).where(eq(users.id, studio.staff._id));
    await studio.comment('While e-mail is off');
    // E-mail off at the time of writing: no outbox row at all.
    expect(await studio.outboxOf(studio.staff._id)).toHaveLength(1);
    expect(sink.received).toEqual([]);
    // The log still has both.
    expect((await studio.asStaff.get('/api/notifs')).json<{ count: number }>().count).toBe(2);
    await studio.t.close();
  });

  it('is retried with backoff when the mail host refuses it, then delivered', async () => {
    const time = manualClock(new Date());
    const studio = await openStudio({ clock: time.clock });
    sink.failNext(1);
    await studio.comment('Retry me');
    await vi.waitFor(
      async () => {
        const [row] = await studio.outboxOf(studio.staff._id);
        expect(row).toMatchObject({ attempts: 1, sentAt: null });
        expect(row!.lastError).toContain('Mailbox busy');
        expect(row!.nextAttemptAt.getTime() - time.clock.now().getTime()).toBeGreaterThan(25_000);
      },
      { timeout: jobWaitMs, interval: 50 },
    );
    expect(sink.received).toEqual([]);
    time.advance(31_000);
    await runMinuteSchedule(studio);
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: jobWaitMs });
    await studio.t.close();
  });

  it('refused for good (550) is not tried again, and the address is recorded for the admins (decision 106)', async () => {
    const studio = await openStudio();
    sink.refuse(studio.staff.email);
    await studio.comment('Nobody reads this box');
    const [row] = await settled(studio, studio.staff._id);
    expect(row).toMatchObject({ attempts: 0 });
    expect(row!.skipped).toMatch(/^refused: .*No such mailbox here/);
    const [refusal] = await studio.t.database.db
      .select()
      .from(mailRefusals)
      .where(eq(mailRefusals.address, studio.staff.email.toLowerCase()));
    expect(refusal).toMatchObject({ code: 550 });
    expect(sink.received).toEqual([]);
    await studio.t.close();
  });

  it('digest mode: at most one e-mail an hour, listing everything unread', async () => {
    const time = manualClock(new Date());
    const studio = await openStudio({ clock: time.clock });
    const digest = await studio.asStaff.post('/api/accounts/notification-digest', { digest: true });
    expect(digest.statusCode, digest.body).toBe(200);
    expect(digest.json<{ preferences: { digest: boolean } }>().preferences.digest).toBe(true);
    await studio.comment('First');
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: jobWaitMs });
    expect(readMail(sink.received[0]!.raw).subject).toBe('Explainer Studio: 1 unread notifications');

    time.advance(10 * 60_000);
    await studio.comment('Second');
    await studio.comment('Third');
    await vi.waitFor(
      async () => {
        const waiting = (await studio.outboxOf(studio.staff._id)).filter((row) => row.sentAt === null);
        expect(waiting).toHaveLength(2);
        expect(
          waiting.every((row) => row.lockedUntil === null && row.nextAttemptAt.getTime() > time.clock.now().getTime()),
        ).toBe(true);
      },
      { timeout: jobWaitMs, interval: 50 },
    );
    expect(sink.received).toHaveLength(1);

    time.advance(51 * 60_000);
    await runMinuteSchedule(studio);
    await vi.waitFor(() => expect(sink.received).toHaveLength(2), { timeout: jobWaitMs });
    const { subject, text } = readMail(sink.received[1]!.raw);
    expect(subject).toBe('Explainer Studio: 3 unread notifications');
    expect(text).toContain('You have 3 unread notifications:');
    expect(text.match(/Cleo Client commented on/g)).toHaveLength(3);
    await studio.t.close();
  });

  it('survives a restart: mail written while no worker runs is sent by the next start', async () => {
    const studio = await openStudio({ jobs: false });
    await studio.comment('Sent after the restart');
    expect((await studio.outboxOf(studio.staff._id)).map((row) => row.sentAt)).toEqual([null]);
    // The job the notification sent waits in the database, not in the closed process.
    expect(await mailJobStates(studio)).toEqual(['created']);
    await studio.t.app.close();
    expect(sink.received).toEqual([]);

    const restarted = await buildApp({
      config: studio.t.config,
      database: studio.t.database,
      jobs: { pollingIntervalSeconds: 0.5 },
    });
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: jobWaitMs });
    expect(readMail(sink.received[0]!.raw).text).toContain('Sent after the restart');
    await vi.waitFor(async () => expect((await mailJobStates(studio))[0]).toBe('completed'), {
      timeout: jobWaitMs,
      interval: 50,
    });
    await restarted.close();
    await studio.t.database.close();
  });

  it("stops after its batch when the app stops, and the job's next run after a start sends the rest, each once", async () => {
    const studio = await openStudio({ jobs: false });
    const texts = Array.from({ length: 45 }, (_, index) => `Backlog ${index}`);
    for (const text of texts) await studio.comment(text);
    await studio.t.app.close();
    const start = () =>
      buildApp({ config: studio.t.config, database: studio.t.database, jobs: { pollingIntervalSeconds: 0.5 } });

    const stopping = await start();
    await vi.waitFor(() => expect(sink.received.length).toBeGreaterThan(0), { timeout: jobWaitMs, interval: 10 });
    await stopping.close();
    // A batch is 20: the close waited for the one under way, not for the whole backlog.
    const sentBeforeStop = sink.received.length;
    expect(sentBeforeStop).toBeLessThan(texts.length);
    expect((await studio.outboxOf(studio.staff._id)).filter((row) => row.sentAt !== null)).toHaveLength(sentBeforeStop);

    const restarted = await start();
    try {
      // The stopped job ended its batch done; what is left waits for the job's next run, the minute schedule's.
      await runMinuteSchedule(studio);
      await settled(studio, studio.staff._id);
    } finally {
      // Closed whatever happened, so that its worker sends nothing into the next test's mailbox.
      await restarted.close();
    }
    const sent = sink.received.map((mail) => readMail(mail.raw).text.split('\n')[2]);
    expect(sent.sort()).toEqual([...texts].sort());
    await studio.t.database.close();
  });

  it('goes through the job queue: a burst of notifications makes one job, and each mail goes once', async () => {
    const studio = await openStudio({ jobs: false });
    for (const text of ['One', 'Two', 'Three']) await studio.comment(text);
    expect(await mailJobStates(studio)).toEqual(['created']);
    await studio.t.app.close();

    const restarted = await buildApp({
      config: studio.t.config,
      database: studio.t.database,
      jobs: { pollingIntervalSeconds: 0.5 },
    });
    await vi.waitFor(() => expect(sink.received).toHaveLength(3), { timeout: jobWaitMs });
    expect(sink.received.map((mail) => readMail(mail.raw).text.split('\n')[2]).sort()).toEqual(['One', 'Three', 'Two']);
    // The mails reach the sink before the worker marks their rows sent.
    await vi.waitFor(
      async () =>
        expect(
          (await studio.outboxOf(studio.staff._id)).every((row) => row.sentAt !== null && row.attempts === 0),
        ).toBe(true),
      { timeout: jobWaitMs, interval: 50 },
    );
    // Another pass (the minute schedule's) finds nothing left to send.
    expect(await restarted.queue.send('notification-mail', {})).toBe(true);
    await vi.waitFor(async () => expect(await mailJobStates(studio)).not.toContain('created'), {
      timeout: jobWaitMs,
      interval: 50,
    });
    await vi.waitFor(async () => expect(await mailJobStates(studio)).not.toContain('active'), {
      timeout: jobWaitMs,
      interval: 50,
    });
    expect(sink.received).toHaveLength(3);
    await restarted.close();
    await studio.t.database.close();
  });
});
