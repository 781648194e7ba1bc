/**
 * Every background job by name, with the data it carries (decision 060). A module adds its jobs
 * here, as it adds its events to DomainEvents, so a send is checked against what the worker reads.
 */
export interface JobPayloads {
  /** Sends the notification outbox's due e-mails (decision 052); the outbox says what is due. */
  'notification-mail': Record<string, never>;
  /** Sends the outgoing mails due for a try (decision 106): invitations, sign-in links, the contact form. */
  'outgoing-mail': Record<string, never>;
  /** Closes one auction whose expiry has passed. */
  'auction-expiry': { jobId: string };
  /** Closes every auction whose expiry has passed: the safety net of 'auction-expiry'. */
  'auction-expiry-sweep': Record<string, never>;
  /** Runs one cloud drive setup (decision 067); the setup's row says what is left to do. */
  'drive-setup': { setupId: string };
  /** Runs the drive setups whose job was lost: the safety net of 'drive-setup'. */
  'drive-setup-sweep': Record<string, never>;
  /** Sends the webhook deliveries due for a try (decision 108); the deliveries say what is due. */
  'webhook-delivery': Record<string, never>;
  /** Makes one uploaded video's review proxy and timeline sprite (decision 111); the row says what is left. */
  'review-video': { reviewVideoId: string };
  /** Sends again the review videos whose job was lost: the safety net of 'review-video'. */
  'review-video-sweep': Record<string, never>;
  /** Makes the demo studio's review clips after a start that seeded it, never during the start (decision 111). */
  'demo-review': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface SendJobOptions {
  /** Not before this moment (the database's clock decides). */
  startAfter?: Date;
  /** While a job with this key waits to start, sending another does nothing: a burst makes one job. */
  singletonKey?: string;
}

export interface JobQueue {
  /**
   * Hands a job to the queue, stored in the database so a restart keeps it. Never throws: every job
   * has a schedule as its safety net, so a failed send only delays the work; it answers whether the
   * job was queued (false also when an identical one already waits).
   */
  send: <Name extends JobName>(name: Name, data: JobPayloads[Name], options?: SendJobOptions) => Promise<boolean>;
}

export interface JobWorker<Name extends JobName = JobName> {
  name: Name;
  /**
   * Does the work; it must be idempotent, since a job may run again after a crash or a retry. The
   * signal is aborted when the app stops: a job working through a backlog stops after its batch, and
   * the next start (or another instance) takes the rest.
   */
  run: (data: JobPayloads[Name], signal: AbortSignal) => Promise<void>;
  /** A cron schedule (UTC) that sends the job even when nobody did: the safety net. */
  schedule?: { cron: string; data: JobPayloads[Name] };
}

/** A worker of any job, for lists that mix them. */
export type AnyJobWorker = { [Name in JobName]: JobWorker<Name> }[JobName];

/** The safety nets' pace: pg-boss's schedules have a resolution of one minute. */
export const everyMinute = '* * * * *';
