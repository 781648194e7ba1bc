import { createHmac, timingSafeEqual } from 'node:crypto';
import { downloadLinkLifetimeMs } from '#shared/files/constants.ts';

export const signedDownloadPath = '/api/files/signed';

export interface SignedDownload {
  key: string;
  filename: string;
  expires: number;
  signature: string;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** A key of its own, so a download signature can never double as a cookie signature. */
const signingKey = (secret: string): Buffer => createHmac('sha256', secret).update('file-download-links').digest();

const sign = (secret: string, key: string, filename: string, expires: number): string =>
  createHmac('sha256', signingKey(secret))
    .update(JSON.stringify([key, filename, expires]))
    .digest('base64url');

export const createSignedDownloadUrl = (secret: string, key: string, filename: string, now = Date.now()): string => {
  const expires = now + downloadLinkLifetimeMs;
  const query = new URLSearchParams({
    key,
    filename,
    expires: String(expires),
    signature: sign(secret, key, filename, expires),
  });
  return `${signedDownloadPath}?${query.toString()}`;
};

export const checkSignedDownload = (secret: string, link: SignedDownload, now = Date.now()): SignatureCheck => {
  const expected = Buffer.from(sign(secret, link.key, link.filename, link.expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return now > link.expires ? 'expired' : 'valid';
};

/** ASCII fallback for old clients plus the RFC 6266 UTF-8 form, so Thai names survive. */
export const attachmentDisposition = (filename: string): string => {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};
