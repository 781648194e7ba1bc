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

/** Spec §9: the gallery downloads `_l.jpg`, or the original `.png`/`.psd` when the title names one. */
export const galleryDownloadKey = (fileId: string, title: string): string => {
  const extension = /\.(png|psd)$/i.exec(title)?.[1]?.toLowerCase();
  return extension ? originalKey(fileId, extension) : imageVersionKey(fileId, imageVersions.large.suffix);
};

export const downloadPath = '/api/files/download';

export const downloadRequestUrl = (key: string, filename: string): string =>
  `${downloadPath}?${new URLSearchParams({ key, filename }).toString()}`;

const withTrailingSlash = (host: string): string => (host.endsWith('/') ? host : `${host}/`);
