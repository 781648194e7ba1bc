import { catalogueError } from '#server/lib/errors.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';

const maxKeyLength = 500;
const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const refuse = (key: ApiMessageKey, values?: Record<string, number>): never => {
  throw catalogueError('bad_request', key, values);
};

/**
 * Keys are relative paths of plain names. Whatever decoding a caller did, the result may not climb out
 * of the storage root, be absolute, or still carry an encoded separator for a later layer to decode.
 */
export const assertSafeKey = (key: string): string => {
  if (key.length === 0) refuse('api.fileKeyEmpty');
  if (key.length > maxKeyLength) refuse('api.fileKeyTooLong', { max: maxKeyLength });
  if (key.includes('%')) refuse('api.fileKeyEncoded');
  if (key.includes('\\')) refuse('api.fileKeyBackslash');
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) refuse('api.fileKeyAbsolute');
  const segments = key.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) refuse('api.fileKeyDots');
  if (segments.some((segment) => !segmentPattern.test(segment))) {
    refuse('api.fileKeyCharacters');
  }
  return key;
};
