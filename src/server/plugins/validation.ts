import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { invalidInput, type AppError } from '#server/lib/errors.ts';
import type { Locale } from '#shared/app/constants.ts';
import { nulCharacterIssue } from '#shared/app/text.ts';
import { createIssueDescriber } from '#shared/i18n/validation-catalogues.ts';
import { describeFirstIssue, type IssueDescriber } from '#shared/i18n/validation.ts';

/**
 * Request data checked by its shared schema: U+0000 in any string is refused first (the shared
 * rule), so no route can pass one on to the database; the first problem is answered in the
 * deployment's language. The input is reported so a wrong type can say what was sent instead.
 */
export const checkRequestData = <T>(schema: z.ZodType<T>, data: unknown, describe: IssueDescriber): { value: T } | { error: AppError } => {
  const nul = nulCharacterIssue(data);
  if (nul) return { error: invalidInput(describe(nul)) };
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { value: result.data };
  return { error: invalidInput(describeFirstIssue(describe, result.error.issues)) };
};

/** The validator every route's params, query and body go through. */
export const createRequestValidatorCompiler = (locale: Locale): FastifySchemaCompiler<z.ZodType> => {
  const describe = createIssueDescriber(locale);
  return ({ schema }) =>
    (data) =>
      checkRequestData(schema, data, describe);
};
