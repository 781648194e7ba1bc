import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/lib/api-answers.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { requireUser } from '#server/plugins/session.ts';
import { recordIdParamsSchema } from '#shared/app/schemas.ts';
import {
  accessTokenCreateBodySchema,
  accessTokenCreatedResponseSchema,
  accessTokenListResponseSchema,
  accessTokenRevokedResponseSchema,
} from '#shared/users/access-tokens.ts';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-tokens.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

/** A token cannot list, make or revoke tokens: only a signed-in session can (decision 104). */
const sessionOnly = { sessionOnly: true } as const;

/** Decision 104: the account page's personal access tokens. */
export const accessTokenRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/accounts/tokens',
    { config: sessionOnly, schema: { response: { ...refusals, 200: accessTokenListResponseSchema } } },
    (request) => listAccessTokens(context, requireUser(request)),
  );
  route.post(
    '/api/accounts/tokens',
    {
      config: sessionOnly,
      schema: { body: accessTokenCreateBodySchema, response: { ...refusals, 200: accessTokenCreatedResponseSchema } },
    },
    (request) => createAccessToken(context, { user: requireUser(request), body: request.body }),
  );
  route.delete(
    '/api/accounts/tokens/:id',
    {
      config: sessionOnly,
      schema: {
        params: recordIdParamsSchema('validation.accounts.unknownToken'),
        response: { ...refusals, 200: accessTokenRevokedResponseSchema },
      },
    },
    (request) => revokeAccessToken(context, { user: requireUser(request), id: request.params.id }),
  );
};
