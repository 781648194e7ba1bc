import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { e2eDemoPassword } from '../../playwright.config.ts';
import { demoEmails, expect, findDemoProject, signIn, test, type DemoAccount } from '../e2e/support/fixtures.ts';

/**
 * Issue 21, run by npm run test:cluster through HAProxy in front of two instances on one PostgreSQL
 * and one S3-compatible store. Each check calls the instances directly where it matters which one
 * answers; the last one kills an instance.
 */
interface Instance {
  name: string;
  url: string;
  pid: number;
}
const instances = JSON.parse(process.env.CLUSTER_INSTANCES ?? '[]') as Instance[];
const balancerUrl = process.env.CLUSTER_BALANCER_URL ?? '';
const figuresFile = process.env.CLUSTER_FIGURES_FILE ?? '';
const [first, second] = instances;
if (!first || !second) throw new Error('CLUSTER_INSTANCES must name two instances: run npm run test:cluster');

const recordFigures = (figures: Record<string, unknown>) => {
  const earlier = (() => {
    try {
      return JSON.parse(readFileSync(figuresFile, 'utf8')) as Record<string, unknown>;
    } catch {
      return {};
    }
  })();
  writeFileSync(figuresFile, JSON.stringify({ ...earlier, ...figures }, null, 2));
};

const signInDirectly = async (baseUrl: string, account: DemoAccount): Promise<string> => {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmails[account], password: e2eDemoPassword }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

const postComment = (baseUrl: string, cookie: string, itemId: string, text: string) =>
  fetch(`${baseUrl}/api/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ itemType: 'scene', itemId, text }),
    signal: AbortSignal.timeout(10_000),
  });

/** Every comment text on a scene's general tab, all pages of it. */
const commentTexts = async (baseUrl: string, cookie: string, itemId: string): Promise<string[]> => {
  const texts: string[] = [];
  let before: string | null = null;
  do {
    const query = new URLSearchParams({ itemId, itemType: 'scene', limit: '100', ...(before ? { before } : {}) });
    const response = await fetch(`${baseUrl}/api/comments?${query.toString()}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: { text: string }[]; nextBefore: string | null };
    texts.push(...page.items.map((item) => item.text));
    before = page.nextBefore;
  } while (before);
  return texts;
};

test.describe.configure({ mode: 'serial' });

test('a user signed in through one instance stays signed in on the other', async () => {
  for (const [signedOn, askedOn] of [
    [first, second],
    [second, first],
  ] as const) {
    const cookie = await signInDirectly(signedOn.url, 'pm');
    const me = await fetch(`${askedOn.url}/api/accounts/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(demoEmails.pm);
  }
});

test('a file uploaded through one instance is served by the other', async () => {
  const cookie = await signInDirectly(first.url, 'staff');
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster-check.png');
  const uploaded = await fetch(`${first.url}/api/files/upload`, { method: 'POST', headers: { cookie }, body: form });
  expect(uploaded.status).toBe(201);
  const { file } = (await uploaded.json()) as { file: { key: string; size: number } };
  const served = await fetch(`${second.url}/media/${file.key}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
});

test("the balancer's request id names the request on the instance and comes back", async () => {
  const given = await fetch(`${balancerUrl}/healthz`, { headers: { 'x-request-id': 'cluster-check-0001' } });
  expect(given.headers.get('x-request-id')).toBe('cluster-check-0001');
  const made = await fetch(`${balancerUrl}/healthz`);
  expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/i);
});

test('a comment written on one instance reaches a browser attached to the other within a second', async ({ page }) => {
  await signIn(page, 'staff');
  const { sceneIds } = await findDemoProject(page);
  const sceneId = sceneIds[0]!;
  // The browser's stream is on the second instance: the session cookie is the host's, whatever the port.
  await page.goto(`${second.url}/healthz`);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const received: { at: number; data: string }[] = [];
        Object.assign(window, { liveReceived: received });
        const source = new EventSource('/api/live');
        source.onmessage = (event: MessageEvent<string>) => received.push({ at: Date.now(), data: event.data });
        source.onopen = () => resolve();
      }),
  );
  const writerCookie = await signInDirectly(first.url, 'pm');
  const delays: number[] = [];
  for (let sample = 0; sample < 5; sample += 1) {
    const sentAt = Date.now();
    const posted = await postComment(first.url, writerCookie, sceneId, `Live across instances ${sample}`);
    expect(posted.status).toBe(200);
    const receivedAt = await page.waitForFunction(
      ({ after, itemId }) => {
        const received = (window as unknown as { liveReceived: { at: number; data: string }[] }).liveReceived;
        return received.find((message) => message.at >= after && message.data.includes(itemId))?.at;
      },
      { after: sentAt, itemId: sceneId },
      { timeout: 5000 },
    );
    delays.push(((await receivedAt.jsonValue()) as number) - sentAt);
  }
  recordFigures({ liveEventDelayMs: delays });
  for (const delay of delays) expect(delay).toBeLessThan(1000);
});

test("signing out through one instance ends that session's live stream on the other within a second", async () => {
  const cookie = await signInDirectly(first.url, 'freelancer');
  const stream = await fetch(`${second.url}/api/live`, { headers: { cookie } });
  expect(stream.status).toBe(200);
  if (!stream.body) throw new Error('the live stream has no body');
  const reader = stream.body.getReader();
  // The retry hint comes first: the stream is open on the second instance.
  expect((await reader.read()).done).toBe(false);
  const ended = (async () => {
    while (!(await reader.read()).done);
    return Date.now();
  })();
  const signedOut = await fetch(`${first.url}/auth/logout`, {
    method: 'POST',
    headers: { cookie },
    redirect: 'manual',
  });
  expect(signedOut.status).toBe(303);
  const signedOutAt = Date.now();
  const endedAt = await Promise.race([ended, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000))]);
  expect(endedAt, 'the stream was still open 5 s after the sign-out').not.toBeNull();
  const delay = (endedAt ?? 0) - signedOutAt;
  recordFigures({ liveSignOutEndMs: delay });
  expect(delay).toBeLessThan(1000);
});

test('killing one instance mid-burst loses no acknowledged write, and the clients carry on through the other', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'staff');
  const { sceneIds } = await findDemoProject(page);
  const sceneId = sceneIds[1] ?? sceneIds[0]!;
  const clients = 4;
  const burstMs = 5000;
  const killAfterMs = 1500;
  // One after another: a password check is meant to be slow, and four at once would only load the machine.
  const cookies: string[] = [];
  for (let client = 0; client < clients; client += 1) cookies.push(await signInDirectly(balancerUrl, 'staff'));
  const startedAt = Date.now();
  let killedAt = 0;
  const killer = new Promise<void>((resolve) =>
    setTimeout(() => {
      process.kill(second.pid, 'SIGKILL');
      killedAt = Date.now();
      resolve();
    }, killAfterMs),
  );
  const results = await Promise.all(
    cookies.map(async (cookie, client) => {
      const outcome = { acknowledged: [] as { text: string; at: number }[], failed: 0 };
      for (let write = 0; Date.now() - startedAt < burstMs; write += 1) {
        const text = `burst-${startedAt}-${client}-${write}`;
        const response = await postComment(balancerUrl, cookie, sceneId, text).catch(() => null);
        if (response?.status === 200) outcome.acknowledged.push({ text, at: Date.now() });
        else outcome.failed += 1;
      }
      return outcome;
    }),
  );
  await killer;
  const found = new Set(await commentTexts(balancerUrl, cookies[0]!, sceneId));
  const acknowledged = results.flatMap((result) => result.acknowledged);
  const lost = acknowledged.filter((write) => ![...found].some((text) => text.includes(write.text)));
  const figures = {
    clients,
    acknowledged: acknowledged.length,
    found: acknowledged.length - lost.length,
    failedDuringKill: results.reduce((sum, result) => sum + result.failed, 0),
    acknowledgedAfterKill: acknowledged.filter((write) => write.at > killedAt).length,
  };
  recordFigures({ killDuringBurst: figures });
  expect(killedAt).toBeGreaterThan(0);
  expect(lost).toEqual([]);
  for (const result of results)
    expect(result.acknowledged.filter((write) => write.at > killedAt + 500).length).toBeGreaterThan(0);
});
