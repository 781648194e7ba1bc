import { imageVersions, type ImageSuffix } from './constants.ts';

/**
 * Spec §3: image URL = media host + file id + suffix (`t` by default, `_l` for large) + `.jpg`.
 * src/shared/format (branch domain-rules) has a twin of this; unify them at merge.
 */
export const imageUrl = (mediaHost: string, fileId: string, suffix: ImageSuffix = imageVersions.thumb.suffix): string =>
  `${withTrailingSlash(mediaHost)}${fileId}${suffix}.jpg`;

export const mediaUrl = (mediaHost: string, key: string): string => `${withTrailingSlash(mediaHost)}${key}`;

export const imageVersionKey = (fileId: string, suffix: ImageSuffix): string => `${fileId}${suffix}.jpg`;

export const originalKey = (fileId: string, extension: string): string => `${fileId}.${extension}`;

/**
 * Spec §9: the gallery downloads `_l.jpg`, or the original `.png`/`.psd` when the title names one;
 * the saved name keeps the title but says what it holds.
 */
export const galleryDownload = (fileId: string, title: string): { key: string; filename: string } => {
  const extension = /\.(png|psd)$/i.exec(title)?.[1]?.toLowerCase();
  if (extension) return { key: originalKey(fileId, extension), filename: title };
  return { key: imageVersionKey(fileId, imageVersions.large.suffix), filename: `${title.replace(/\.[a-z0-9]{1,5}$/i, '')}.jpg` };
};

export const downloadPath = '/api/files/download';

export const downloadRequestUrl = (key: string, filename: string): string =>
  `${downloadPath}?${new URLSearchParams({ key, filename }).toString()}`;

const withTrailingSlash = (host: string): string => (host.endsWith('/') ? host : `${host}/`);
