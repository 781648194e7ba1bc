import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { createTaskQueue } from '#shared/app/task-queue.ts';

/**
 * The cost every password is hashed at: OWASP's first argon2id setting (19 MiB, 2 passes, 1 lane).
 * Decision 120: 64 MiB x 3 passes x 4 lanes cost about five times the CPU for no gain a reviewer asks for,
 * and on two cores that made sign-in the slowest thing the app does.
 */
export const passwordHashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many hashes run at once. argon2 runs on libuv's pool (4 threads), which file reads, DNS lookups
 * and compression share: ten sign-ins at once held all four, and a request reading a file waited
 * seconds behind them (decision 120). Two leave half the pool free; more would not finish sooner on
 * two cores anyway.
 */
export const concurrentHashes = 2;

const inTurn = createTaskQueue(concurrentHashes);

export const hashPassword = (password: string): Promise<string> =>
  inTurn(() => argon2.hash(password, passwordHashOptions));

/** The hash of a password nobody knows: an account made for an address opens only by a link mailed to it. */
export const unusablePasswordHash = (): Promise<string> => hashPassword(randomBytes(32).toString('base64url'));

/** The parameters travel in the hash, so a hash made at an earlier cost still verifies. */
export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await inTurn(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
};

/** Memory times passes, read from the hash's own `m=…,t=…,p=…` (the order varies between versions). */
const storedCost = (hash: string): number => {
  const parameters = new Map(
    (hash.split('$')[3] ?? '').split(',').map((pair) => pair.split('=') as [string, string | undefined]),
  );
  return Number(parameters.get('m') ?? 0) * Number(parameters.get('t') ?? 0);
};

/**
 * A hash made at a higher cost than today's (the 64 MiB, 3-pass hashes stored before decision 120):
 * replaced on the next sign-in, when the password is at hand, so that every later sign-in pays today's cost.
 */
export const hashCostsMoreThanToday = (hash: string): boolean =>
  storedCost(hash) > passwordHashOptions.memoryCost * passwordHashOptions.timeCost;

/** Verifying against a real hash when the email is unknown keeps both answers equally slow. */
let decoyHash: Promise<string> | null = null;
export const verifyAgainstDecoy = async (password: string): Promise<false> => {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
  return false;
};
