import type { PendingUpload } from '#server/modules/files/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { toSessionUser, updateAccountSettings, updateUserPicture, type AccountSettings } from '#server/modules/users/index.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import type { SessionUser } from '#shared/users/schemas.ts';

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
