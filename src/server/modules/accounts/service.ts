import { catalogueError } from '#server/lib/errors.ts';
import { deleteUserSessions, hashPassword, replacePassword, verifyPassword } from '#server/modules/auth/index.ts';
import type { PendingUpload } from '#server/modules/files/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import {
  findUserById,
  toSessionUser,
  updateAccountSettings,
  updateUserPicture,
  type AccountSettings,
} from '#server/modules/users/index.ts';
import {
  footerBackgroundOf,
  footerPatternCss,
  footerPatterns,
  isFooterPattern,
} from '#shared/app/footer-backgrounds.ts';
import type { PasswordChangeBody } from '#shared/auth/schemas.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import type { AccountBgBody, AccountBgList, EndedSessionsResponse, SessionUser } from '#shared/users/schemas.ts';

export const updateProfilePicture = async (
  { db, config, t }: ModuleContext,
  { user, receive }: { user: SessionUser; receive: PendingUpload },
): Promise<{ user: SessionUser; message: string }> => {
  const file = await receive({ imagesOnly: true });
  // users.picture holds a URL because the default avatar and older pictures are plain URLs too.
  const row = await updateUserPicture(db, user._id, imageUrl(config.mediaHost, file.id));
  return { user: toSessionUser(row), message: t('api.pictureUpdated') };
};

/**
 * One account setting (spec §2 /account: display name, e-mail notifications on or off, the
 * notification e-mail). Each endpoint's schema reads only its own field, so nothing else a body
 * carries (a level, roles) reaches the row.
 */
export const updateAccountSetting = async (
  { db, t }: ModuleContext,
  { user, settings, message }: { user: SessionUser; settings: AccountSettings; message: ApiMessageKey },
): Promise<{ user: SessionUser; message: string }> => {
  const row = await updateAccountSettings(db, user._id, settings);
  return { user: toSessionUser(row), message: t(message) };
};

/**
 * The account page's password change: the current password proves the owner, then in one
 * transaction the new one is set, outstanding reset links are spent, and every other session ends.
 * The browser that asked (`keptSessionToken`) stays signed in.
 */
export const changePassword = async (
  { db, clock, t, events }: ModuleContext,
  { user, keptSessionToken, body }: { user: SessionUser; keptSessionToken: string; body: PasswordChangeBody },
): Promise<EndedSessionsResponse> => {
  const row = await findUserById(db, user._id);
  if (!row || !(await verifyPassword(row.passwordHash, body.currentPassword)))
    throw catalogueError('bad_request', 'api.wrongCurrentPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const endedSessions = await db.transaction((tx) =>
    replacePassword(tx, { userId: user._id, passwordHash, now: clock.now(), keptSessionToken }),
  );
  await events.emit('user.accessChanged', { userId: user._id });
  return { endedSessions, message: t('api.passwordChanged', { count: endedSessions }) };
};

/** "Sign out of other sessions": every session of the user but this browser's. */
export const signOutOtherSessions = async (
  { db, t, events }: ModuleContext,
  { user, keptSessionToken }: { user: SessionUser; keptSessionToken: string },
): Promise<EndedSessionsResponse> => {
  const endedSessions = await deleteUserSessions(db, user._id, keptSessionToken);
  await events.emit('user.accessChanged', { userId: user._id });
  return { endedSessions, message: t('api.otherSessionsEnded', { count: endedSessions }) };
};

/** GET /api/accounts/load-bg: the user's footer background and the patterns on offer (decision 063). */
export const loadFooterBackgrounds = (_context: ModuleContext, { user }: { user: SessionUser }): AccountBgList => ({
  bg: footerBackgroundOf(user.bg),
  items: footerPatterns.map((pattern) => ({ _id: pattern, background: footerPatternCss[pattern] })),
});

/** POST /api/accounts/bg: none is kept as no background at all. */
export const chooseFooterBackground = (
  context: ModuleContext,
  { user, body }: { user: SessionUser; body: AccountBgBody },
) =>
  updateAccountSetting(context, {
    user,
    settings: { bg: isFooterPattern(body.bg) ? body.bg : null },
    message: 'api.footerBackgroundUpdated',
  });

/**
 * DELETE /api/accounts/bg/{resourceId}: takes that pattern off the user's footer, back to none.
 * Removing a pattern that is not the current one changes nothing and answers the same, as a
 * repeated DELETE does; an id that is no pattern at all is 404.
 */
export const removeFooterBackground = async (
  context: ModuleContext,
  { user, resourceId }: { user: SessionUser; resourceId: string },
) => {
  if (!isFooterPattern(resourceId)) throw catalogueError('not_found', 'api.footerBackgroundUnknown');
  if (user.bg !== resourceId) return { user, message: context.t('api.footerBackgroundRemoved') };
  return updateAccountSetting(context, { user, settings: { bg: null }, message: 'api.footerBackgroundRemoved' });
};
