// npm run test:cluster (issue 21), under scripts/with-pg15.sh which provides PG_URL: s3rver, two app
// instances from dist/ on that PostgreSQL and that store, HAProxy in front of them on loopback, then the
// comments and jobs journeys and tests/cluster/cluster.spec.ts through it (playwright.cluster.config.ts).
// Prints what it measured: requests per instance, the live-event delay, how soon a signed-out session's stream
// ends on the other instance, writes acknowledged and found.
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { haproxyConfig } from './haproxy-config.mjs';

const databaseUrl = process.env.PG_URL;
if (!databaseUrl) throw new Error('PG_URL is not set: run through scripts/with-pg15.sh (npm run test:cluster)');
const basePort = Number(process.env.CLUSTER_PORT ?? 4380);
const ports = { balancer: basePort, s3: basePort + 3, instances: [basePort + 1, basePort + 2] };
const host = '127.0.0.1';
const balancerUrl = `http://${host}:${ports.balancer}`;
const e2eDemoPassword = 'e2e-demo-password';
const workdir = mkdtempSync(path.join(tmpdir(), 'es-cluster-'));
const children = [];
const startedAt = Date.now();

const ensureHaproxy = () => {
  if (existsSync('/usr/sbin/haproxy')) return;
  if (process.getuid?.() !== 0) throw new Error('HAProxy is missing. Install it with: sudo apt-get install -y haproxy');
  console.log('Installing HAProxy (apt-get install -y haproxy)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy', { stdio: 'inherit' });
};

const newestChange = (folder) =>
  Math.max(
    ...readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
  );

/** CI has just built for the browser tests; a build older than the sources is made again. */
const ensureBuilt = () => {
  const built = ['dist/server/main.js', 'dist/client/index.html'];
  if (
    built.every((file) => existsSync(file)) &&
    Math.min(...built.map((file) => statSync(file).mtimeMs)) > newestChange('src')
  )
    return;
  console.log('Building (npm run build)...');
  execSync('npm run build', { stdio: 'inherit' });
};

const waitFor = async (what, check, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
};

const answers200 = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200;

const startInstance = async (name, port, s3, extraEnv) => {
  const dataDir = path.join(workdir, name);
  const logFile = path.join(workdir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: balancerUrl,
      // Every instance signs and reads the same session cookies.
      SESSION_SECRET: sessionSecret,
      TRUST_PROXY: host,
      DEMO_PASSWORD: e2eDemoPassword,
      LOGIN_RATE_LIMIT: '10000',
      LOG_LEVEL: 'info',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.push(child);
  const url = `http://${host}:${port}`;
  await waitFor(`instance ${name}`, answers200(`${url}/readyz`), 120_000);
  return { name, url, port, pid: child.pid, logFile, child };
};

const haproxyStats = (socket) =>
  new Promise((resolve, reject) => {
    let output = '';
    const connection = connect(socket, () => connection.end('show stat\n'));
    connection.on('data', (chunk) => (output += chunk));
    connection.on('end', () => resolve(output));
    connection.on('error', reject);
  });

/** Requests each server of the backend answered (HAProxy's stot) and its state, from the stats socket. */
const requestsByServer = (csv) => {
  const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  return rows
    .map((row) => Object.fromEntries(row.split(',').map((value, index) => [columns[index], value])))
    .filter((row) => row.pxname === 'instances' && row.svname !== 'BACKEND')
    .map((row) => ({ server: row.svname, requests: Number(row.stot), status: row.status }));
};

/** Request lines per instance log, and whether every one of them carries a request id. */
const logFigures = (instance) => {
  const lines = readFileSync(instance.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'));
  const completed = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request completed');
  return {
    instance: instance.name,
    requestsLogged: completed.length,
    withRequestId: completed.filter((entry) => typeof entry.reqId === 'string').length,
  };
};

const sessionSecret = randomBytes(32).toString('hex');
let exitCode = 1;
let s3server;
try {
  ensureHaproxy();
  ensureBuilt();
  s3server = new S3rver({
    address: host,
    port: ports.s3,
    silent: true,
    directory: path.join(workdir, 's3'),
    configureBuckets: [{ name: 'media' }],
  });
  await s3server.run();
  const s3 = { bucket: 'media', endpoint: `http://${host}:${ports.s3}` };

  // The first instance migrates and seeds; the second starts on the ready database.
  const first = await startInstance('a', ports.instances[0], s3, { SEED_DEMO: 'true' });
  const second = await startInstance('b', ports.instances[1], s3, { SEED_DEMO: 'false' });
  const instances = [first, second];
  console.log(
    `Instances up after ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${instances.map((instance) => instance.url).join(', ')}`,
  );

  const statsSocket = path.join(workdir, 'haproxy.sock');
  const configFile = path.join(workdir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig({
      bindAddress: host,
      port: ports.balancer,
      statsSocket,
      instances: instances.map((instance) => ({ name: instance.name, address: host, port: instance.port })),
    }),
  );
  const haproxy = spawn('/usr/sbin/haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(haproxy);
  await waitFor('HAProxy', async () => {
    const servers = requestsByServer(await haproxyStats(statsSocket));
    return servers.length === 2 && servers.every((server) => server.status === 'UP');
  });
  console.log(`HAProxy ${balancerUrl} balancing both instances`);

  const figuresFile = path.join(workdir, 'figures.json');
  const runProject = (project) =>
    new Promise((resolve) => {
      const playwright = spawn(
        'npx',
        ['playwright', 'test', '-c', 'playwright.cluster.config.ts', '--project', project],
        {
          env: {
            ...process.env,
            CLUSTER_BALANCER_URL: balancerUrl,
            CLUSTER_INSTANCES: JSON.stringify(instances.map(({ name, url, pid }) => ({ name, url, pid }))),
            CLUSTER_FIGURES_FILE: figuresFile,
          },
          stdio: 'inherit',
        },
      );
      playwright.on('exit', (code) => resolve(code ?? 1));
    });
  // The journeys first, on both instances; the cluster spec ends by killing one of them.
  const outcomes = [];
  for (const project of (process.env.CLUSTER_PROJECTS ?? 'journeys,cluster').split(','))
    outcomes.push(await runProject(project));
  exitCode = outcomes.every((code) => code === 0) ? 0 : 1;

  const servers = requestsByServer(await haproxyStats(statsSocket));
  const figures = existsSync(figuresFile) ? JSON.parse(readFileSync(figuresFile, 'utf8')) : {};
  console.log('\nCluster figures');
  for (const server of servers)
    console.log(`  requests served by instance ${server.server}: ${server.requests} (HAProxy; now ${server.status})`);
  for (const entry of instances.map(logFigures))
    console.log(
      `  instance ${entry.instance} logged ${entry.requestsLogged} requests, ${entry.withRequestId} with a request id`,
    );
  if (figures.liveEventDelayMs)
    console.log(`  live event from one instance to a browser on the other: ${figures.liveEventDelayMs.join(', ')} ms`);
  if (figures.liveSignOutEndMs !== undefined)
    console.log(
      `  signed out on one instance, the session's live stream on the other ended after ${figures.liveSignOutEndMs} ms`,
    );
  if (figures.killDuringBurst) {
    const burst = figures.killDuringBurst;
    console.log(
      `  kill -9 during a burst of ${burst.clients} writing clients: ${burst.acknowledged} writes acknowledged, ${burst.found} found afterwards, ${burst.failedDuringKill} refused or cut during the kill, ${burst.acknowledgedAfterKill} acknowledged after it`,
    );
  }
  console.log(`  whole run: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const child of children.reverse())
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => child.once('exit', resolve))
        : null,
    ),
  );
  await s3server?.close().catch(() => undefined);
  if (exitCode !== 0) console.error(`Instance logs kept in ${workdir}`);
  else rmSync(workdir, { recursive: true, force: true });
}
process.exit(exitCode);
