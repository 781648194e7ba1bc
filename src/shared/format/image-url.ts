export const imageSuffixes = ['t', '_l'] as const;
export type ImageSuffix = (typeof imageSuffixes)[number];

/**
 * Spec §3: media host + fileId + suffix (t by default, or _l) + .jpg. A single slash joins host
 * and id whether or not the configured host ends with one.
 */
export const imageUrl = (mediaHost: string, fileId: string, suffix: ImageSuffix = 't'): string =>
  `${mediaHost.replace(/\/+$/, '')}/${fileId}${suffix}.jpg`;

/** Spec §9: the gallery downloads _l.jpg, or the original .png or .psd when the title names one. */
export const galleryDownloadSuffix = (title: string): '_l.jpg' | '.png' | '.psd' => {
  const lower = title.trim().toLowerCase();
  if (lower.endsWith('.png')) return '.png';
  if (lower.endsWith('.psd')) return '.psd';
  return '_l.jpg';
};

export const galleryDownloadKey = (fileId: string, title: string): string => `${fileId}${galleryDownloadSuffix(title)}`;
