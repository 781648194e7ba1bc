import { catalogueError } from '#server/lib/errors.ts';
import { singleLine } from '#server/lib/mail-text.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { findUserByEmail, insertUser, updateUserPassword, type UserRow } from '#server/modules/users/index.ts';
import { type LoginBody, type PasswordBody, type RegisterBody } from '#shared/auth/schemas.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import type { LoginThrottle } from './login-throttle.ts';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  passwordLink,
  passwordResetLifetimeMinutes,
  type OneTimeTokenKind,
} from './one-time-tokens.ts';
import { hashCostsMoreThanToday, hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { replacePasswordFromMail } from './password-change.ts';

/** Decision 047: wrong passwords slow down the e-mail and address pair that sent them. */
export const authenticate = async (
  { db }: ModuleContext,
  { throttle, body, address }: { throttle: LoginThrottle; body: LoginBody; address: string },
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
  // Decision 120: a hash from the earlier, higher cost is replaced while the password is at hand; sessions stay.
  if (hashCostsMoreThanToday(user.passwordHash))
    await updateUserPassword(db, user.id, await hashPassword(body.password));
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
  context: ModuleContext,
  { body, redirect }: { body: RegisterBody; redirect: string },
): Promise<void> => {
  const { db, mailer, config } = context;
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
    const token = await issueOneTimeToken(context, { kind: 'signIn', userId: created.id });
    const link = passwordLink(config.publicUrl, token, redirect);
    await mailer.send({
      to: body.email,
      subject: t('auth.welcome.mailSubject'),
      text: t('auth.welcome.mailText', { name: singleLine(body.name), link }),
    });
    return;
  }
  const owner = await findUserByEmail(db, body.email);
  if (!owner) return;
  const token = await issueOneTimeToken(context, { kind: 'signIn', userId: owner.id });
  const link = passwordLink(config.publicUrl, token, redirect);
  await mailer.send({
    to: owner.email,
    subject: t('auth.registerAttempt.mailSubject'),
    text: t('auth.registerAttempt.mailText', { loginUrl: `${config.publicUrl}/auth/login`, link }),
  });
};

/**
 * Sets the password chosen from a mailed link (a sign-in or password link, or a reset link), which
 * confirms the address and ends every session of the account; answers the link's user, or undefined
 * when the link is spent or expired.
 */
export const setPasswordFromLink = async (
  { db, clock, events }: ModuleContext,
  { kind, token, body }: { kind: OneTimeTokenKind; token: string; body: PasswordBody },
): Promise<string | undefined> => {
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken({ db: tx, clock }, { kind, token });
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
  context: ModuleContext,
  { email, redirect }: { email: string; redirect: string },
): Promise<void> => {
  const { db, mailer, config } = context;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = await issueOneTimeToken(context, { kind: 'passwordReset', userId: user.id });
  const t = createTranslator(config.locale);
  const link = `${config.publicUrl}/auth/reset/${token}?redirect=${encodeURIComponent(redirect)}`;
  await mailer.send({
    to: user.email,
    subject: t('auth.reset.mailSubject'),
    text: t('auth.reset.mailText', { name: singleLine(user.name), link, minutes: passwordResetLifetimeMinutes }),
  });
};
