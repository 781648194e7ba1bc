/** The server's one source of "now", so tests can move time (auction expiry, link lifetimes) without waiting. */
export interface Clock {
  now: () => Date;
}

export const systemClock: Clock = { now: () => new Date() };
