import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentProviderName, PaymentStatus } from '#shared/projects/purchase/purchase.ts';
import { projects, projectVersions } from './projects.ts';
import { users } from './users.ts';

/**
 * One attempt to buy a project or one extension version (decision 064): an invoice an admin marks
 * paid, or a Stripe Checkout Session the webhook completes. It turns paid once; that turn, and only
 * that turn, marks the project or version purchased. While it is pending the cart it was priced
 * from is held; cancelling it voids it (decision 092).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Shown on the invoice; a sequence, so two invoices never share one. */
    number: integer('number').generatedAlwaysAsIdentity(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id').references(() => projectVersions.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The provider's id of the payment (a Checkout Session id); null for an invoice. */
    externalId: text('external_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the purchase was called off (decision 092); a cancelled payment never turns paid. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('payments_project_idx').on(table.projectId, table.createdAt.desc().nullsFirst()),
    uniqueIndex('payments_external_unique').on(table.provider, table.externalId),
  ],
);
