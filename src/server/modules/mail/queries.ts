import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { mailRefusals, outgoingMails } from '#server/db/schema/index.ts';
import type { Mail } from '#server/lib/mailer.ts';

export type OutgoingMailRow = typeof outgoingMails.$inferSelect;
export type MailRefusalRow = typeof mailRefusals.$inferSelect;

/** Written held by its writer, who tries it at once; the hold runs out if that writer dies first. */
export const insertOutgoingMail = async (db: Executor, mail: Mail, heldUntil: Date): Promise<OutgoingMailRow> => {
  const [row] = await db
    .insert(outgoingMails)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      lockedUntil: heldUntil,
    })
    .returning();
  if (!row) throw new Error('outgoing mail not written');
  return row;
};

const waiting = and(isNull(outgoingMails.sentAt), isNull(outgoingMails.refusedAt));

/** Leases due rows with FOR UPDATE SKIP LOCKED, so instances share the work and never send one row at once. */
export const leaseDueOutgoingMails = async (
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutgoingMailRow[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outgoingMails.id })
      .from(outgoingMails)
      .where(
        and(
          waiting,
          lte(outgoingMails.nextAttemptAt, now),
          or(isNull(outgoingMails.lockedUntil), lte(outgoingMails.lockedUntil, now)),
        ),
      )
      .orderBy(outgoingMails.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outgoingMails)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          outgoingMails.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

export const markOutgoingSent = async (db: Executor, id: string, now: Date): Promise<void> => {
  await db
    .update(outgoingMails)
    .set({ sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(outgoingMails.id, id));
};

export const markOutgoingRefused = async (db: Executor, id: string, now: Date, error: string): Promise<void> => {
  await db
    .update(outgoingMails)
    .set({ refusedAt: now, lockedUntil: null, lastError: error })
    .where(eq(outgoingMails.id, id));
};

export const scheduleOutgoingRetry = async (
  db: Executor,
  id: string,
  attempts: number,
  nextAttemptAt: Date,
  error: string,
): Promise<void> => {
  await db
    .update(outgoingMails)
    .set({ attempts, nextAttemptAt, lockedUntil: null, lastError: error })
    .where(eq(outgoingMails.id, id));
};

export const countWaitingOutgoingMails = async (db: Executor): Promise<number> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(outgoingMails).where(waiting);
  return Number(row?.count ?? 0);
};

export const upsertMailRefusal = async (
  db: Executor,
  refusal: { address: string; code: number; reason: string; refusedAt: Date },
): Promise<void> => {
  const address = refusal.address.toLowerCase();
  await db
    .insert(mailRefusals)
    .values({ ...refusal, address })
    .onConflictDoUpdate({
      target: mailRefusals.address,
      set: { code: refusal.code, reason: refusal.reason, refusedAt: refusal.refusedAt },
    });
};

export const deleteMailRefusal = async (db: Executor, address: string): Promise<void> => {
  await db.delete(mailRefusals).where(eq(mailRefusals.address, address.toLowerCase()));
};

export const findMailRefusals = async (db: Executor, addresses: readonly string[]): Promise<MailRefusalRow[]> => {
  if (addresses.length === 0) return [];
  return db
    .select()
    .from(mailRefusals)
    .where(
      inArray(
        mailRefusals.address,
        addresses.map((address) => address.toLowerCase()),
      ),
    );
};
