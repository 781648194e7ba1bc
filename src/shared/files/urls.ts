import type { ImageSuffix } from './constants.ts';

/** The keys of stored objects and their URLs; src/shared/format/image-url.ts builds image URLs from these. */
export const mediaUrl = (mediaHost: string, key: string): string => `${mediaHost.replace(/\/+$/, '')}/${key}`;

export const imageVersionKey = (fileId: string, suffix: ImageSuffix): string => `${fileId}${suffix}.jpg`;

export const originalKey = (fileId: string, extension: string): string => `${fileId}.${extension}`;

/** Spec §9: the gallery downloads _l.jpg, or the original .png or .psd when the title names one. */
export const galleryDownloadSuffix = (title: string): '_l.jpg' | '.png' | '.psd' => {
  const lower = title.trim().toLowerCase();
  if (lower.endsWith('.png')) return '.png';
  if (lower.endsWith('.psd')) return '.psd';
  return '_l.jpg';
};

export const galleryDownloadKey = (fileId: string, title: string): string => `${fileId}${galleryDownloadSuffix(title)}`;

/** The gallery's download (spec §9) under a name that says what it holds: the large version is a JPEG. */
export const galleryDownload = (fileId: string, title: string): { key: string; filename: string } => {
  const key = galleryDownloadKey(fileId, title);
  if (!key.endsWith('_l.jpg')) return { key, filename: title };
  return { key, filename: `${title.replace(/\.[a-z0-9]{1,5}$/i, '')}.jpg` };
};

export const downloadPath = '/api/files/download';
