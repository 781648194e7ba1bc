import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

/** The hash of a password nobody knows: an account made for an address opens only by a link mailed to it. */
export const unusablePasswordHash = (): Promise<string> => hashPassword(randomBytes(32).toString('base64url'));

export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};

/** Verifying against a real hash when the email is unknown keeps both answers equally slow. */
let decoyHash: Promise<string> | null = null;
export const verifyAgainstDecoy = async (password: string): Promise<false> => {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
  return false;
};
