import { galleryDownloadKey } from '../format/image-url.ts';
import type { ImageSuffix } from './constants.ts';

/** Image URLs come from src/shared/format/image-url.ts; these name the other stored objects. */
export const mediaUrl = (mediaHost: string, key: string): string => `${mediaHost.replace(/\/+$/, '')}/${key}`;

export const imageVersionKey = (fileId: string, suffix: ImageSuffix): string => `${fileId}${suffix}.jpg`;

export const originalKey = (fileId: string, extension: string): string => `${fileId}.${extension}`;

/** The gallery's download (spec §9) under a name that says what it holds: the large version is a JPEG. */
export const galleryDownload = (fileId: string, title: string): { key: string; filename: string } => {
  const key = galleryDownloadKey(fileId, title);
  if (!key.endsWith('_l.jpg')) return { key, filename: title };
  return { key, filename: `${title.replace(/\.[a-z0-9]{1,5}$/i, '')}.jpg` };
};

export const downloadPath = '/api/files/download';
