import { z } from 'zod';
import { invalid } from '../i18n/validation.ts';
import { isLoggedIn, type Actor } from './levels.ts';

/** Every token starts so, so a scanner that finds one in a repository or a log can tell what it is. */
export const accessTokenPrefix = 'es_pat_';
export const accessTokenNameMaxLength = 80;
/** The lifetimes a token may be given, in days: every token expires, a year at the most. */
export const accessTokenLifetimes = [7, 30, 90, 365] as const;
export type AccessTokenLifetime = (typeof accessTokenLifetimes)[number];
/** Enough for each tool a person connects; more are more secrets to lose. */
export const accessTokensPerUserMax = 20;

/** Decision 104: every signed-in user may keep tokens, up to the limit; each acts at its user's level, never more. */
export const canCreateAccessToken = (actor: Actor | null | undefined, tokenCount: number): boolean =>
  isLoggedIn(actor) && tokenCount < accessTokensPerUserMax;

/** POST /api/accounts/tokens. */
export const accessTokenCreateBodySchema = z.object({
  name: z
    .string({ error: invalid('validation.accounts.tokenName') })
    .trim()
    .min(1, { error: invalid('validation.accounts.tokenName') })
    .max(accessTokenNameMaxLength, {
      error: invalid('validation.accounts.tokenNameTooLong', { maximum: accessTokenNameMaxLength }),
    }),
  lifetimeDays: z.union(
    accessTokenLifetimes.map((days) => z.literal(days)),
    { error: invalid('validation.accounts.tokenLifetime') },
  ),
});
export type AccessTokenCreateBody = z.infer<typeof accessTokenCreateBodySchema>;

export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokenListResponseSchema = z.object({ tokens: z.array(accessTokenSchema) });
export type AccessTokenListResponse = z.infer<typeof accessTokenListResponseSchema>;

/** The secret is in this answer only: the server keeps its hash. */
export const accessTokenCreatedResponseSchema = z.object({
  token: accessTokenSchema,
  secret: z.string(),
  message: z.string(),
});
export type AccessTokenCreatedResponse = z.infer<typeof accessTokenCreatedResponseSchema>;

export const accessTokenRevokedResponseSchema = z.object({ message: z.string() });
