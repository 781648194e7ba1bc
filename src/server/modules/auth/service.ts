import type { Db } from '#server/db/client.ts';
import { catalogueError } from '#server/lib/errors.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { singleLine } from '#server/lib/mail-text.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { findUserByEmail, insertUser, updateUserPassword, type UserRow } from '#server/modules/users/index.ts';
import { type LoginBody, type PasswordBody, type RegisterBody } from '#shared/auth/schemas.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { consumeSignInToken, createSignInToken, passwordLink, signInLink } from './sign-in-links.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { createPasswordResetToken, passwordResetLifetimeMinutes, resetPasswordWithToken } from './password-resets.ts';

export const authenticate = async (db: Db, throttle: LoginThrottle, body: LoginBody, address: string): Promise<UserRow> => {
  const waitMs = await throttle.waitMs(body.email, address);
  if (waitMs > 0) throw catalogueError('too_many_requests', 'api.tooManyAttempts', { seconds: Math.ceil(waitMs / 1000) });
  const user = await findUserByEmail(db, body.email);
  const valid = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDecoy(body.password);
  if (!user || !valid) {
    await throttle.recordFailure(body.email, address);
    throw catalogueError('unauthorized', 'api.wrongCredentials');
  }
  await throttle.reset(body.email, address);
  return user;
};

const welcomeText = (name: string, link: string) =>
  `Hello ${name},\n\nWelcome to Explainer Studio. Open this link to confirm your e-mail address and sign in (it works once, for 7 days):\n${link}\n\nIf you did not create an account, ignore this message.`;

const registrationAttemptText = (loginUrl: string, link: string) =>
  `Someone tried to create an account with this e-mail address on Explainer Studio, which already has one.\n\nIf it was you, sign in at ${loginUrl}, or choose a new password with this link (it works once, for 7 days):\n${link}\n\nIf it was not you, ignore this message: nothing has changed.`;

export interface RegistrationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Registration answers the same whether the address is new or taken (issue 22, decision 047): a
 * new address gets an account and a link that signs it in; the owner of a taken one gets a mail
 * saying someone tried, with a link to choose a new password. The password is hashed either way, so
 * both answers take as long.
 */
export const registerClient = async ({ db, mailer, publicUrl }: RegistrationDeps, body: RegisterBody, redirect: string): Promise<void> => {
  const passwordHash = await hashPassword(body.password);
  const created = await insertUser(db, { name: body.name, email: body.email, passwordHash, level: 'client', roles: [] });
  if (created) {
    const link = signInLink(publicUrl, await createSignInToken(db, created.id), redirect);
    await mailer.send({ to: body.email, subject: 'Welcome to Explainer Studio', text: welcomeText(singleLine(body.name), link) });
    return;
  }
  const owner = await findUserByEmail(db, body.email);
  if (!owner) return;
  const link = passwordLink(publicUrl, await createSignInToken(db, owner.id), redirect);
  await mailer.send({ to: owner.email, subject: 'Someone tried to register with your e-mail address', text: registrationAttemptText(`${publicUrl}/auth/login`, link) });
};

/** Sets the password chosen from a mailed link and answers the link's user, or undefined when the link is spent. */
export const setPasswordFromLink = async (db: Db, token: string, body: PasswordBody): Promise<string | undefined> => {
  const passwordHash = await hashPassword(body.password);
  const userId = await consumeSignInToken(db, token);
  if (userId) await updateUserPassword(db, userId, passwordHash);
  return userId;
};

/**
 * Mails a password reset link when an account uses the address, and does nothing otherwise. The
 * route answers before this runs (decision 063), so neither the answer nor its timing says which.
 */
export const sendPasswordResetLink = async ({ db, mailer, config, clock }: ModuleContext, { email, redirect }: { email: string; redirect: string }): Promise<void> => {
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

/** Sets the password from a reset link and ends every session of its user; undefined when the link is spent or expired. */
export const resetPasswordFromLink = async ({ db, clock, events }: ModuleContext, { token, body }: { token: string; body: PasswordBody }): Promise<string | undefined> => {
  const userId = await resetPasswordWithToken(db, token, await hashPassword(body.password), clock.now());
  if (userId) await events.emit('user.accessChanged', { userId });
  return userId;
};
