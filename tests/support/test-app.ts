import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { shutDownGracefully } from '#server/graceful-shutdown.ts';
import { defaultServerTimeouts, type Config } from '#server/lib/config.ts';
import { insertUser } from '#server/modules/users/index.ts';
import type { Level, Role, SessionUser } from '#shared/users/schemas.ts';
import { createTestDatabase } from './test-database.ts';

export const testPassword = 'correct-horse-battery';

/**
 * The fixture users' hash: a real argon2id hash at the lowest cost, since a sign-in verifies at the cost
 * stored in the hash and the production cost (then 64 MiB, 3 passes) made each of the suite's few hundred
 * sign-ins take 0.1 to 2 s. Passwords set through the routes keep the production cost (register.test.ts).
 */
let fixtureHash: Promise<string> | null = null;
export const testPasswordHash = (): Promise<string> => {
  fixtureHash ??= argon2.hash(testPassword, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  return fixtureHash;
};

export const testConfig = (overrides: Partial<Config> = {}): Config => {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'es-data-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    locale: 'en',
    mediaHost: '/media/',
    publicUrl: 'http://localhost:3000',
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    smtpUrl: null,
    demoPassword: null,
    seedDemo: false,
    clientDir: path.join(tmpdir(), 'es-no-client-build'),
    logLevel: 'silent',
    loginRateLimit: 20,
    trustProxy: false,
    s3: null,
    stripe: null,
    invoicePaymentDetails: null,
    transferKey: null,
    transferMaxBytes: 64 * 1024 * 1024,
    transferHosts: [],
    webhookAllowedHosts: [],
    drive: { localRoot: path.join(dataDir, 'drive'), google: null },
    metrics: null,
    timeouts: defaultServerTimeouts,
    ...overrides,
  };
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  createUser: (level: Level, roles?: Role[], name?: string) => Promise<SessionUser & { password: string }>;
  signIn: (email: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

const cookieHeader = (response: LightMyRequestResponse): string =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

let userCounter = 0;

export const createTestApp = async (
  options: {
    config?: Partial<Config>;
    limits?: AppDependencies['limits'];
    logStream?: AppDependencies['logStream'];
    clock?: AppDependencies['clock'];
    jobs?: AppDependencies['jobs'];
  } = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    limits: options.limits,
    logStream: options.logStream,
    clock: options.clock,
    jobs: options.jobs,
  });
  const passwordHash = await testPasswordHash();

  const createUser: TestApp['createUser'] = async (level, roles = [], name) => {
    userCounter += 1;
    const email = `${level}${userCounter}-${Date.now()}@example.test`;
    const row = await insertUser(database.db, {
      name: name ?? `${level} ${userCounter}`,
      email,
      passwordHash,
      level,
      roles,
      emailConfirmedAt: new Date(),
    });
    if (!row) throw new Error(`could not create ${email}`);
    return {
      _id: row.id,
      name: row.name,
      email: row.email,
      picture: '/img/avatar.jpg',
      level,
      role: roles,
      notificationEmailOn: true,
      notificationEmail: null,
      bg: null,
      password: testPassword,
    };
  };

  const signIn: TestApp['signIn'] = async (email, password = testPassword) => {
    const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
    if (response.statusCode !== 200)
      throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
    return cookieHeader(response);
  };

  return {
    app,
    database,
    config,
    createUser,
    signIn,
    // Closed as production closes: Fastify sweeps idle keep-alive connections once when the close begins, and a
    // connection Node did not count as idle yet then held the close for its 72 s keep-alive timeout.
    close: async () => {
      await shutDownGracefully(app, database, { drainTimeoutMs: 10_000 });
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * The usual file setup in one line: an app built before the file's tests and closed after them. The
 * object is filled in by beforeAll, so read its fields inside tests and hooks, not at import time.
 */
export const useTestApp = (options: Parameters<typeof createTestApp>[0] = {}): TestApp => {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
};
