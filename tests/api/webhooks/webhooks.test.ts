import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookDeliveries, webhookSubscriptions } from '#server/db/schema/index.ts';
import type { NotificationListResponse } from '#shared/notifications/schemas.ts';
import {
  webhookEventNames,
  type WebhookAttempt,
  type WebhookCreatedResponse,
  type WebhookEventName,
  type WebhookListResponse,
} from '#shared/webhooks/webhooks.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { caller, insertProject, type Caller } from '../comments/comment-fixtures.ts';
import { jobBody, manualClock } from '../jobs/job-fixtures.ts';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The test's own target on 127.0.0.1: it records every request and answers what each path is told to. */
const startListener = async () => {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const holds = new Map<string, Promise<void>>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      await holds.get(path);
      const queued = answers.get(path) ?? [];
      const status = queued.length > 1 ? (queued.shift() ?? 200) : (queued[0] ?? 200);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `failing with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The statuses the path answers in turn; the last one stays. */
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    at: (path: string) => received.filter((request) => request.path === path),
    /** Holds the answers to the path until the returned function is called. */
    hold: (path: string): (() => void) => {
      let release = () => {};
      holds.set(path, new Promise<void>((resolve) => (release = resolve)));
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

let listener: Awaited<ReturnType<typeof startListener>>;
let t: TestApp;
let admin: Caller;
let otherAdmin: Caller;
let staff: Caller;
let client: Caller;
let visitor: Caller;
let adminToken: string;
let adminId: string;
let projectId: string;
// Behind the database's clock, as in the mail tests: a retry's job is due at once for pg-boss and finds its
// delivery due only once the test moves this clock.
const time = manualClock();

beforeAll(async () => {
  listener = await startListener();
  t = await createTestApp({
    clock: time.clock,
    jobs: { pollingIntervalSeconds: 0.5 },
    config: { webhookAllowedHosts: ['127.0.0.1'] },
  });
  const [ada, bea, sam, cleo] = await Promise.all([
    t.createUser('admin', [], 'Ada Admin'),
    t.createUser('admin', [], 'Bea Admin'),
    t.createUser('staff', [], 'Sam Staff'),
    t.createUser('client', [], 'Cleo Client'),
  ]);
  adminId = ada!._id;
  admin = caller(t, await t.signIn(ada!.email));
  otherAdmin = caller(t, await t.signIn(bea!.email));
  staff = caller(t, await t.signIn(sam!.email));
  client = caller(t, await t.signIn(cleo!.email));
  visitor = caller(t, null);
  const token = await admin.post('/api/accounts/tokens', { name: 'Hooks script', lifetimeDays: 7 });
  expect(token.statusCode, token.body).toBe(200);
  adminToken = token.json<{ secret: string }>().secret;
  projectId = await insertProject(t.database.db, 'Webhook explainer');
});
afterAll(async () => {
  await t.close();
  await listener.close();
});

const subscribe = async (path: string, events: WebhookEventName[]) => {
  const response = await admin.post('/api/webhooks', { url: listener.url(path), events });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WebhookCreatedResponse>();
};

const comment = async (text: string, tag = 'none') => {
  const response = await admin.post('/api/comments', { itemType: 'project', itemId: projectId, text, tag });
  expect(response.statusCode, response.body).toBe(200);
};

const logOf = async (id: string): Promise<WebhookAttempt[]> => {
  const response = await admin.get(`/api/webhooks/${id}/deliveries`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ attempts: WebhookAttempt[] }>().attempts;
};

/** The webhook job's run, now that the clock says a try is due; waits for a job already queued to finish first. */
const runWebhookJob = async () => {
  await vi.waitFor(
    async () => {
      const { rows } = await t.database.executeSql(
        `SELECT state FROM pgboss.job WHERE name = 'webhook-delivery' AND state IN ('created', 'retry', 'active')`,
      );
      expect(rows).toEqual([]);
    },
    { timeout: 5000, interval: 50 },
  );
  expect(await t.app.queue.send('webhook-delivery', {})).toBe(true);
  await vi.waitFor(
    async () => {
      const { rows } = await t.database.executeSql(
        `SELECT state FROM pgboss.job WHERE name = 'webhook-delivery' AND state IN ('created', 'retry', 'active')`,
      );
      expect(rows).toEqual([]);
    },
    { timeout: 5000, interval: 50 },
  );
};

const stop = async (id: string) => {
  expect((await admin.delete(`/api/webhooks/${id}`)).statusCode).toBe(200);
};

describe('webhooks (decision 108)', () => {
  it('are managed by admins only; an admin token may read them but not change them', async () => {
    expect((await visitor.get('/api/webhooks')).statusCode).toBe(401);
    expect((await staff.get('/api/webhooks')).statusCode).toBe(403);
    expect((await client.get('/api/webhooks')).statusCode).toBe(403);
    const body = { url: listener.url('/refused'), events: ['comment.added'] };
    expect((await staff.post('/api/webhooks', body)).statusCode).toBe(403);
    expect((await client.post('/api/webhooks', body)).statusCode).toBe(403);
    expect((await visitor.post('/api/webhooks', body)).statusCode).toBe(401);

    const bearer = { authorization: `Bearer ${adminToken}` };
    const listed = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer });
    expect(listed.statusCode, listed.body).toBe(200);
    const made = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer, payload: body });
    expect(made.statusCode).toBe(403);
    expect(made.json<{ message: string }>().message).toContain('An access token cannot make, pause or delete webhooks');
    expect(await t.database.db.select().from(webhookSubscriptions)).toEqual([]);
  });

  it('refuses a target that is not a public http(s) address with a 400 naming the reason', async () => {
    for (const url of [
      'http://localhost:9/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.5/',
      'http://172.16.4.2/',
      'http://192.168.1.20/',
      'http://[fc00::1]/',
      'http://[fe80::1]/',
    ]) {
      const response = await admin.post('/api/webhooks', { url, events: ['comment.added'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toMatch(
        /is, or resolves to, the local or private address .+: webhooks go to public addresses only/,
      );
    }
    const ftp = await admin.post('/api/webhooks', { url: 'ftp://example.com/', events: ['comment.added'] });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json<{ message: string }>().message).toBe(
      'Enter the http or https address that should receive the events',
    );
    const noEvents = await admin.post('/api/webhooks', { url: listener.url('/x'), events: [] });
    expect(noEvents.json<{ message: string }>().message).toBe('Choose at least one event to send');
    expect(await t.database.db.select().from(webhookSubscriptions)).toEqual([]);
  });

  it('signs a delivery, and delivers it once: a run after its 2xx sends nothing', async () => {
    const { webhook, secret } = await subscribe('/signed', ['comment.added']);
    expect(secret).toMatch(/^whsec_/);
    const listed = (await admin.get('/api/webhooks')).json<WebhookListResponse>().webhooks;
    expect(JSON.stringify(listed)).not.toContain(secret);

    await comment('Love the **new** colours');
    await vi.waitFor(() => expect(listener.at('/signed')).toHaveLength(1), { timeout: 5000, interval: 50 });
    const [request] = listener.at('/signed');
    const payload = JSON.parse(request!.body) as {
      id: string;
      event: string;
      occurredAt: string;
      data: Record<string, unknown>;
    };
    expect(payload).toMatchObject({ event: 'comment.added', occurredAt: time.clock.now().toISOString() });
    expect(payload.data).toMatchObject({
      itemType: 'project',
      itemId: projectId,
      text: 'Love the **new** colours',
      authorName: 'Ada Admin',
    });
    expect(request!.headers['x-studio-event']).toBe('comment.added');
    expect(request!.headers['x-studio-delivery']).toBe(payload.id);
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request!.headers['x-studio-signature']));
    expect(match).not.toBeNull();
    const [, stamp, signature] = match!;
    expect(Number(stamp)).toBe(Math.floor(time.clock.now().getTime() / 1000));
    expect(signature).toBe(createHmac('sha256', secret).update(`${stamp}.${request!.body}`).digest('hex'));

    await vi.waitFor(async () => expect(await logOf(webhook.id)).toHaveLength(1), { timeout: 5000, interval: 50 });
    expect((await logOf(webhook.id))[0]).toMatchObject({
      event: 'comment.added',
      attempt: 1,
      statusCode: 200,
      error: null,
    });

    time.advance(3 * 60 * 60_000);
    await runWebhookJob();
    await runWebhookJob();
    expect(listener.at('/signed')).toHaveLength(1);
    expect(await logOf(webhook.id)).toHaveLength(1);
    await stop(webhook.id);
  });

  it('keeps comment privacy: an #admins comment goes without its text, a #private one not at all', async () => {
    const { webhook } = await subscribe('/private', ['comment.added']);
    await comment('Margin is thin on this one', 'admins');
    await comment('Note to self: call the client', 'private');
    await vi.waitFor(() => expect(listener.at('/private')).toHaveLength(1), { timeout: 5000, interval: 50 });
    await runWebhookJob();
    const bodies = listener.at('/private').map((request) => request.body);
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ data: { tag: 'admins', text: null } });
    expect(bodies.join()).not.toContain('Margin is thin');
    expect(bodies.join()).not.toContain('call the client');
    await stop(webhook.id);
  });

  it('tries a delivery again after a 500, with backoff, and then delivers it once', async () => {
    listener.answer('/flaky', 500, 200);
    const { webhook } = await subscribe('/flaky', ['project.statusChanged']);
    const status = await admin.post(`/api/projects/${projectId}/status`, { status: 'recording' });
    expect(status.statusCode, status.body).toBe(200);
    await vi.waitFor(async () => expect(await logOf(webhook.id)).toHaveLength(1), { timeout: 5000, interval: 50 });
    const [first] = await logOf(webhook.id);
    expect(first).toMatchObject({ attempt: 1, statusCode: 500, responseExcerpt: 'failing with 500' });
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, webhook.id));
    expect(delivery).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(delivery!.nextAttemptAt.getTime() - time.clock.now().getTime()).toBe(30_000);

    time.advance(10_000);
    await runWebhookJob();
    expect(listener.at('/flaky')).toHaveLength(1);

    time.advance(21_000);
    await runWebhookJob();
    const tries = listener.at('/flaky');
    expect(tries).toHaveLength(2);
    expect(new Set(tries.map((request) => request.headers['x-studio-delivery']))).toEqual(new Set([delivery!.id]));
    expect(JSON.parse(tries[1]!.body)).toMatchObject({
      event: 'project.statusChanged',
      data: { projectId, status: 'recording', previousStatus: 'new' },
    });
    expect((await logOf(webhook.id)).map((attempt) => [attempt.attempt, attempt.statusCode])).toEqual([
      [2, 200],
      [1, 500],
    ]);

    time.advance(2 * 60 * 60_000);
    await runWebhookJob();
    expect(listener.at('/flaky')).toHaveLength(2);
    await stop(webhook.id);
  });

  it('records each event with the change it tells of: projects, approvals, jobs and purchases', async () => {
    const { webhook } = await subscribe('/all', [...webhookEventNames]);
    const rita = await t.createUser('freelancer', ['recording'], 'Rita Recorder');
    const recorder = caller(t, await t.signIn(rita.email));
    const created = await admin.post('/api/projects', { items: 'script-300-500,custom-storyboard', artists: '' });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json<{ project: { _id: string; title: string } }>().project;
    const setStatus = async (body: object) =>
      expect((await admin.post(`/api/projects/${project._id}/status`, body)).statusCode).toBe(200);
    await setStatus({ status: 'script-writing', scriptStatus: 'pending' });
    expect((await admin.post(`/api/projects/${project._id}/script/confirm`)).statusCode).toBe(200);

    const job = (await admin.post('/api/jobs', jobBody({ projectId: project._id }))).json<{ job: { _id: string } }>()
      .job;
    for (const [who, action, body] of [
      [recorder, 'claim', {}],
      [recorder, 'submit', { comment: 'All scenes recorded' }],
      [admin, 'approve', {}],
      [admin, 'paid', {}],
    ] as const) {
      const response = await who.post(`/api/jobs/${job._id}/${action}`, body);
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
    }

    await setStatus({ status: 'ready' });
    const purchase = await admin.post(`/api/projects/${project._id}/purchase`, {});
    expect(purchase.statusCode, purchase.body).toBe(200);
    const payment = purchase.json<{ payment: { _id: string; amount: number } }>().payment;
    expect((await admin.post(`/api/payments/${payment._id}/mark-paid`, {})).statusCode).toBe(200);

    const recorded = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, webhook.id))
      .orderBy(webhookDeliveries.occurredAt, webhookDeliveries.id);
    const byEvent = (event: WebhookEventName) => recorded.filter((row) => row.event === event).map((row) => row.data);
    expect(byEvent('project.created')).toEqual([{ projectId: project._id, title: project.title, createdBy: adminId }]);
    expect(byEvent('approval.given')).toEqual([
      { projectId: project._id, title: project.title, type: 'script', approvedBy: adminId },
    ]);
    // One clock time for all: the order is the statuses', not the rows'.
    expect(byEvent('project.statusChanged')).toHaveLength(3);
    expect(byEvent('project.statusChanged')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'script-writing', previousStatus: 'new' }),
        expect.objectContaining({ status: 'storyboarding', previousStatus: 'script-writing' }),
        expect.objectContaining({ status: 'ready', previousStatus: 'storyboarding' }),
      ]),
    );
    expect(byEvent('job.claimed')).toEqual([expect.objectContaining({ jobId: job._id, claimedBy: rita._id })]);
    expect(byEvent('job.completed')).toEqual([expect.objectContaining({ jobId: job._id, completedBy: adminId })]);
    expect(byEvent('job.paid')).toEqual([expect.objectContaining({ jobId: job._id, paidBy: adminId })]);
    expect(byEvent('purchase.paid')).toEqual([
      { paymentId: payment._id, projectId: project._id, versionId: null, amount: payment.amount, paidBy: adminId },
    ]);
    await vi.waitFor(() => expect(listener.at('/all')).toHaveLength(recorded.length), {
      timeout: 10_000,
      interval: 100,
    });
    await stop(webhook.id);
  });

  it('refuses at delivery a host that resolves to the loopback, and sends it nothing', async () => {
    // As if subscribed while the name resolved to a public address: the check before each try decides.
    const [row] = await t.database.db
      .insert(webhookSubscriptions)
      .values({ url: `http://localhost:${listener.port}/rebound`, events: ['comment.added'], secret: 'whsec_test' })
      .returning();
    await comment('Rebinding test');
    await vi.waitFor(async () => expect(await logOf(row!.id)).toHaveLength(1), { timeout: 5000, interval: 50 });
    const [attempt] = await logOf(row!.id);
    expect(attempt).toMatchObject({ statusCode: null, attempt: 1 });
    expect(attempt!.error).toMatch(/localhost:\d+ is, or resolves to, the local or private address/);
    expect(listener.at('/rebound')).toEqual([]);
    await stop(row!.id);
  });

  it('a subscription deleted while its delivery is on its way leaves the job done, not failing', async () => {
    const release = listener.hold('/deleted-meanwhile');
    const { webhook } = await subscribe('/deleted-meanwhile', ['comment.added']);
    await comment('Sent as the subscription goes');
    await vi.waitFor(() => expect(listener.at('/deleted-meanwhile')).toHaveLength(1), { timeout: 5000, interval: 20 });
    await stop(webhook.id);
    release();
    // The try's record had nowhere to go: the job failed and waited 30 s for pg-boss's retry.
    await runWebhookJob();
    const { rows } = await t.database.executeSql(
      `SELECT state FROM pgboss.job WHERE name = 'webhook-delivery' AND state = 'failed'`,
    );
    expect(rows).toEqual([]);
    expect(
      (await admin.get('/api/webhooks')).json<WebhookListResponse>().webhooks.map((entry) => entry.id),
    ).not.toContain(webhook.id);
  });

  it('is turned off after 10 failed tries in a row, and every admin is told', async () => {
    listener.answer('/down', 503);
    const { webhook } = await subscribe('/down', ['comment.added']);
    await comment('First while the target is down');
    await comment('Second while the target is down');
    for (let round = 0; round < 12; round += 1) {
      time.advance(2 * 60 * 60_000);
      await runWebhookJob();
    }
    expect(listener.at('/down')).toHaveLength(10);
    const listed = (await admin.get('/api/webhooks')).json<WebhookListResponse>().webhooks;
    expect(listed.find((entry) => entry.id === webhook.id)).toMatchObject({
      state: 'disabled',
      consecutiveFailures: 10,
    });

    for (const who of [admin, otherAdmin]) {
      const notifications = (await who.get('/api/notifs')).json<NotificationListResponse>().items;
      expect(notifications.filter((entry) => entry.itemAction === 'webhook-disabled')).toEqual([
        expect.objectContaining({ itemTitle: webhook.url, text: 'The target answered 503' }),
      ]);
    }
    const staffNotifications = (await staff.get('/api/notifs')).json<NotificationListResponse>().items;
    expect(staffNotifications.filter((entry) => entry.itemAction === 'webhook-disabled')).toEqual([]);

    // Turned back on, it tries the waiting deliveries again.
    listener.answer('/down', 200);
    const resumed = await admin.post(`/api/webhooks/${webhook.id}/pause`, { paused: false });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<WebhookCreatedResponse>().webhook).toMatchObject({ state: 'active', consecutiveFailures: 0 });
  });
});
