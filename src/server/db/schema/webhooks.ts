import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WebhookEventName } from '#shared/webhooks/webhooks.ts';
import { users } from './users.ts';

/**
 * Decision 108: an admin's subscription of a URL to events. The secret signs every delivery, so it is
 * kept as it is (a hash could not sign); it is answered once, when the subscription is made.
 */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  url: text('url').notNull(),
  events: text('events').array().$type<WebhookEventName[]>().notNull(),
  secret: text('secret').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  /** Turned off after too many failed tries in a row; an admin turns it on again. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
});

/**
 * The outbox (decision 108): one row per subscription and event, written in the transaction of the change
 * the event is about, so a committed change always has its deliveries and a rolled-back one has none. The
 * row's id is the delivery's id; delivered_at marks it done, so no later try sends it again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookEventName>().notNull(),
    data: jsonb('data').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A sender's hold on the row while the target answers; another sender skips it until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Given up: its tries ran out. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} IS NULL AND ${table.failedAt} IS NULL`),
  ],
);

/** Every try of a delivery: the subscription's log shows the latest (decision 108). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookEventName>().notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('webhook_attempts_subscription_at_idx').on(
      table.subscriptionId,
      table.at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
