import type { Db } from '#server/db/client.ts';
import { countHit, deleteCounter, readCounter } from '#server/db/rate-counters.ts';

export interface LoginThrottleSettings {
  /** Wrong passwords from one address for one e-mail before any wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultLoginThrottle: LoginThrottleSettings = {
  freeFailures: 3,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
};

/** A pair is forgotten a day after its last failure. */
const forgetAfterMs = 24 * 60 * 60_000;

/**
 * Decision 047: wrong passwords slow down the e-mail and address pair that sent them, with a wait
 * that doubles after each failure. Nothing locks an account, so an attacker rotating addresses
 * cannot keep its owner out: the right password from another address always gets through (the
 * per-address limit of @fastify/rate-limit still bounds each address). The failures are counted in
 * PostgreSQL (decision 061), so every instance behind the balancer sees the same count.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly settings: LoginThrottleSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long this pair must still wait before its next attempt; 0 when it may try now. */
  async waitMs(email: string, address: string): Promise<number> {
    const now = this.now();
    const entry = await readCounter(this.db, this.key(email, address), new Date(now));
    if (!entry || entry.hits < this.settings.freeFailures) return 0;
    const delay = Math.min(
      this.settings.baseDelayMs * 2 ** (entry.hits - this.settings.freeFailures),
      this.settings.maxDelayMs,
    );
    return Math.max(0, entry.lastHitAt.getTime() + delay - now);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await countHit(this.db, {
      key: this.key(email, address),
      now: new Date(this.now()),
      lifetimeMs: forgetAfterMs,
      sliding: true,
    });
  }

  async reset(email: string, address: string): Promise<void> {
    await deleteCounter(this.db, this.key(email, address));
  }

  private key(email: string, address: string): string {
    return `login-failures\n${email.toLowerCase()}\n${address}`;
  }
}
