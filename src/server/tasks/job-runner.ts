import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { jobQueueSchema, type Database, type ExecuteSql } from '#server/db/client.ts';
import type { AnyJobWorker, JobQueue } from '#server/lib/job-queue.ts';
import { isDatabaseUnavailable } from '#server/lib/database-unavailable.ts';
import { loggableError } from '#server/lib/loggable-error.ts';
import type { QueueBacklog } from '#server/lib/metrics.ts';

export interface JobRunnerOptions {
  /** How often an idle worker asks the queue for work (pg-boss allows 0.5 s and more). */
  pollingIntervalSeconds: number;
  /** How long close() waits for the jobs under way before handing them back to the queue. */
  stopTimeoutMs?: number;
}

export interface JobRunner {
  queue: JobQueue;
  /** Creates the queues, registers their workers and schedules; without a runner it only creates the queues. */
  start: (workers: readonly AnyJobWorker[]) => Promise<void>;
  /** Lets the jobs under way finish (or hands them back after the timeout), then stops asking for more. */
  stop: () => Promise<void>;
  /** Of every queue started, the jobs due and not yet taken, and how long the oldest has waited. */
  backlog: () => Promise<QueueBacklog[]>;
}

/**
 * Retries of a job that throws (a database hiccup: the work itself keeps its own state): 30 s,
 * 1 min, 2 min … for five tries. Every job waits in the 'short' policy: while one job of a name
 * and key waits to start, a second send of it is dropped, so a burst of sends makes one job.
 */
const queueOptions = {
  policy: 'short',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
} as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often the queue's own statements are tried again while the database is away. */
const unavailableRetryMs = 1000;

/**
 * The app's job queue: pg-boss on the app's own database connections (decision 060), the node-postgres
 * pool or the embedded PGlite. With `options` false the app only sends jobs; another process (or
 * the next start) runs them.
 */
export const openJobRunner = async (
  database: Database,
  log: FastifyBaseLogger,
  options: JobRunnerOptions | false,
): Promise<JobRunner> => {
  let pendingSql = 0;
  let runningJobs = 0;
  let stopping = false;
  const stopped = new AbortController();
  // Counting statements lets stop() wait for the last fetch or completion a worker had under way.
  // A statement the database cannot take now (a restart, a failover) waits for it: pg-boss records a
  // finished job's completion without awaiting it, so failing it would end the process, and the job,
  // still marked active, would run a second time when its lease ran out.
  const executeSql: ExecuteSql = async (text, values) => {
    pendingSql += 1;
    try {
      for (;;) {
        try {
          return await database.executeSql(text, values);
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          // Stopping, nothing waits: the statement is dropped (a job not marked done keeps its lease
          // and runs again after it), since its failure would end the process before it closed.
          if (stopping) return { rows: [] };
          await pause(unavailableRetryMs);
        }
      }
    } finally {
      pendingSql -= 1;
    }
  };
  const runs = options !== false;
  const boss = new PgBoss({
    db: { executeSql },
    schema: jobQueueSchema,
    supervise: runs,
    schedule: runs,
    ...(runs ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
  boss.on('error', (error) => log.error({ err: loggableError(error) }, 'job queue error'));
  await boss.start();
  const workerIds = new Map<string, string>();

  const queue: JobQueue = {
    send: async (name, data, sendOptions = {}) => {
      try {
        // On the app's connections as they are: a request sending a job answers 503 when the database is away.
        const queued =
          (await boss.send(name, data, { ...sendOptions, db: { executeSql: database.executeSql } })) !== null;
        // A job due now starts on this instance at once rather than at the worker's next poll.
        const workerId = workerIds.get(name);
        if (queued && workerId && !sendOptions.startAfter) boss.notifyWorker(workerId);
        return queued;
      } catch (error) {
        log.error({ err: loggableError(error), job: name }, 'job not queued; its schedule will catch up');
        return false;
      }
    },
  };

  const workerNames = new Set<string>();
  const register = async (worker: AnyJobWorker) => {
    await boss.createQueue(worker.name, { name: worker.name, ...queueOptions });
    workerNames.add(worker.name);
    if (!runs) return;
    if (worker.schedule) await boss.schedule(worker.name, worker.schedule.cron, worker.schedule.data);
    const run = worker.run as (data: unknown, signal: AbortSignal) => Promise<void>;
    const workerId = await boss.work<unknown>(
      worker.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds },
      async ([job]) => {
        // A job fetched while the app closes goes back to the queue (pg-boss retries a job that throws).
        if (stopping || !job) throw new Error('the app is closing');
        runningJobs += 1;
        try {
          await run(job.data, stopped.signal);
        } finally {
          runningJobs -= 1;
        }
      },
    );
    workerIds.set(worker.name, workerId);
  };

  // pg-boss's states before 'active' are created and retry; its index job_i5 covers this filter.
  const backlogSql = `
    SELECT name, count(*)::int AS waiting, extract(epoch FROM now() - min(start_after))::float AS oldest
    FROM ${jobQueueSchema}.job
    WHERE state < 'active' AND start_after <= now()
    GROUP BY name`;

  return {
    queue,
    backlog: async () => {
      const { rows } = await database.executeSql(backlogSql);
      const due = new Map(rows.map((row) => [String(row.name), row]));
      return [...workerNames].map((name) => ({
        queue: name,
        waiting: Number(due.get(name)?.waiting ?? 0),
        oldestSeconds: Number(due.get(name)?.oldest ?? 0),
      }));
    },
    start: async (workers) => {
      for (const worker of workers) await register(worker);
    },
    stop: async () => {
      stopping = true;
      stopped.abort();
      await boss.stop({ graceful: true, timeout: runs ? (options.stopTimeoutMs ?? 10_000) : 1000, close: false });
      // pg-boss's stop does not wait for a worker's last poll or for the completion of its last job.
      while (pendingSql > 0 || runningJobs > 0) await pause(10);
    },
  };
};
