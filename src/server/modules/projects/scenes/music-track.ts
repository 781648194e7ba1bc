import type { StoredCart } from '#server/db/schema/projects.ts';
import { findFileById } from '#server/modules/files/index.ts';
import { isRecordId } from '#shared/app/schemas.ts';
import { mediaUrl } from '#shared/files/urls.ts';
import { sampleUrl } from '#shared/products/products.ts';
import type { MusicTrackView } from '#shared/projects/scenes/scenes.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

/**
 * Decision 044: the project's own music file (Project.musicTrack, a stored key) wins; otherwise the
 * track chosen in the cart plays from its catalogue sample. The cart item keeps the label and file it
 * was ordered with, so the catalogue is not read.
 */
export const resolveMusicTrack = async (
  { db, config }: Pick<ModuleContext, 'db' | 'config'>,
  project: { musicTrack: string | null; cart: StoredCart },
): Promise<MusicTrackView | null> => {
  if (project.musicTrack) {
    // Stored keys are '<file id>.<extension>'; the file's row keeps the name it was uploaded under.
    const fileId = project.musicTrack.split('.')[0] ?? '';
    const file = isRecordId(fileId) ? await findFileById(db, fileId) : undefined;
    return { name: file?.name ?? project.musicTrack, url: mediaUrl(config.mediaHost, project.musicTrack) };
  }
  const track = project.cart.items.find((item) => item.group === 'music' && item.file !== undefined);
  return track?.file ? { name: track.label, url: sampleUrl(track.file) } : null;
};
