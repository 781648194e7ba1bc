import { AppError } from '#server/lib/errors.ts';

const maxKeyLength = 500;
const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const refuse = (reason: string): never => {
  throw new AppError('bad_request', `Invalid file key: ${reason}`);
};

/**
 * Keys are relative paths of plain names. Whatever decoding a caller did, the result may not climb out
 * of the storage root, be absolute, or still carry an encoded separator for a later layer to decode.
 */
export const assertSafeKey = (key: string): string => {
  if (key.length === 0) refuse('it is empty');
  if (key.length > maxKeyLength) refuse(`it is longer than ${maxKeyLength} characters`);
  if (key.includes('%')) refuse('encoded characters such as %2F are not allowed');
  if (key.includes('\\')) refuse('backslashes are not allowed');
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) refuse('it must be relative, not an absolute path');
  const segments = key.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) refuse("'.' and '..' are not allowed");
  if (segments.some((segment) => !segmentPattern.test(segment))) {
    refuse('use letters, digits, dots, dashes and underscores, with / between names');
  }
  return key;
};
