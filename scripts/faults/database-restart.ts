// Issue 36: PostgreSQL 15 stopped (`pg_ctl stop -m fast`, as an upgrade would) for FAULTS_DB_SECONDS
// (10) under the mixed load, then started again. Writes in flight must answer 503 with Retry-After
// and the request id, and be whole or absent; a mail job due during the outage must run once after
// it; the live stream of an open tab must carry events again within 2 s of the database's return.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { outgoingMails } from '#server/db/schema/index.ts';
import { percentile } from '../bench/load.ts';
import {
  createLoadPeople,
  findLostWrites,
  runMixedLoad,
  type LoadAnswer,
  type LoadPerson,
} from '../load/mixed-visits.ts';
import { signInTo } from '../bench/scale-studio.ts';
import type { startSmtpSink } from '../../tests/support/smtp-sink.ts';
import { openLiveStream } from './live-stream.ts';

const run = promisify(execFile);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FaultRunContext {
  origin: string;
  database: Database;
  adminCookie: string;
  password: string;
  check: (ok: boolean, problem: string) => void;
}

/** pg_ctl refuses to run as root: with-pg15.sh made the cluster as the postgres user. */
const pgCtl = async (pgBin: string, args: string[]) => {
  const command = path.join(pgBin, 'pg_ctl');
  const isRoot = process.getuid?.() === 0;
  await run(isRoot ? 'runuser' : command, isRoot ? ['-u', 'postgres', '--', command, ...args] : args);
};

export const restartDatabaseUnderLoad = async (
  { origin, database, adminCookie, password, check }: FaultRunContext,
  {
    sink,
    pgData,
    pgBin,
    downSeconds,
    users: userCount,
  }: {
    sink: Awaited<ReturnType<typeof startSmtpSink>>;
    pgData: string;
    pgBin: string;
    downSeconds: number;
    users: number;
  },
) => {
  const { db } = database;
  const people = await createLoadPeople(db, { count: userCount, prefix: 'restart', password });
  for (const person of people) person.cookie = await signInTo(origin, person.email, password);
  const live = await openLiveStream(origin, adminCookie);

  // A job due while the database is away: the mail answered 421 is tried again 30 s later, by the
  // outgoing-mail job sent with that start time.
  const jobMail = 'faults-restart-job@example.test';
  sink.failNext(1, 421);
  const invitation = await fetch(`${origin}/api/users`, {
    method: 'POST',
    headers: { cookie: adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Restart job', email: jobMail, level: 'staff', role: [] }),
  });
  check(invitation.status === 200, `the invitation before the restart answered ${invitation.status}`);
  const invitedAt = Date.now();
  const stopAfterMs = 25_000;
  const loadSeconds = stopAfterMs / 1000 + downSeconds + 15;

  const answers: LoadAnswer[] = [];
  const createdProjects = new Set<string>();
  const createProject = (
    person: LoadPerson,
    answered: (answer: Omit<LoadAnswer, 'at'>, ok: boolean) => void,
  ): autocannon.Request => ({
    method: 'POST',
    path: '/api/projects',
    headers: { cookie: person.cookie, 'content-type': 'application/json' },
    body: '{}',
    onResponse: (status, body, _context, headers) => {
      if (status === 201) createdProjects.add((JSON.parse(body) as { project: { _id: string } }).project._id);
      answered({ what: 'new project', status, body, headers }, status === 201);
    },
  });

  const outage = (async () => {
    await pause(Math.max(0, invitedAt + stopAfterMs - Date.now()));
    const stoppingAt = Date.now();
    await pgCtl(pgBin, ['-D', pgData, '-m', 'fast', '-w', 'stop']);
    const stoppedAt = Date.now();
    await pause(downSeconds * 1000);
    await pgCtl(pgBin, ['-D', pgData, '-l', path.join(path.dirname(pgData), 'server.log'), '-w', 'start']);
    return { stoppingAt, stoppedAt, backAt: Date.now() };
  })();
  const tally = await runMixedLoad(origin, people, {
    seconds: loadSeconds,
    moreVisits: (person, answered) => [createProject(person, answered)],
    onAnswer: (answer) => answers.push(answer),
  });
  const { stoppingAt, stoppedAt, backAt } = await outage;

  // Every refusal is a 503 that says when to try again and names the request.
  const refusals = answers.filter((answer) => answer.status !== 200 && answer.status !== 201);
  const wrongStatuses = refusals.filter((answer) => answer.status !== 503);
  check(
    wrongStatuses.length === 0,
    `answers other than 503 during the restart: ${[...new Set(wrongStatuses.map((answer) => `${answer.what} ${answer.status} ${answer.body.slice(0, 200)}`))].join('; ')}`,
  );
  const unnamed = refusals.filter((answer) => {
    if (answer.status !== 503) return false;
    const body = JSON.parse(answer.body) as { requestId?: unknown; message?: unknown };
    return !answer.headers?.['retry-after'] || typeof body.requestId !== 'string' || typeof body.message !== 'string';
  });
  check(
    unnamed.length === 0,
    `${unnamed.length} 503 answers without Retry-After, requestId or message, e.g. ${unnamed[0]?.what}: ${unnamed[0]?.body}`,
  );
  check(tally.errors + tally.timeouts === 0, `${tally.errors} connection errors and ${tally.timeouts} timeouts`);

  // Whole or absent: every acknowledged write is stored, and no project lacks its scene or its collaborator.
  const { lostComments, lostTitles } = await findLostWrites(db, tally, people);
  check(lostComments.length === 0, `${lostComments.length} acknowledged comments missing after the restart`);
  check(lostTitles.length === 0, `${lostTitles.length} acknowledged renames missing after the restart`);
  const { rows: storedProjects } = await database.executeSql(
    `SELECT p.id,
            (SELECT count(*) FROM scenes s WHERE s.project_id = p.id)::int AS scenes,
            (SELECT count(*) FROM project_collabs c WHERE c.project_id = p.id)::int AS collaborators
     FROM projects p JOIN users u ON u.id = p.created_by
     WHERE u.email LIKE 'restart-%'`,
  );
  const storedIds = new Set(storedProjects.map((row) => row.id));
  const missingProjects = [...createdProjects].filter((id) => !storedIds.has(id));
  check(missingProjects.length === 0, `${missingProjects.length} acknowledged new projects missing`);
  const halfProjects = storedProjects.filter((row) => row.scenes === 0 || row.collaborators === 0);
  check(halfProjects.length === 0, `${halfProjects.length} projects stored without their scene or collaborator`);

  // The job due during the outage runs once after it.
  const delivered = () => sink.received.filter((mail) => mail.to.includes(jobMail)).length;
  const deadline = Date.now() + 60_000;
  while (delivered() === 0 && Date.now() < deadline) await pause(500);
  const mailAt = Date.now();
  await pause(5_000);
  check(delivered() === 1, `the mail whose retry fell in the outage was delivered ${delivered()} times`);
  const [mailRow] = await db
    .select({ sentAt: outgoingMails.sentAt, attempts: outgoingMails.attempts })
    .from(outgoingMails)
    .where(eq(outgoingMails.toAddress, jobMail));
  check(mailRow?.sentAt != null, 'the mail whose retry fell in the outage is not marked sent');
  const {
    rows: [jobs],
  } = await database.executeSql(
    `SELECT count(*) FILTER (WHERE state = 'completed')::int AS completed,
            count(*) FILTER (WHERE state <> 'completed')::int AS other
     FROM pgboss.job WHERE name = 'outgoing-mail' AND start_after > $1 AND start_after < $2`,
    [new Date(invitedAt), new Date(backAt)],
  );

  // Live events again on the stream opened before the outage, without it reconnecting.
  const firstEventAfter = live.events.find((at) => at > backAt);
  check(live.endedAt() === null, 'the live stream was ended by the restart');
  check(
    firstEventAfter !== undefined && firstEventAfter - backAt <= 2000,
    `the first live event after the database's return came ${firstEventAfter === undefined ? 'never' : `${firstEventAfter - backAt} ms after it`}`,
  );
  live.close();

  const during = answers.filter((answer) => answer.at >= stoppingAt && answer.at <= backAt);
  const firstWriteAfter = answers.find(
    (answer) => answer.at > backAt && ['comment', 'rename', 'new project'].includes(answer.what) && answer.status < 300,
  );
  const lastRefusal = refusals.at(-1);
  return {
    downSeconds: (backAt - stoppedAt) / 1000,
    stopSeconds: (stoppedAt - stoppingAt) / 1000,
    users: userCount,
    requests: tally.total,
    requestsDuring: during.length,
    answeredDuring: Object.fromEntries(
      [...new Set(during.map((answer) => answer.status))].map((status) => [
        status,
        during.filter((answer) => answer.status === status).length,
      ]),
    ),
    refusals: Object.fromEntries(tally.failures),
    p95Ms: percentile(tally.latencies, 95),
    writesAcknowledged: tally.acknowledgedComments.size + tally.lastAcknowledgedTitle.size + createdProjects.size,
    lostWrites: lostComments.length + lostTitles.length + missingProjects.length,
    halfWritten: halfProjects.length,
    jobDueDuringOutage: { delivered: delivered(), completed: jobs?.completed, notCompleted: jobs?.other },
    mailSecondsAfterReturn: (mailAt - backAt) / 1000,
    liveEventMsAfterReturn: firstEventAfter === undefined ? null : firstEventAfter - backAt,
    recoverySeconds: firstWriteAfter ? (firstWriteAfter.at - backAt) / 1000 : null,
    lastRefusalSecondsAfterReturn: lastRefusal ? (lastRefusal.at - backAt) / 1000 : null,
    attempts: mailRow?.attempts,
  };
};
