/** Spec §9: uploads are at most 60 MB. */
export const maxUploadMb = 60;
export const maxUploadBytes = maxUploadMb * 1024 * 1024;

/** Spec §9: general uploaders run 5 uploads at once; the cover image uploader takes 2 files, one at a time. */
export const generalUploadLimits = { maxFiles: 20, parallel: 5 } as const;
export const coverUploadLimits = { maxFiles: 2, parallel: 1 } as const;

/** Both versions keep the aspect ratio and are never enlarged: they fit inside these boxes. */
export const imageVersions = {
  thumb: { suffix: 't', width: 320, height: 320, quality: 80 },
  large: { suffix: '_l', width: 1920, height: 1920, quality: 85 },
} as const;
export type ImageVersionName = keyof typeof imageVersions;
export type ImageSuffix = (typeof imageVersions)[ImageVersionName]['suffix'];

/** The multipart field every upload endpoint reads. */
export const uploadFieldName = 'file';

/** A signed download link lives long enough for the browser to follow it, not long enough to be shared. */
export const downloadLinkLifetimeMs = 5 * 60 * 1000;

/** Files per page of a user's upload list. */
export const myFilesPageSize = 24;
