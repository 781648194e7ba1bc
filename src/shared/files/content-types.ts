/** Types whose bytes sharp can decode; only these get thumbnails. PSD and SVG are kept as plain files. */
export const imageMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
] as const;

/** Spec §3: a file is shown as an image when its type starts with image. */
export const isImageFile = (file: { type: string }): boolean => file.type.startsWith('image');

export const isProcessableImage = (mime: string): boolean => (imageMimeTypes as readonly string[]).includes(mime);

export const textMimeType = 'text/plain';
export const binaryMimeType = 'application/octet-stream';

const mimeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  tif: 'image/tiff',
  psd: 'image/vnd.adobe.photoshop',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  zip: 'application/zip',
  txt: textMimeType,
};

export const mimeForKey = (key: string): string => {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return mimeByExtension[extension] ?? binaryMimeType;
};

/** Shown in the browser; anything else is sent as an attachment so uploaded HTML or scripts never run on our origin. */
export const isInlineSafe = (mime: string): boolean =>
  /^(image\/(jpeg|png|gif|webp|avif)|video\/(mp4|webm|quicktime)|audio\/(mpeg|wav|mp4)|application\/pdf)$/.test(mime);
