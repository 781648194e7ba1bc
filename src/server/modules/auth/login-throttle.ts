/**
 * Failed sign-ins per email within a window. The per-IP limit comes from @fastify/rate-limit;
 * this one stops a spread-out attack on one account. In memory: one instance per deployment today.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(email: string): boolean {
    return this.recent(email).length >= this.maxFailures;
  }

  recordFailure(email: string): void {
    this.failures.set(email, [...this.recent(email), this.now()]);
  }

  reset(email: string): void {
    this.failures.delete(email);
  }

  private recent(email: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(email) ?? []).filter((time) => time > since);
  }
}
