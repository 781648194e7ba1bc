import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 21: the per-caller counts every instance shares (the routes' rate limits and the sign-in
 * throttle), so a caller cannot multiply its allowance by the number of servers. A row past
 * `expiresAt` counts as absent and is deleted by the periodic sweep.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_counters_expires_idx').on(table.expiresAt)],
);
