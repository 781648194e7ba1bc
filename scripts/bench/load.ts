// Load from this process with autocannon, against servers that run in processes of their own.
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** autocannon reports p97.5 but not p95, so every response's time is kept and sorted here. */
export const runLoad = async (
  url: string,
  cookie: string,
  options: { connections: number; seconds: number },
): Promise<LoadFigures> => {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: options.connections, duration: options.seconds, headers: { cookie } },
      (error: unknown, finished) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) errors += 1;
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / (result.duration || options.seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    // result.errors counts connection errors, timeouts included.
    errors: errors + result.errors,
  };
};

/** Starts a server process and waits until it answers on `readyUrl`. */
export const startServer = async (
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  readyTimeoutMs = 60_000,
): Promise<ChildProcess> => {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).status < 500) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not answer ${readyUrl} within ${readyTimeoutMs / 1000} s`);
};

/** The built app (dist/server, as in production) on a loopback port, without logs: a test script's own server. */
export const startBuiltApp = (options: {
  databaseUrl: string;
  dataDir: string;
  port: number;
  env: NodeJS.ProcessEnv;
  readyPath?: string;
  /** The embedded database seeding the demo studio takes longer than a minute on a busy machine. */
  readyTimeoutMs?: number;
}): Promise<ChildProcess> =>
  startServer(
    process.execPath,
    ['dist/server/main.js'],
    {
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      ...options.env,
    },
    `http://127.0.0.1:${options.port}${options.readyPath ?? '/auth/login'}`,
    options.readyTimeoutMs,
  );

export const stopServer = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};
