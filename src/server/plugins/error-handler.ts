import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, localizedMessage } from '#server/lib/errors.ts';
import { isDatabaseUnavailable } from '#server/lib/database-unavailable.ts';
import { loggableError } from '#server/lib/loggable-error.ts';
import { requestIdHeader } from './request-id.ts';
import { forgetEndedSession } from './session.ts';
import { isObjectStoreUnavailable } from '#server/lib/storage/s3-storage.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import { createIssueDescriber } from '#shared/i18n/validation-catalogues.ts';
import { describeFirstIssue } from '#shared/i18n/validation.ts';

export const loginPath = '/auth/login';
export const unexpectedErrorMessage = 'Unexpected error occurred';

/** Fastify's router refuses these before a route or hook runs; its own answer would echo the address in English. */
const maxParamLength = 100;
export const routerOptions = { maxParamLength } as const;

/**
 * An address the router cannot take (a part longer than `maxParamLength`, or a %-escape of no character)
 * answers `{ message }` in the deployment's language like every other refusal, never the address itself.
 */
export const frameworkErrorAnswer =
  (locale: Locale) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const t = createApiTranslator(locale);
    // No hook runs for these: the request id a user's report needs is set here.
    void reply.header(requestIdHeader, request.id);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
      void reply.status(414).send({ message: t('api.addressTooLong', { max: maxParamLength }) });
    else if (error.code === 'FST_ERR_BAD_URL') void reply.status(400).send({ message: t('api.addressUnreadable') });
    else void reply.status(400).send({ message: error.message });
  };

export const registerErrorHandler = (app: FastifyInstance, locale: Locale): void => {
  const t = createApiTranslator(locale);
  const describe = createIssueDescriber(locale);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: loggableError(error.cause ?? error) }, error.message);
      const message = localizedMessage(error, t);
      const body = error.statusCode === 401 ? { message, redirectUrl: loginPath } : { message };
      if (error.statusCode === 401) forgetEndedSession(request, reply);
      return reply.status(error.statusCode).send(body);
    }
    // Request data fails in the validator compiler; this is a schema parsed later, by a service.
    if (error instanceof ZodError)
      return reply.status(400).send({ message: describeFirstIssue(describe, error.issues) });
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send({ message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    // Before the database's check: the store's socket errors carry the same codes.
    if (isObjectStoreUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'object store unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: t('api.objectStoreUnavailable') });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: t('api.databaseUnavailable') });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ message: unexpectedErrorMessage });
  });
};
