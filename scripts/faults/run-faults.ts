// Issue 36's fault scenarios against the built app (dist/server, as in production) on PostgreSQL 15, with
// s3rver and an SMTP server started here on 127.0.0.1: the mail server answering 421, 550 and then gone;
// the object store gone for FAULTS_STORE_SECONDS (30); PostgreSQL stopped for FAULTS_DB_SECONDS (10)
// under the mixed load of FAULTS_USERS (20) people; slow and broken clients (a byte a second, bodies and
// headers that never end, 1,000 idle connections) with the whole-request timeout at
// FAULTS_REQUEST_TIMEOUT_SECONDS (15). Fails on a lost or doubled mail or job, a 500, a lost or
// half-written write, an upload that left a row without its object or an object without its row, a
// connection the timeouts did not free or a user slowed down by them. Run through `npm run test:faults`, which starts the PostgreSQL and passes PG_URL, PG_DATA and
// PG_BIN; FAULTS_ONLY (mail,store,database,clients) runs some of the scenarios.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq, inArray } from 'drizzle-orm';
import S3rver from 's3rver';
import { openDatabase } from '#server/db/client.ts';
import { files, mailRefusals, outgoingMails } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/modules/auth/index.ts';
import { insertUser } from '#server/modules/users/index.ts';
import { originalKey } from '#shared/files/urls.ts';
import { startBuiltApp, stopServer } from '../bench/load.ts';
import { signInTo } from '../bench/scale-studio.ts';
import { pngImage } from '../../tests/support/images.ts';
import { multipartBody, multipartHeaders } from '../../tests/support/multipart.ts';
import { startSmtpSink } from '../../tests/support/smtp-sink.ts';
import { defaultServerTimeouts } from '#server/lib/config.ts';
import { restartDatabaseUnderLoad } from './database-restart.ts';
import { slowAndBrokenClients } from './slow-clients.ts';

const databaseUrl = process.env.PG_URL;
if (!databaseUrl) throw new Error('PG_URL is missing: run this through `npm run test:faults`');
if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run `npm run build` first');
const { PG_DATA: pgData, PG_BIN: pgBin } = process.env;
if (!pgData || !pgBin) throw new Error('PG_DATA or PG_BIN is missing: run this through `npm run test:faults`');
const storeDownSeconds = Number(process.env.FAULTS_STORE_SECONDS ?? 30);
const databaseDownSeconds = Number(process.env.FAULTS_DB_SECONDS ?? 10);
const loadUsers = Number(process.env.FAULTS_USERS ?? 20);
// The run waits out each timeout: the whole-request one (10 min in production) is shortened to keep it short.
const requestTimeoutSeconds = Number(process.env.FAULTS_REQUEST_TIMEOUT_SECONDS ?? 15);
const only = process.env.FAULTS_ONLY?.split(',');
const runs = (scenario: 'mail' | 'store' | 'database' | 'clients') => !only || only.includes(scenario);
const port = 4621;
const origin = `http://127.0.0.1:${port}`;
const password = 'faults-test-password';
const startedAt = Date.now();
const problems: string[] = [];
const check = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitUntil = async (what: string, test: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await test()) return true;
    await pause(500);
  }
  problems.push(`${what}: not within ${timeoutMs / 1000} s`);
  return false;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'es-faults-'));
const storeDir = mkdtempSync(path.join(tmpdir(), 'es-faults-s3-'));
const bucket = 'media';
const startStore = async (storePort: number) => {
  const server = new S3rver({
    address: '127.0.0.1',
    port: storePort,
    silent: true,
    directory: storeDir,
    configureBuckets: [{ name: bucket }],
  });
  return { server, port: (await server.run()).port };
};
let store = await startStore(0);
const s3Endpoint = `http://127.0.0.1:${store.port}`;
const s3 = new S3Client({
  endpoint: s3Endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const sink = await startSmtpSink();
const database = await openDatabase({ databaseUrl, dataDir });
const admin = await insertUser(database.db, {
  name: 'Faults Admin',
  email: 'faults-admin@example.test',
  passwordHash: await hashPassword(password),
  level: 'admin',
  roles: [],
  emailConfirmedAt: new Date(),
});
if (!admin) throw new Error('could not create the admin');

const server = await startBuiltApp({
  databaseUrl,
  dataDir,
  port,
  env: {
    SEED_DEMO: 'false',
    LOGIN_RATE_LIMIT: '1000',
    REQUEST_TIMEOUT_SECONDS: String(requestTimeoutSeconds),
    SMTP_URL: sink.url,
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3Endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  },
  readyPath: '/healthz',
});

const statuses = new Map<string, number[]>();
const request = async (what: string, url: string, init: RequestInit = {}) => {
  const response = await fetch(`${origin}${url}`, { ...init, headers: { cookie, ...init.headers } });
  statuses.set(what, [...(statuses.get(what) ?? []), response.status]);
  if (response.status === 500) problems.push(`${what} answered 500: ${await response.clone().text()}`);
  return response;
};
let cookie = '';

try {
  cookie = await signInTo(origin, admin.email, password);
  const figures: Record<string, unknown> = {};

  const mailScenario = async () => {
    // The mail server refusing: 421 once, 550 for one address, then gone for 10 s.
    const invite = (email: string) =>
      request('invitation', '/api/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: email.split('@')[0], email, level: 'staff', role: [] }),
      });
    const busy = 'faults-busy@example.test';
    const refused = 'faults-refused@example.test';
    const whileDown = 'faults-down@example.test';
    sink.failNext(1, 421);
    check((await invite(busy)).status === 200, 'the invitation answered 421 was not accepted');
    sink.refuse(refused);
    check((await invite(refused)).status === 200, 'the invitation to a refused address was not accepted');
    await sink.stop();
    check((await invite(whileDown)).status === 200, 'the invitation with the mail server down was not accepted');
    await pause(10_000);
    await sink.start();
    const received = (email: string) => sink.received.filter((mail) => mail.to.includes(email)).length;
    // The first retry is 30 s after the failure, the next 1 min after: within 2 min both have gone.
    await waitUntil(
      'the mails delayed by 421 and by the outage delivered',
      async () => received(busy) > 0 && received(whileDown) > 0,
      150_000,
    );
    await pause(5_000);
    check(received(busy) === 1, `the mail answered 421 was delivered ${received(busy)} times`);
    check(
      received(whileDown) === 1,
      `the mail sent while the server was down was delivered ${received(whileDown)} times`,
    );
    check(received(refused) === 0, 'the refused address received mail');
    const rows = await database.db
      .select()
      .from(outgoingMails)
      .where(inArray(outgoingMails.toAddress, [busy, refused, whileDown]));
    check(rows.filter((row) => row.sentAt !== null).length === 2, 'the delivered mails are not marked sent');
    check(
      rows.some((row) => row.toAddress === refused && row.refusedAt !== null),
      'the 550 was not marked refused',
    );
    check(
      (await database.db.select().from(mailRefusals).where(eq(mailRefusals.address, refused))).length === 1,
      'the refused address is not recorded',
    );
    figures.mail = {
      seconds: (Date.now() - startedAt) / 1000,
      delivered: { busy: received(busy), whileDown: received(whileDown) },
      refused: received(refused),
    };
    console.log(`mail scenario done after ${(Date.now() - startedAt) / 1000} s; ${problems.length} problems so far`);
  };

  const clientsScenario = async () => {
    figures.slowClients = await slowAndBrokenClients(
      { origin, database, adminCookie: cookie, password, check },
      {
        requestTimeoutMs: requestTimeoutSeconds * 1000,
        headersTimeoutMs: defaultServerTimeouts.headersMs,
        keepAliveTimeoutMs: defaultServerTimeouts.keepAliveMs,
      },
    );
    console.log(
      `slow clients scenario done after ${(Date.now() - startedAt) / 1000} s; ${problems.length} problems so far`,
    );
  };

  // The slow clients wait out their timeouts while the mail waits for its retries: neither touches the other.
  await Promise.all([runs('mail') && mailScenario(), runs('clients') && clientsScenario()]);

  if (runs('store')) {
    // The object store gone: uploads answer a clear error and leave nothing behind; downloads say unavailable.
    const png = await pngImage(64, 64);
    const upload = (what: string, name: string) =>
      request(what, '/api/files/upload', {
        method: 'POST',
        headers: multipartHeaders,
        body: new Uint8Array(multipartBody({ filename: name, content: png, contentType: 'image/png' })),
      });
    const before = await upload('upload before', 'before.png');
    check(before.status === 201, `the upload before the outage answered ${before.status}`);
    const storedUrl = ((await before.json()) as { url: string }).url;
    const storeStoppedAt = Date.now();
    await store.server.close();
    let tries = 0;
    let uploadRefusal = '';
    while (Date.now() - storeStoppedAt < storeDownSeconds * 1000) {
      const during = await upload('upload during', `during-${tries}.png`);
      if (tries === 0) {
        uploadRefusal = ((await during.clone().json()) as { message: string }).message;
        check(/file store/.test(uploadRefusal), `an upload with the store away said: ${uploadRefusal}`);
      }
      check(during.status === 503, `an upload with the store away answered ${during.status}, not 503`);
      const download = await request('download during', storedUrl);
      check(download.status === 503, `a download with the store away answered ${download.status}, not 503`);
      tries += 1;
      await pause(2_000);
    }
    store = await startStore(store.port);
    const back = Date.now();
    await waitUntil(
      'an upload after the outage',
      async () => (await upload('upload after', 'after.png')).status === 201,
      30_000,
    );
    const recoverySeconds = (Date.now() - back) / 1000;
    check(
      (await request('download after', storedUrl)).status === 200,
      'the file stored before the outage is not served after it',
    );
    const fileRows = await database.db.select({ id: files.id, extension: files.extension }).from(files);
    const listing = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
    const objects = (listing.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    check(
      fileRows.every((row) => objects.includes(originalKey(row.id, row.extension))),
      'a file row points at a missing object',
    );
    // An image's versions are named after its file id too (`<id>t.jpg`, `<id>_l.jpg`).
    check(
      objects.every((key) => fileRows.some((row) => key.startsWith(row.id))),
      'an object has no file row',
    );
    figures.objectStore = {
      uploadRefusal,
      downSeconds: storeDownSeconds,
      requestsDuring: tries * 2,
      recoverySeconds,
      statuses: Object.fromEntries(statuses),
    };
    console.log(
      `object store scenario done after ${(Date.now() - startedAt) / 1000} s; ${problems.length} problems so far`,
    );
  }

  if (runs('database')) {
    figures.databaseRestart = await restartDatabaseUnderLoad(
      { origin, database, adminCookie: cookie, password, check },
      { sink, pgData, pgBin, downSeconds: databaseDownSeconds, users: loadUsers },
    );
    console.log(
      `database scenario done after ${(Date.now() - startedAt) / 1000} s; ${problems.length} problems so far`,
    );
  }

  console.log(JSON.stringify({ ...figures, runSeconds: (Date.now() - startedAt) / 1000, problems }, null, 2));
} catch (error) {
  problems.push(`the run stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  console.error(problems.join('\n'));
} finally {
  // A service the run stopped may be stopped still: closing it again must not hide what went wrong.
  const quietly = (close: () => Promise<unknown>) => close().catch(() => undefined);
  await stopServer(server);
  await quietly(() => sink.close());
  await quietly(() => store.server.close());
  s3.destroy();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(storeDir, { recursive: true, force: true });
}
if (problems.length > 0) process.exit(1);
