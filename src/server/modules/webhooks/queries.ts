import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { users, webhookAttempts, webhookDeliveries, webhookSubscriptions } from '#server/db/schema/index.ts';
import type { WebhookEventName } from '#shared/webhooks/webhooks.ts';

export type WebhookSubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

export const insertSubscription = async (
  db: Executor,
  values: { url: string; events: WebhookEventName[]; secret: string; createdBy: string; createdAt: Date },
): Promise<WebhookSubscriptionRow> => {
  const [row] = await db.insert(webhookSubscriptions).values(values).returning();
  if (!row) throw new Error('webhook subscription not written');
  return row;
};

export const countSubscriptions = async (db: Executor): Promise<number> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(webhookSubscriptions);
  return Number(row?.count ?? 0);
};

export const listSubscriptions = (db: Executor): Promise<WebhookSubscriptionRow[]> =>
  db.select().from(webhookSubscriptions).orderBy(desc(webhookSubscriptions.createdAt), desc(webhookSubscriptions.id));

export const findSubscription = async (db: Executor, id: string): Promise<WebhookSubscriptionRow | undefined> =>
  (await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id)).limit(1))[0];

/**
 * Whether the subscription is still there, holding it until the transaction ends: an admin deleting it then
 * waits for the try's record instead of taking its rows away under it.
 */
export const holdSubscription = async (db: Executor, id: string): Promise<boolean> =>
  (
    await db
      .select({ id: webhookSubscriptions.id })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id))
      .for('key share')
  ).length > 0;

/** Paused, or running again: running clears a disable and its count, so the next failure starts afresh. */
export const setSubscriptionPaused = async (
  db: Executor,
  id: string,
  pausedAt: Date | null,
): Promise<WebhookSubscriptionRow | undefined> => {
  const running = pausedAt === null ? { disabledAt: null, consecutiveFailures: 0 } : {};
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ pausedAt, ...running })
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  return row;
};

export const deleteSubscription = async (db: Executor, id: string): Promise<string | undefined> => {
  const [row] = await db
    .delete(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, id))
    .returning({ url: webhookSubscriptions.url });
  return row?.url;
};

export const listAttempts = (db: Executor, subscriptionId: string, limit: number): Promise<WebhookAttemptRow[]> =>
  db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.subscriptionId, subscriptionId))
    .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    .limit(limit);

export interface LeasedDelivery {
  delivery: WebhookDeliveryRow;
  subscription: Pick<WebhookSubscriptionRow, 'id' | 'url' | 'secret'>;
}

const running = and(isNull(webhookSubscriptions.pausedAt), isNull(webhookSubscriptions.disabledAt));

/**
 * Leases due deliveries of running subscriptions with FOR UPDATE SKIP LOCKED, so instances share the
 * work and never send one delivery at once; a delivered or given-up row is never due again.
 */
export const leaseDueDeliveries = async (
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<LeasedDelivery[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
      .where(
        and(
          isNull(webhookDeliveries.deliveredAt),
          isNull(webhookDeliveries.failedAt),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
          running,
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const leased = await tx
      .update(webhookDeliveries)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    const subscriptions = await tx
      .select({ id: webhookSubscriptions.id, url: webhookSubscriptions.url, secret: webhookSubscriptions.secret })
      .from(webhookSubscriptions)
      .where(inArray(webhookSubscriptions.id, [...new Set(leased.map((row) => row.subscriptionId))]));
    const byId = new Map(subscriptions.map((row) => [row.id, row]));
    return leased.flatMap((delivery) => {
      const subscription = byId.get(delivery.subscriptionId);
      return subscription ? [{ delivery, subscription }] : [];
    });
  });

export const insertAttempt = async (db: Executor, attempt: typeof webhookAttempts.$inferInsert): Promise<void> => {
  await db.insert(webhookAttempts).values(attempt);
};

/** Marks the delivery done, once: a second mark (a lease that ran out mid-try) changes nothing. */
export const markDelivered = async (db: Executor, id: string, now: Date): Promise<void> => {
  await db
    .update(webhookDeliveries)
    .set({ deliveredAt: now, lockedUntil: null, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(and(eq(webhookDeliveries.id, id), isNull(webhookDeliveries.deliveredAt)));
};

/** Hands a leased delivery back untried, due as it was. */
export const releaseDelivery = async (db: Executor, id: string): Promise<void> => {
  await db.update(webhookDeliveries).set({ lockedUntil: null }).where(eq(webhookDeliveries.id, id));
};

export const scheduleDeliveryRetry = async (
  db: Executor,
  id: string,
  attempts: number,
  nextAttemptAt: Date,
): Promise<void> => {
  await db
    .update(webhookDeliveries)
    .set({ attempts, nextAttemptAt, lockedUntil: null })
    .where(eq(webhookDeliveries.id, id));
};

export const markDeliveryFailed = async (db: Executor, id: string, attempts: number, now: Date): Promise<void> => {
  await db
    .update(webhookDeliveries)
    .set({ attempts, failedAt: now, lockedUntil: null })
    .where(eq(webhookDeliveries.id, id));
};

export const markSubscriptionDelivered = async (db: Executor, id: string, now: Date): Promise<void> => {
  await db
    .update(webhookSubscriptions)
    .set({ consecutiveFailures: 0, lastDeliveryAt: now })
    .where(eq(webhookSubscriptions.id, id));
};

/**
 * Counts one failed try; at `limit` failures in a row the subscription is turned off, once. Answers the
 * subscription when this call turned it off.
 */
export const countSubscriptionFailure = async (
  db: Executor,
  id: string,
  limit: number,
  now: Date,
): Promise<WebhookSubscriptionRow | undefined> => {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ consecutiveFailures: sql`${webhookSubscriptions.consecutiveFailures} + 1` })
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  if (!row || row.consecutiveFailures < limit || row.disabledAt !== null) return undefined;
  const [disabled] = await db
    .update(webhookSubscriptions)
    .set({ disabledAt: now })
    .where(and(eq(webhookSubscriptions.id, id), isNull(webhookSubscriptions.disabledAt)))
    .returning();
  return disabled;
};

/** Keeps a subscription's latest tries only: the log shows no more, and a failing target would fill the table. */
export const pruneAttempts = async (db: Executor, subscriptionId: string, keep: number): Promise<void> => {
  await db.execute(sql`
    DELETE FROM ${webhookAttempts}
    WHERE subscription_id = ${subscriptionId}
      AND id NOT IN (
        SELECT id FROM ${webhookAttempts} WHERE subscription_id = ${subscriptionId}
        ORDER BY at DESC, id DESC LIMIT ${keep}
      )`);
};

/** The admins a disabled subscription is told to: every enabled admin account. */
export const findAdminRecipients = (db: Executor): Promise<{ id: string; notificationEmailOn: boolean }[]> =>
  db
    .select({ id: users.id, notificationEmailOn: users.notificationEmailOn })
    .from(users)
    .where(and(eq(users.level, 'admin'), isNull(users.disabledAt)));
