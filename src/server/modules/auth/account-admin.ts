import { catalogueError } from '#server/lib/errors.ts';
import { singleLine } from '#server/lib/mail-text.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { findUserById, insertUser, setUserDisabledAt, toListedUser } from '#server/modules/users/index.ts';
import { can, canSetUserDisabled } from '#shared/users/permissions.ts';
import type { ListedUser, SessionUser, UserCreateBody } from '#shared/users/schemas.ts';
import { issueOneTimeToken, passwordLink } from './one-time-tokens.ts';
import { unusablePasswordHash } from './passwords.ts';
import { deleteUserSessions } from './sessions.ts';

type UserAnswer = { user: ListedUser; message: string };

/**
 * POST /api/users (issue 35): an admin creates an account. It has no usable password until its
 * owner chooses one from the invitation mail's single-use link, which also proves the address.
 */
export const createUserByAdmin = async (
  context: ModuleContext,
  { viewer, body }: { viewer: SessionUser; body: UserCreateBody },
): Promise<UserAnswer> => {
  const { db, mailer, config, t } = context;
  if (!can(viewer, 'manageUsers')) throw catalogueError('forbidden', 'api.userAdminRefused');
  const row = await insertUser(db, {
    name: body.name,
    email: body.email,
    passwordHash: await unusablePasswordHash(),
    level: body.level,
    roles: body.role,
  });
  if (!row) throw catalogueError('conflict', 'api.userEmailTaken');
  const token = await issueOneTimeToken(context, { kind: 'signIn', userId: row.id });
  const link = passwordLink(config.publicUrl, token, '/app/');
  await mailer.send({
    to: row.email,
    subject: t('api.mailUserInvitationSubject'),
    text: t('api.mailUserInvitationBody', { name: singleLine(row.name), inviter: singleLine(viewer.name), link }),
  });
  return { user: toListedUser(row, viewer), message: t('api.userCreated', { email: row.email }) };
};

/**
 * POST /api/users/{id}/disable and /enable (issue 35). Disabling ends every session of the account at
 * once (and its live streams), and sign-in refuses it with a message saying why; nothing it wrote,
 * owns or worked on is touched, so enabling it again gives everything back.
 */
export const setUserDisabled = async (
  { db, t, clock, events }: ModuleContext,
  { viewer, userId, disabled }: { viewer: SessionUser; userId: string; disabled: boolean },
): Promise<UserAnswer> => {
  if (!can(viewer, 'manageUsers')) throw catalogueError('forbidden', 'api.userAdminRefused');
  if (!canSetUserDisabled(viewer, userId)) throw catalogueError('conflict', 'api.userDisableSelf');
  if (!(await findUserById(db, userId))) throw catalogueError('not_found', 'api.userNotFound');
  const row = await setUserDisabledAt(db, userId, disabled ? clock.now() : null);
  if (!row) throw catalogueError('not_found', 'api.userNotFound');
  if (disabled) {
    await deleteUserSessions(db, userId);
    await events.emit('user.accessChanged', { userId });
  }
  return {
    user: toListedUser(row, viewer),
    message: t(disabled ? 'api.userDisabled' : 'api.userEnabled', { name: row.name }),
  };
};
