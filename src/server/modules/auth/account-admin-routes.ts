import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '#shared/i18n/validation.ts';
import { requireUser } from '#server/plugins/session.ts';
import { userCreateBodySchema, userRoleResponseSchema } from '#shared/users/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { createUserByAdmin, setUserDisabled } from './account-admin.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

const userParams = z.object({ id: z.uuid({ error: invalid('validation.users.unknownUser') }) });

/** The users administration's account actions: they mail sign-in links and end sessions, which the auth module owns. */
export const accountAdminRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.post(
    '/api/users',
    { schema: { body: userCreateBodySchema, response: { ...refusals, 200: userRoleResponseSchema } } },
    (request) => createUserByAdmin(context, { viewer: requireUser(request), body: request.body }),
  );
  for (const action of ['disable', 'enable'] as const) {
    route.post(
      `/api/users/:id/${action}`,
      { schema: { params: userParams, response: { ...refusals, 200: userRoleResponseSchema } } },
      (request) =>
        setUserDisabled(context, {
          viewer: requireUser(request),
          userId: request.params.id,
          disabled: action === 'disable',
        }),
    );
  }
};
