import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { JobQueue } from '#server/lib/job-queue.ts';
import { loggableError } from '#server/lib/loggable-error.ts';
import { isPermanentRefusal, smtpReplyCode, type Mailer } from '#server/lib/mailer.ts';
import {
  deleteMailRefusal,
  insertOutgoingMail,
  leaseDueOutgoingMails,
  markOutgoingRefused,
  markOutgoingSent,
  scheduleOutgoingRetry,
  upsertMailRefusal,
  type OutgoingMailRow,
} from './queries.ts';

export interface MailSendingContext {
  db: Db;
  /** What talks to the mail server (or writes the .eml outbox). */
  transport: Mailer;
  queue: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
}

export const outgoingMailSettings = {
  /** How long a sender holds a row while the mail server answers; past it another may try. */
  leaseMs: 2 * 60_000,
  batchSize: 20,
  /** With the backoff below, tries span about two days before the mail is given up. */
  maxAttempts: 55,
};

/** Exponential backoff: 30 s, 1 min, 2 min, … at most an hour between tries. */
export const outgoingRetryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The Message-ID of every try of the row: a reader's client shows a mail that did arrive twice once. */
const messageIdOf = (row: OutgoingMailRow): string => `<${row.id}@explainer.studio>`;

/** Records that the server refused the address for good; admins see it beside the user (decision 106). */
export const recordRefusal = async (db: Db, address: string, error: unknown, now: Date): Promise<void> => {
  await upsertMailRefusal(db, { address, code: smtpReplyCode(error) ?? 550, reason: errorText(error), refusedAt: now });
};

/**
 * One try of a held row: delivered, it is marked sent (a later try finds it done); refused for good
 * (5xx), it is marked refused and the address recorded; otherwise (4xx, no server) it waits for its
 * next try, which the job queue is told of.
 */
const tryToDeliver = async (context: MailSendingContext, row: OutgoingMailRow): Promise<void> => {
  const { db, clock, transport, queue } = context;
  try {
    await transport.send({
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      messageId: messageIdOf(row),
    });
  } catch (error) {
    const now = clock.now();
    const attempts = row.attempts + 1;
    context.log.warn({ err: loggableError(error), mailId: row.id, attempts }, 'mail not delivered');
    if (isPermanentRefusal(error)) {
      await markOutgoingRefused(db, row.id, now, errorText(error));
      await recordRefusal(db, row.toAddress, error, now);
    } else if (attempts >= outgoingMailSettings.maxAttempts) {
      await markOutgoingRefused(db, row.id, now, `given up after ${attempts} tries: ${errorText(error)}`);
    } else {
      const nextAttemptAt = new Date(now.getTime() + outgoingRetryDelayMs(attempts));
      await scheduleOutgoingRetry(db, row.id, attempts, nextAttemptAt, errorText(error));
      await queue.send('outgoing-mail', {}, { startAfter: nextAttemptAt });
    }
    return;
  }
  await markOutgoingSent(db, row.id, clock.now());
  // The address takes mail again (a mailbox created since): it is no longer shown as refused.
  await deleteMailRefusal(db, row.toAddress);
};

/**
 * Decision 106: the mailer the modules send through. The mail is written first, then tried at once,
 * so a working server delivers it within the request as before, and one that is down or answers 4xx
 * leaves it written for the job to deliver later: the request succeeds and the mail is not lost.
 */
export const createQueuedMailer = (context: MailSendingContext): Mailer => ({
  send: async (mail) => {
    const heldUntil = new Date(context.clock.now().getTime() + outgoingMailSettings.leaseMs);
    await tryToDeliver(context, await insertOutgoingMail(context.db, mail, heldUntil));
  },
});

/** One pass of the mail job: the due rows, each tried once. Answers how many it took. */
export const sendDueOutgoingMails = async (context: MailSendingContext): Promise<number> => {
  const { leaseMs, batchSize } = outgoingMailSettings;
  const rows = await leaseDueOutgoingMails(context.db, context.clock.now(), leaseMs, batchSize);
  for (const row of rows) await tryToDeliver(context, row);
  return rows.length;
};
