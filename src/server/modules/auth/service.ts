import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { findUserByEmail, insertUser, type UserRow } from '#server/modules/users/queries.ts';
import { wrongCredentialsMessage, type LoginBody, type RegisterBody } from '#shared/auth/schemas.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';

export const tooManyAttemptsMessage = (waitMs: number): string => `Too many sign-in attempts. Try again in ${Math.ceil(waitMs / 1000)} seconds.`;
export const emailTakenMessage = 'An account with this email already exists';

export const authenticate = async (db: Db, throttle: LoginThrottle, body: LoginBody, address: string): Promise<UserRow> => {
  const waitMs = throttle.waitMs(body.email, address);
  if (waitMs > 0) throw new AppError('too_many_requests', tooManyAttemptsMessage(waitMs));
  const user = await findUserByEmail(db, body.email);
  const valid = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDecoy(body.password);
  if (!user || !valid) {
    throttle.recordFailure(body.email, address);
    throw new AppError('unauthorized', wrongCredentialsMessage);
  }
  throttle.reset(body.email, address);
  return user;
};

export const registerClient = async (db: Db, body: RegisterBody): Promise<UserRow> => {
  const user = await insertUser(db, {
    name: body.name,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    level: 'client',
    roles: [],
  });
  if (!user) throw new AppError('conflict', emailTakenMessage);
  return user;
};
