import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { payments, projects, projectVersions } from '#server/db/schema/index.ts';
import type { PaymentProviderName } from '#shared/projects/purchase/purchase.ts';

export type PaymentRow = typeof payments.$inferSelect;

export const insertPayment = async (db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> => {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('inserting a payment returned nothing');
  return row;
};

/** Undefined when the purchase was called off while the provider was starting it. */
export const setPaymentExternalId = async (
  db: Db,
  paymentId: string,
  externalId: string,
): Promise<PaymentRow | undefined> => {
  const [row] = await db
    .update(payments)
    .set({ externalId })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return row;
};

export const deletePayment = async (db: Db, paymentId: string): Promise<void> => {
  await db.delete(payments).where(eq(payments.id, paymentId));
};

/** The payment pending for a cart (the project's, or one version's), which holds that cart (decision 092). */
export const findPendingPayment = async (
  db: Db,
  projectId: string,
  versionId: string | null,
): Promise<PaymentRow | undefined> => {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.projectId, projectId),
        versionId ? eq(payments.versionId, versionId) : isNull(payments.versionId),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
};

/** The one turn from pending to cancelled; undefined when the payment was no longer pending. */
export const cancelPaymentRow = async (
  db: Db,
  paymentId: string,
  cancelledAt: Date,
  cancelledBy: string | null,
): Promise<PaymentRow | undefined> => {
  const [row] = await db
    .update(payments)
    .set({ status: 'cancelled', cancelledAt, cancelledBy })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return row;
};

export const findPayment = async (db: Db, paymentId: string): Promise<PaymentRow | undefined> => {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
};

export const findPaymentByExternalId = async (
  db: Db,
  provider: PaymentProviderName,
  externalId: string,
): Promise<PaymentRow | undefined> => {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId)))
    .limit(1);
  return row;
};

export const listPayments = async (db: Db, projectId: string): Promise<PaymentRow[]> =>
  db
    .select()
    .from(payments)
    .where(eq(payments.projectId, projectId))
    .orderBy(desc(payments.createdAt), desc(payments.id));

/**
 * The one turn from pending to paid: the row lock makes a second, concurrent delivery wait and then
 * find nothing pending, so it answers undefined and completes nothing (decision 064).
 */
export const markPaymentPaid = async (
  db: Db,
  paymentId: string,
  paidAt: Date,
  paidBy: string | null,
): Promise<PaymentRow | undefined> => {
  const [row] = await db
    .update(payments)
    .set({ status: 'paid', paidAt, paidBy })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return row;
};

/** Answers whether this call made the project (or version) purchased: false when it already was. */
export const markPurchased = async (db: Db, projectId: string, versionId: string | null): Promise<boolean> => {
  const changed = versionId
    ? await db
        .update(projectVersions)
        .set({ purchased: true })
        .where(
          and(
            eq(projectVersions.id, versionId),
            eq(projectVersions.projectId, projectId),
            eq(projectVersions.purchased, false),
          ),
        )
        .returning({ id: projectVersions.id })
    : await db
        .update(projects)
        .set({ purchased: true, updatedAt: sql`now()` })
        .where(and(eq(projects.id, projectId), eq(projects.purchased, false)))
        .returning({ id: projects.id });
  return changed.length > 0;
};
