import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { countHit } from '#server/db/rate-counters.ts';
import type { Clock } from '#server/lib/clock.ts';
import { catalogueError } from '#server/lib/errors.ts';
import type { ModuleContext, RateLimit } from '#server/modules/module-context.ts';
import { toSessionUser } from '#server/modules/users/index.ts';
import {
  accessTokenPrefix,
  accessTokensPerUserMax,
  canCreateAccessToken,
  type AccessToken,
  type AccessTokenCreateBody,
  type AccessTokenCreatedResponse,
  type AccessTokenListResponse,
} from '#shared/users/access-tokens.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import {
  countLiveAccessTokens,
  deleteAccessToken,
  findLiveAccessTokens,
  insertAccessToken,
  useAccessToken,
  type AccessTokenRow,
} from './access-token-queries.ts';
import { hashToken, newToken } from './tokens.ts';

const dayMs = 24 * 60 * 60 * 1000;

const toAccessToken = (row: AccessTokenRow): AccessToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const listAccessTokens = async (
  { db, clock }: ModuleContext,
  user: SessionUser,
): Promise<AccessTokenListResponse> => ({
  tokens: (await findLiveAccessTokens(db, user._id, clock.now())).map(toAccessToken),
});

/** Decision 104: the secret is answered once; only its hash is kept, as a session's is. */
export const createAccessToken = async (
  { db, clock, t }: ModuleContext,
  { user, body }: { user: SessionUser; body: AccessTokenCreateBody },
): Promise<AccessTokenCreatedResponse> => {
  const now = clock.now();
  if (!canCreateAccessToken(user, await countLiveAccessTokens(db, user._id, now)))
    throw catalogueError('conflict', 'api.accessTokensTooMany', { max: accessTokensPerUserMax });
  const secret = `${accessTokenPrefix}${newToken()}`;
  const row = await insertAccessToken(
    db,
    {
      userId: user._id,
      name: body.name,
      tokenHash: hashToken(secret),
      expiresAt: new Date(now.getTime() + body.lifetimeDays * dayMs),
    },
    now,
  );
  return { token: toAccessToken(row), secret, message: t('api.accessTokenCreated', { name: row.name }) };
};

export const revokeAccessToken = async (
  { db, t }: ModuleContext,
  { user, id }: { user: SessionUser; id: string },
): Promise<{ message: string }> => {
  const name = await deleteAccessToken(db, user._id, id);
  if (name === undefined) throw catalogueError('not_found', 'api.accessTokenNotFound');
  return { message: t('api.accessTokenRevoked', { name }) };
};

const bearerPattern = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer` header; null when the request sends none. */
export const bearerTokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  return bearerPattern.exec(header)?.[1] ?? '';
};

/**
 * Decision 104: a request with a token acts as the token's user, at their level, and never with the
 * session a cookie beside it may carry. A token that opens nothing is refused at once, not answered as a
 * visitor, so a revoked key fails loudly; each token has its own allowance of requests, counted in
 * PostgreSQL for every instance (decision 061).
 */
export const actAsTokenUser = async (
  request: FastifyRequest,
  token: string,
  { db, clock, limit }: { db: Db; clock: Clock; limit: RateLimit },
): Promise<void> => {
  const now = clock.now();
  const found = token === '' ? undefined : await useAccessToken(db, hashToken(token), now);
  if (!found) throw catalogueError('unauthorized', 'api.accessTokenRefused');
  const { sessionOnly } = request.routeOptions.config;
  if (sessionOnly)
    throw catalogueError(
      'forbidden',
      sessionOnly === 'webhooks' ? 'api.webhooks.notForToken' : 'api.accessTokenNotForAccount',
    );
  const count = await countHit(db, { key: `access-token\n${found.tokenId}`, now, lifetimeMs: limit.timeWindowMs });
  if (count.hits > limit.max) {
    const seconds = Math.max(1, Math.ceil((count.expiresAt.getTime() - now.getTime()) / 1000));
    throw catalogueError('too_many_requests', 'api.accessTokenRateLimited', { seconds });
  }
  request.user = toSessionUser(found.user);
  request.accessTokenId = found.tokenId;
};
