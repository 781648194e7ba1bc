import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Decision 106: every e-mail a request sends (invitations, sign-in links, the contact form) is written
 * here before the mail server is asked, so a server that is down or answers 4xx delays it and loses
 * nothing; the mail job retries it with backoff. sent_at marks it delivered, so no retry sends it again.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender's hold on the row while it talks to the mail server; another sender skips it until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The mail server refused the address for good (5xx): never tried again. */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outgoing_mails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL AND ${table.refusedAt} IS NULL`),
  ],
);

/**
 * Addresses the mail server refused for good (a 5xx answer), by lowercased address: admins see it
 * beside the user on the users page. A later delivery to the address removes it.
 */
export const mailRefusals = pgTable('mail_refusals', {
  address: text('address').primaryKey(),
  code: integer('code').notNull(),
  reason: text('reason').notNull(),
  refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
});
