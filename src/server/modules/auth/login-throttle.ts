export interface LoginThrottleSettings {
  /** Wrong passwords from one address for one e-mail before any wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultLoginThrottle: LoginThrottleSettings = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };

/** Pairs are forgotten a day after their last failure, and the map is pruned when it grows past this. */
const forgetAfterMs = 24 * 60 * 60_000;
const pruneAbove = 10_000;

interface Failures {
  count: number;
  last: number;
}

/**
 * Decision 047: wrong passwords slow down the e-mail and address pair that sent them, with a wait
 * that doubles after each failure. Nothing locks an account, so an attacker rotating addresses
 * cannot keep its owner out: the right password from another address always gets through (the
 * per-address limit of @fastify/rate-limit still bounds each address). In memory: one instance
 * per deployment today.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly settings: LoginThrottleSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long this pair must still wait before its next attempt; 0 when it may try now. */
  waitMs(email: string, address: string): number {
    const entry = this.failures.get(this.key(email, address));
    if (!entry || entry.count < this.settings.freeFailures) return 0;
    const delay = Math.min(this.settings.baseDelayMs * 2 ** (entry.count - this.settings.freeFailures), this.settings.maxDelayMs);
    return Math.max(0, entry.last + delay - this.now());
  }

  recordFailure(email: string, address: string): void {
    const key = this.key(email, address);
    const count = (this.failures.get(key)?.count ?? 0) + 1;
    this.failures.set(key, { count, last: this.now() });
    if (this.failures.size > pruneAbove) this.prune();
  }

  reset(email: string, address: string): void {
    this.failures.delete(this.key(email, address));
  }

  private key(email: string, address: string): string {
    return `${email}\n${address}`;
  }

  private prune(): void {
    const before = this.now() - forgetAfterMs;
    for (const [key, entry] of this.failures) if (entry.last < before) this.failures.delete(key);
  }
}
