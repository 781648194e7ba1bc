import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError, type z } from 'zod';
import { AppError, localizedMessage } from '#server/lib/errors.ts';
import { isDatabaseUnavailable } from '#server/lib/database-unavailable.ts';
import { loggableError } from '#server/lib/loggable-error.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';

export const loginPath = '/auth/login';
export const unexpectedErrorMessage = 'Unexpected error occurred';

interface FieldIssue {
  path: PropertyKey[];
  message: string;
}

/** Our schemas' messages name their field ("Email is required"); zod's generic ones get the field put in front. */
const genericZodMessage = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

export const describeIssue = (issue: FieldIssue): string => {
  const field = issue.path.map(String).join('.');
  if (!field || !genericZodMessage.test(issue.message)) return issue.message;
  return `${field}: ${issue.message}`;
};

export const zodErrorMessage = (error: ZodError | { issues: z.core.$ZodIssue[] }): string =>
  error.issues.slice(0, 1).map((issue) => describeIssue(issue)).join('') || 'Invalid request';

export const registerErrorHandler = (app: FastifyInstance, locale: Locale): void => {
  const t = createApiTranslator(locale);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const message = localizedMessage(error, t);
      const body = error.statusCode === 401 ? { message, redirectUrl: loginPath } : { message };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? 'is invalid' }));
      return reply.status(400).send({ message: describeIssue(issues[0] ?? { path: [], message: 'Invalid request' }) });
    }
    if (error instanceof ZodError) return reply.status(400).send({ message: zodErrorMessage(error) });
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send({ message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: t('api.databaseUnavailable') });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ message: unexpectedErrorMessage });
  });
};
