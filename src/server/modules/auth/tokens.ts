import { createHash, randomBytes } from 'node:crypto';

/** The secret of a session cookie or a mailed link: 256 random bits. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a leaked database row cannot be replayed as a cookie or a link. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
