// `npm run test:fuzz`: every operation of the app's own OpenAPI document, tried by generated requests
// against the built app on PostgreSQL 15, as a visitor, as each level by cookie, and by a personal
// access token. Requests come from the document's schemas (json-schema-faker) and from fast-check's
// arbitrary values in their place; each answer is checked against the document (ajv, JSON Schema
// 2020-12). It fails on a 500, a status or body the document does not describe, an answer
// slower than 5 s. Decision 108 says why this stands in for Schemathesis.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import fc from 'fast-check';
import { createGeneratorSync, type JsonSchema } from 'json-schema-faker';
import { benchResultFile } from '../bench/result-file.ts';
import { startBuiltApp, stopServer } from '../bench/load.ts';
import { signInTo } from '../bench/scale-studio.ts';
import {
  harvestValues,
  operationsOf,
  pathParameterPool,
  type FuzzOperation,
  type OpenApiDocument,
  type ValuePools,
} from './openapi-operations.ts';

const databaseUrl = process.env.PG_URL;
if (!databaseUrl) throw new Error('PG_URL is missing: run this through `npm run test:fuzz`');
const examplesPerCaller = Number(process.env.FUZZ_EXAMPLES ?? 4);
const slowMs = 5_000;
const seed = Number(process.env.FUZZ_SEED ?? 39);
const port = 4641;
const origin = `http://127.0.0.1:${port}`;
const demoPassword = 'fuzz-demo-password';
const callerEmails = {
  client: 'client@demo.local',
  freelancer: 'freelancer@demo.local',
  staff: 'staff@demo.local',
  admin: 'admin@demo.local',
} as const;
type SignedInCaller = keyof typeof callerEmails;
type CallerName = 'visitor' | SignedInCaller | 'token';

const dataDir = mkdtempSync(path.join(tmpdir(), 'es-fuzz-'));
const server = await startBuiltApp({
  databaseUrl,
  dataDir,
  port,
  env: { SEED_DEMO: 'true', DEMO_PASSWORD: demoPassword, LOGIN_RATE_LIMIT: '100000', PUBLIC_URL: origin },
  readyPath: '/readyz',
});

interface Answer {
  status: number;
  contentType: string;
  body: string;
  ms: number;
}

const headersOf = new Map<CallerName, Record<string, string>>();
const signIn = async (caller: SignedInCaller) =>
  headersOf.set(caller, { cookie: await signInTo(origin, callerEmails[caller], demoPassword) });

const send = async (
  caller: CallerName,
  method: string,
  url: string,
  body: string | undefined,
): Promise<Answer | 'no answer'> => {
  const started = performance.now();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), slowMs * 4);
  try {
    const response = await fetch(`${origin}${url}`, {
      method,
      redirect: 'manual',
      signal: abort.signal,
      headers: {
        origin,
        ...(headersOf.get(caller) ?? {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    });
    const contentType = response.headers.get('content-type') ?? '';
    // The live stream never ends: its first bytes are all an answer needs.
    const text = contentType.startsWith('text/event-stream') ? '' : await response.text();
    if (contentType.startsWith('text/event-stream')) abort.abort();
    return { status: response.status, contentType, body: text, ms: performance.now() - started };
  } catch {
    return 'no answer';
  } finally {
    clearTimeout(timer);
  }
};

try {
  // The callers' own accounts are left out of the ids the fuzzer tries: an admin request disabling
  // the client it is about to sign in as again would end the run, not find a defect.
  const callerIds = new Set<string>();
  for (const caller of Object.keys(callerEmails) as SignedInCaller[]) {
    await signIn(caller);
    const me = await send(caller, 'GET', '/api/accounts/me', undefined);
    if (me !== 'no answer') callerIds.add((JSON.parse(me.body) as { user: { _id: string } }).user._id);
  }
  const tokenAnswer = await send(
    'staff',
    'POST',
    '/api/accounts/tokens',
    JSON.stringify({ name: 'fuzz', lifetimeDays: 7 }),
  );
  if (tokenAnswer === 'no answer' || tokenAnswer.status !== 200)
    throw new Error('could not make a token for the fuzzer');
  const { secret } = JSON.parse(tokenAnswer.body) as { secret: string };
  headersOf.set('token', { authorization: `Bearer ${secret}` });

  const documentAnswer = await send('visitor', 'GET', '/api/openapi.json', undefined);
  if (documentAnswer === 'no answer' || documentAnswer.status !== 200)
    throw new Error('the OpenAPI document did not answer');
  const document = JSON.parse(documentAnswer.body) as OpenApiDocument;
  const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
  const operations = operationsOf(document).filter((operation) => !only || only.test(operation.path));

  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormatsPlugin.default(ajv);
  const validators = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    const known = validators.get(schema);
    if (known) return known;
    const made = ajv.compile(schema);
    validators.set(schema, made);
    return made;
  };
  const generator = createGeneratorSync({ seed, alwaysFakeOptionals: false, optionalsProbability: 0.6 });
  const arbitrary = fc.anything({ maxDepth: 2, withNullPrototype: false });
  let drawSeed = seed;
  const draw = (below: number): number =>
    fc.sample(fc.nat({ max: below - 1 }), { seed: (drawSeed += 1), numRuns: 1 })[0] ?? 0;
  const chance = (probability: number) => draw(1000) < probability * 1000;
  const pools: ValuePools = new Map();

  const callers: CallerName[] = ['visitor', 'client', 'freelancer', 'staff', 'admin', 'token'];
  /** Each kind of failure once per operation, with its count and first request: one defect, one line. */
  const failures = new Map<string, { count: number; example: string }>();
  const fail = (operation: FuzzOperation, kind: string, example: string) => {
    const key = `${operation.method} ${operation.path}: ${kind}`;
    const known = failures.get(key);
    failures.set(key, { count: (known?.count ?? 0) + 1, example: known?.example ?? example });
  };
  const covered = new Set<string>();
  const statuses = new Map<number, number>();
  let requests = 0;
  let serverErrors = 0;
  let mismatches = 0;
  let slow = 0;

  const valueFor = (schema: JsonSchema | undefined, wild: boolean): unknown => {
    if (wild) return fc.sample(arbitrary, { seed: (drawSeed += 1), numRuns: 1 })[0];
    return schema ? generator.generate(schema) : undefined;
  };

  const requestOf = (operation: FuzzOperation, wild: boolean): { url: string; body: string | undefined } => {
    let url = operation.path.replace(/\{([^}]+)\}\??/g, (_whole, name: string) => {
      const pool = pathParameterPool(pools, operation.path, name);
      const known = pool.length > 0 && !wild ? pool[draw(pool.length)] : undefined;
      const value = known ?? valueFor(operation.pathParameters.get(name), wild);
      return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value ?? ''));
    });
    const query = new URLSearchParams();
    for (const [name, { schema, required }] of operation.queryParameters) {
      if (!required && chance(0.4)) continue;
      const value = valueFor(schema, wild && chance(0.5));
      for (const one of Array.isArray(value) ? value : [value])
        query.append(name, typeof one === 'string' ? one : JSON.stringify(one));
    }
    if ([...query.keys()].length > 0) url += `?${query.toString()}`;
    const body = operation.jsonBody ? JSON.stringify(valueFor(operation.jsonBody, wild) ?? null) : undefined;
    return { url, body };
  };

  const check = (operation: FuzzOperation, caller: CallerName, url: string, answer: Answer | 'no answer') => {
    requests += 1;
    const label = `${operation.method} ${url} as ${caller}`;
    if (answer === 'no answer') {
      slow += 1;
      fail(operation, `no answer in ${slowMs * 4} ms`, label);
      return;
    }
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.ms > slowMs) {
      slow += 1;
      fail(operation, `slower than ${slowMs} ms`, `${label} in ${Math.round(answer.ms)} ms`);
    }
    if (answer.status >= 500 && answer.status !== 507) {
      serverErrors += 1;
      fail(operation, `answered ${answer.status}`, `${label}: ${answer.body.slice(0, 200)}`);
      return;
    }
    const documented =
      operation.responses.get(String(answer.status)) ?? operation.responses.get(`${String(answer.status)[0]}XX`);
    if (!documented) {
      mismatches += 1;
      fail(operation, `${answer.status} is not in the document (${[...operation.responses.keys()].join(', ')})`, label);
      return;
    }
    const contentType = answer.contentType.split(';')[0]?.trim() ?? '';
    const { contentTypes, jsonSchema } = documented;
    if (contentTypes.length > 0 && !contentTypes.includes('*/*') && !contentTypes.includes(contentType)) {
      mismatches += 1;
      fail(operation, `${answer.status} documented as ${contentTypes.join(' or ')}, answered ${contentType}`, label);
      return;
    }
    if (!jsonSchema || contentType !== 'application/json') return;
    const parsed: unknown = JSON.parse(answer.body);
    const validate = validatorOf(jsonSchema);
    if (!validate(parsed)) {
      mismatches += 1;
      fail(operation, `${answer.status} unlike its schema: ${ajv.errorsText(validate.errors)}`, label);
      return;
    }
    if (answer.status < 300) harvestValues(pools, operation.path, parsed, callerIds);
  };

  // Reads first, so the writes and deletes find real ids; then the reads again over what they changed.
  const phases: FuzzOperation[][] = [
    operations.filter((operation) => operation.method === 'GET'),
    operations.filter((operation) => !['GET', 'DELETE'].includes(operation.method)),
    operations.filter((operation) => operation.method === 'DELETE'),
    operations.filter((operation) => operation.method === 'GET'),
  ];
  const started = Date.now();
  for (const phase of phases)
    for (const operation of phase) {
      covered.add(`${operation.method} ${operation.path}`);
      for (const caller of callers)
        for (let example = 0; example < examplesPerCaller; example += 1) {
          const { url, body } = requestOf(operation, example % 2 === 1);
          const answer = await send(caller, operation.method, url, body);
          check(operation, caller, url, answer);
          // A sign-out or a new password ends the caller's own session: it signs in again. Others are
          // untouched, as the callers' accounts are never among the ids tried.
          if (operation.endsSessions && caller in callerEmails && answer !== 'no answer' && answer.status < 400)
            await signIn(caller as SignedInCaller);
        }
    }

  const figures = {
    date: new Date().toISOString(),
    operations: operations.length,
    covered: covered.size,
    callers,
    requests,
    serverErrors,
    mismatches,
    slowOrHung: slow,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    seconds: Math.round((Date.now() - started) / 1000),
    failures: [...failures].map(([kind, { count, example }]) => ({ kind, count, example: example.slice(0, 300) })),
  };
  writeFileSync(benchResultFile('fuzz'), `${JSON.stringify(figures, null, 2)}\n`);
  console.info(
    `fuzz: ${covered.size} of ${operations.length} operations, ${requests} requests as ${callers.join(', ')}; ` +
      `${serverErrors} server errors, ${mismatches} answers unlike the document, ${slow} slower than ${slowMs} ms ` +
      `(${figures.seconds} s)`,
  );
  if (failures.size > 0) {
    for (const [kind, { count, example }] of failures)
      console.error(`${kind} (${count}x), e.g. ${example.slice(0, 160)}`);
    process.exitCode = 1;
  }
} finally {
  await stopServer(server);
}
