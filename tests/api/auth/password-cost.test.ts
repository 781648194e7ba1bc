import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { concurrentHashes } from '#server/modules/auth/passwords.ts';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp({ limits: { loginIp: { max: 1000, timeWindowMs: 60_000 } } });
afterEach(() => vi.restoreAllMocks());

const storedHash = async (userId: string): Promise<string> => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? '';
};

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

describe('the password hash cost (decision 120)', () => {
  it('signs in with a hash stored at the earlier 64 MiB cost and replaces it by one at today’s cost', async () => {
    const user = await t.createUser('client');
    const earlierHash = await argon2.hash(user.password, {
      type: argon2.argon2id,
      memoryCost: 65_536,
      timeCost: 3,
      parallelism: 4,
    });
    await t.database.db.update(users).set({ passwordHash: earlierHash }).where(eq(users.id, user._id));

    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    const replaced = await storedHash(user._id);
    expect(replaced.split('$')[3]?.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(await argon2.verify(replaced, user.password)).toBe(true);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, 'not-the-password')).statusCode).toBe(401);
  });

  it('keeps a hash that costs no more than today’s, and a wrong password replaces nothing', async () => {
    const user = await t.createUser('client');
    const before = await storedHash(user._id);
    expect((await signIn(user.email, 'not-the-password')).statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect(await storedHash(user._id)).toBe(before);
  });

  it('hashes at most two passwords at once, so ten sign-ins leave half of the libuv pool to file reads', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => t.createUser('client')));
    let inFlight = 0;
    let mostInFlight = 0;
    const verify = argon2.verify.bind(argon2);
    vi.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        return await verify(...args);
      } finally {
        inFlight -= 1;
      }
    });
    const answers = await Promise.all(people.map((person) => signIn(person.email, person.password)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(people.map(() => 200));
    expect(concurrentHashes).toBe(2);
    expect(mostInFlight).toBe(concurrentHashes);
  });
});
