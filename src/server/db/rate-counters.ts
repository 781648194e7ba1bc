import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rateCounters } from './schema/index.ts';

export interface CounterState {
  hits: number;
  lastHitAt: Date;
  expiresAt: Date;
}

export interface HitOptions {
  key: string;
  now: Date;
  /** How long the count lives: from its first hit (a fixed window) or, with `sliding`, from its last one. */
  lifetimeMs: number;
  sliding?: boolean;
}

/**
 * Counts one hit in one statement, so hits arriving at several instances at once all count: an
 * expired row starts again at 1, a live one adds 1.
 */
export const countHit = async (
  db: Db,
  { key, now, lifetimeMs, sliding = false }: HitOptions,
): Promise<CounterState> => {
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  const expired = sql`${rateCounters.expiresAt} <= ${now}`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, hits: 1, lastHitAt: now, expiresAt })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateCounters.hits} + 1 END`,
        lastHitAt: now,
        expiresAt: sliding
          ? expiresAt
          : sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateCounters.expiresAt} END`,
      },
    })
    .returning({ hits: rateCounters.hits, lastHitAt: rateCounters.lastHitAt, expiresAt: rateCounters.expiresAt });
  if (!row) throw new Error(`counting a hit of ${key} returned no row`);
  return row;
};

/** The live count of a key, or null when it has none or it expired. */
export const readCounter = async (db: Db, key: string, now: Date): Promise<CounterState | null> => {
  const [row] = await db
    .select({ hits: rateCounters.hits, lastHitAt: rateCounters.lastHitAt, expiresAt: rateCounters.expiresAt })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), gt(rateCounters.expiresAt, now)))
    .limit(1);
  return row ?? null;
};

export const deleteCounter = async (db: Db, key: string): Promise<void> => {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
};

/** Expired counts only take space; any instance may sweep them. Answers how many went. */
export const deleteExpiredCounters = async (db: Db, now: Date): Promise<number> => {
  const deleted = await db
    .delete(rateCounters)
    .where(lte(rateCounters.expiresAt, now))
    .returning({ key: rateCounters.key });
  return deleted.length;
};
