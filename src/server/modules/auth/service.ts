import type { Db } from '#server/db/client.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { singleLine } from '#server/lib/mail-text.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { findUserByEmail, insertUser, type UserRow } from '#server/modules/users/index.ts';
import { type LoginBody, type PasswordBody, type RegisterBody } from '#shared/auth/schemas.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { consumeSignInToken, createSignInToken, passwordLink } from './sign-in-links.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { replacePasswordFromMail } from './password-change.ts';
import {
  consumePasswordResetToken,
  createPasswordResetToken,
  passwordResetLifetimeMinutes,
} from './password-resets.ts';

export const authenticate = async (
  db: Db,
  throttle: LoginThrottle,
  body: LoginBody,
  address: string,
): Promise<UserRow> => {
  const waitMs = await throttle.waitMs(body.email, address);
  if (waitMs > 0)
    throw catalogueError('too_many_requests', 'api.tooManyAttempts', { seconds: Math.ceil(waitMs / 1000) });
  const user = await findUserByEmail(db, body.email);
  const valid = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDecoy(body.password);
  if (!user || !valid) {
    await throttle.recordFailure(body.email, address);
    throw catalogueError('unauthorized', 'api.wrongCredentials');
  }
  await throttle.reset(body.email, address);
  // Said only to whoever knows the password: the owner learns why, and nobody else learns the account exists.
  if (user.disabledAt) throw catalogueError('forbidden', 'api.accountDisabled');
  return user;
};

/**
 * Registration answers the same whether the address is new or taken (decision 047): a new address
 * gets an account and a link that confirms it (decision 091: the password is chosen again there, so
 * someone who registered another's address keeps nothing once its owner opens it); the owner of a
 * taken one gets a mail saying someone tried, with a link to choose a new password. The password is
 * hashed either way, so both answers take as long.
 */
export const registerClient = async (
  { db, mailer, config }: ModuleContext,
  { body, redirect }: { body: RegisterBody; redirect: string },
): Promise<void> => {
  const t = createTranslator(config.locale);
  const passwordHash = await hashPassword(body.password);
  const created = await insertUser(db, {
    name: body.name,
    email: body.email,
    passwordHash,
    level: 'client',
    roles: [],
  });
  if (created) {
    const link = passwordLink(config.publicUrl, await createSignInToken(db, created.id), redirect);
    await mailer.send({
      to: body.email,
      subject: t('auth.welcome.mailSubject'),
      text: t('auth.welcome.mailText', { name: singleLine(body.name), link }),
    });
    return;
  }
  const owner = await findUserByEmail(db, body.email);
  if (!owner) return;
  const link = passwordLink(config.publicUrl, await createSignInToken(db, owner.id), redirect);
  await mailer.send({
    to: owner.email,
    subject: t('auth.registerAttempt.mailSubject'),
    text: t('auth.registerAttempt.mailText', { loginUrl: `${config.publicUrl}/auth/login`, link }),
  });
};

/**
 * Sets the password chosen from a mailed link, which confirms the address and ends every session of
 * the account (the route then signs this browser in); answers the link's user, or undefined when the
 * link is spent.
 */
export const setPasswordFromLink = async (
  { db, clock, events }: ModuleContext,
  { token, body }: { token: string; body: PasswordBody },
): Promise<string | undefined> => {
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    const consumed = await consumeSignInToken(tx, token);
    if (consumed) await replacePasswordFromMail(tx, { userId: consumed, passwordHash, now: clock.now() });
    return consumed;
  });
  if (userId) await events.emit('user.accessChanged', { userId });
  return userId;
};

/**
 * Mails a password reset link when an account uses the address, and does nothing otherwise. The
 * route answers before this runs (decision 063), so neither the answer nor its timing says which.
 */
export const sendPasswordResetLink = async (
  { db, mailer, config, clock }: ModuleContext,
  { email, redirect }: { email: string; redirect: string },
): Promise<void> => {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = await createPasswordResetToken(db, user.id, clock.now());
  const t = createTranslator(config.locale);
  const link = `${config.publicUrl}/auth/reset/${token}?redirect=${encodeURIComponent(redirect)}`;
  await mailer.send({
    to: user.email,
    subject: t('auth.reset.mailSubject'),
    text: t('auth.reset.mailText', { name: singleLine(user.name), link, minutes: passwordResetLifetimeMinutes }),
  });
};

/** Sets the password from a reset link, which confirms the address and ends every session of its user; undefined when the link is spent or expired. */
export const resetPasswordFromLink = async (
  { db, clock, events }: ModuleContext,
  { token, body }: { token: string; body: PasswordBody },
): Promise<string | undefined> => {
  const passwordHash = await hashPassword(body.password);
  const now = clock.now();
  const userId = await db.transaction(async (tx) => {
    const consumed = await consumePasswordResetToken(tx, token, now);
    if (consumed) await replacePasswordFromMail(tx, { userId: consumed, passwordHash, now });
    return consumed;
  });
  if (userId) await events.emit('user.accessChanged', { userId });
  return userId;
};
