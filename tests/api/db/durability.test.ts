import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { projects, scenes } from '#server/db/schema/index.ts';
import { freePort } from '../../support/free-port.ts';
import { useServerBundle } from '../../support/server-bundle.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'es-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const server = useServerBundle();
/** A test that times out would leave its server running on the data folder, where the next test's server aborts. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
});

const startServer = async (port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> => {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    ...extraEnv,
  };
  const child = spawn(process.execPath, [path.join(server.folder, 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return child;
};

const stopped = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

it('seeds the demo studio on first start, reuses the data on the next, and loses no committed write to kill -9', async () => {
  const port = await freePort();
  const first = await startServer(port, { SEED_DEMO: '', DEMO_PASSWORD: '' });
  const credentials = readFileSync(path.join(dataDir, 'demo-credentials.txt'), 'utf8');
  const password = /admin@demo\.local\s+(\S+)/.exec(credentials)?.[1];
  expect(password).toMatch(/^\S{8,}$/);
  for (const email of [
    'admin@demo.local',
    'pm@demo.local',
    'staff@demo.local',
    'freelancer@demo.local',
    'freelancer2@demo.local',
    'client@demo.local',
  ]) {
    expect(credentials).toContain(email);
  }

  const registered = await fetch(`http://127.0.0.1:${port}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Durable', email: 'durable@example.test', password: 'survives-crash' }),
  });
  // Registration answers alike for new and taken e-mails (decision 047): 202, the account is written.
  expect(registered.status).toBe(202);
  const exit = stopped(first);
  first.kill('SIGKILL');
  await exit;

  const second = await startServer(port);
  try {
    for (const [email, secret] of [
      ['durable@example.test', 'survives-crash'],
      ['admin@demo.local', password],
    ]) {
      const login = await fetch(`http://127.0.0.1:${port}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: secret }),
      });
      expect(login.status).toBe(200);
    }
    expect(readFileSync(path.join(dataDir, 'demo-credentials.txt'), 'utf8')).toBe(credentials);
  } finally {
    const exitSecond = stopped(second);
    second.kill('SIGTERM');
    await exitSecond;
  }
}, 240_000);

it('loses no acknowledged write and leaves no half-written project when killed during a burst of writes (issue 20, faults)', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const password = /client@demo\.local\s+(\S+)/.exec(
    readFileSync(path.join(dataDir, 'demo-credentials.txt'), 'utf8'),
  )?.[1];
  const projectIds = async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      return new Set((await database.db.select({ id: projects.id }).from(projects)).map((row) => row.id));
    } finally {
      await database.close();
    }
  };
  const before = await projectIds();
  let server = await startServer(port);
  const login = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@demo.local', password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  // Each write creates a project with its cart, collaborator and first scene in one transaction.
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const response = await fetch(`${origin}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ items: 'script-300-500,rush-job' }),
      }).catch(() => null);
      if (!response) return;
      if (response.status === 201) acknowledged.push((await response.json()).project._id);
    }
  };
  const writers = [writer(), writer(), writer(), writer()];
  while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 50));
  const exit = stopped(server);
  server.kill('SIGKILL');
  killed = true;
  await exit;
  await Promise.all(writers);

  // The app starts again on what the kill left, then the database is read as it stands.
  server = await startServer(port);
  const exitSecond = stopped(server);
  server.kill('SIGTERM');
  await exitSecond;
  const storedIds = await projectIds();
  expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const sceneCounts = await database.db
      .select({ id: projects.id, scenes: count(scenes.id) })
      .from(projects)
      .leftJoin(scenes, eq(scenes.projectId, projects.id))
      .groupBy(projects.id);
    const burst = sceneCounts.filter((row) => !before.has(row.id));
    expect(burst.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(burst.filter((row) => row.scenes !== 1)).toEqual([]);
  } finally {
    await database.close();
  }
}, 240_000);
