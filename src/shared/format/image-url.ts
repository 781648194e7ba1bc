import type { ImageSuffix } from '../files/constants.ts';
import { imageVersionKey, mediaUrl } from '../files/urls.ts';

/** Spec §3: media host + fileId + suffix (t by default, or _l) + .jpg, built from the stored object's one key. */
export const imageUrl = (mediaHost: string, fileId: string, suffix: ImageSuffix = 't'): string =>
  mediaUrl(mediaHost, imageVersionKey(fileId, suffix));
