import type { PendingUpload } from '#server/modules/files/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { toSessionUser, updateUserPicture } from '#server/modules/users/index.ts';
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
