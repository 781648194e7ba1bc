import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdParamsSchema } from '#shared/app/schemas.ts';
import { requireUser } from '#server/plugins/session.ts';
import {
  userListQuerySchema,
  userListResponseSchema,
  userRoleBodySchema,
  userRoleResponseSchema,
} from '#shared/users/schemas.ts';
import { listUsers, setUserRole } from './service.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

const userParams = recordIdParamsSchema('validation.users.unknownUser');

export const userRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/api/users',
    { schema: { querystring: userListQuerySchema, response: { ...refusals, 200: userListResponseSchema } } },
    (request) => listUsers(context, { viewer: requireUser(request), query: request.query }),
  );

  route.post(
    '/api/users/:id/role',
    {
      schema: { params: userParams, body: userRoleBodySchema, response: { ...refusals, 200: userRoleResponseSchema } },
    },
    (request) => setUserRole(context, { viewer: requireUser(request), userId: request.params.id, body: request.body }),
  );
};
