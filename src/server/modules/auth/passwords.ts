import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** The cost every stored password is hashed at: 64 MiB, 3 passes, 4 lanes, above OWASP's argon2id minimum. */
export const passwordHashOptions = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, passwordHashOptions);

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
