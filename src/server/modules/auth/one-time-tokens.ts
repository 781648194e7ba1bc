import type { ModuleContext } from '#server/modules/module-context.ts';
import {
  consumeOneTimeTokenRow,
  findOneTimeTokenHolder,
  insertOneTimeToken,
  spendUserOneTimeTokens,
  type OneTimeTokenKind,
} from './queries.ts';
import { hashToken, newToken } from './tokens.ts';

export type { OneTimeTokenKind } from './queries.ts';

/** Decision 063: long enough to reach the mail on another device, short enough that an old mailbox is no key. */
export const passwordResetLifetimeMinutes = 60;

/** How long a mailed link opens its account: a week for an invitation or a welcome, an hour for a reset. */
export const oneTimeTokenLifetimesMs: Record<OneTimeTokenKind, number> = {
  signIn: 7 * 24 * 60 * 60 * 1000,
  passwordReset: passwordResetLifetimeMinutes * 60_000,
};

type TokenContext = Pick<ModuleContext, 'db' | 'clock'>;

interface TokenOptions {
  kind: OneTimeTokenKind;
  token: string;
}

/** Whose account a usable link opens, without using it: its pages say so before anything happens. */
export interface OneTimeTokenHolder {
  userId: string;
  email: string;
  /** False until the address is proven (decision 091): a sign-in link then asks for a password first. */
  confirmed: boolean;
}

/** A new link's secret; only its hash is stored. */
export const issueOneTimeToken = async (
  { db, clock }: TokenContext,
  { kind, userId }: { kind: OneTimeTokenKind; userId: string },
): Promise<string> => {
  const token = newToken();
  const now = clock.now();
  await insertOneTimeToken(db, kind, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + oneTimeTokenLifetimesMs[kind]),
    createdAt: now,
  });
  return token;
};

export const findTokenHolder = async (
  { db, clock }: TokenContext,
  { kind, token }: TokenOptions,
): Promise<OneTimeTokenHolder | undefined> => {
  const row = await findOneTimeTokenHolder(db, kind, hashToken(token), clock.now());
  return row && { userId: row.userId, email: row.email, confirmed: row.emailConfirmedAt !== null };
};

/** Marks the link used and answers its user, or undefined when it is unknown, used or expired. */
export const consumeOneTimeToken = ({ db, clock }: TokenContext, { kind, token }: TokenOptions) =>
  consumeOneTimeTokenRow(db, kind, hashToken(token), clock.now());

/** A changed password makes the user's outstanding links of this kind worthless. */
export const spendOneTimeTokens = (
  { db }: Pick<ModuleContext, 'db'>,
  { kind, userId, now }: { kind: OneTimeTokenKind; userId: string; now: Date },
) => spendUserOneTimeTokens(db, kind, userId, now);

/** The address of a link that opens the password page for this sign-in token, then goes to `redirect`. */
export const passwordLink = (publicUrl: string, token: string, redirect: string): string =>
  `${publicUrl}/auth/password/${token}?redirect=${encodeURIComponent(redirect)}`;
