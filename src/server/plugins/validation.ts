import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { catalogueError, invalidInput, type AppError } from '#server/lib/errors.ts';
import type { Locale } from '#shared/app/constants.ts';
import { maxRequestNesting, nulCharacterIssue } from '#shared/app/text.ts';
import { createIssueDescriber } from '#shared/i18n/validation-catalogues.ts';
import { describeFirstIssue, type IssueDescriber } from '#shared/i18n/validation.ts';

/**
 * Request data checked by its shared schema: U+0000 in any string is refused first (the shared
 * rule), so no route can pass one on to the database; the first problem is answered in the
 * deployment's language. The input is reported so a wrong type can say what was sent instead.
 */
export const checkRequestData = <T>(
  schema: z.ZodType<T>,
  data: unknown,
  describe: IssueDescriber,
): { value: T } | { error: AppError } => {
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

/** Whether objects and arrays nest deeper than `max` levels; measured without recursion, so any depth is measured. */
const nestsDeeperThan = (value: unknown, max: number): boolean => {
  const pending: { item: unknown; level: number }[] = [{ item: value, level: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.item !== 'object' || next.item === null) continue;
    if (next.level > max) return true;
    for (const child of Object.values(next.item)) pending.push({ item: child, level: next.level + 1 });
  }
  return false;
};

/** The path parameters as their field names; the wildcard of `/app/*` and `/media/*` is the path. */
const namedParams = (params: unknown): Record<string, unknown> => {
  const { '*': wildcard, ...named } = (params ?? {}) as Record<string, unknown>;
  return wildcard === undefined ? named : { ...named, path: wildcard };
};

/**
 * Every route, the server-rendered pages included (they read their query without a schema), refuses
 * U+0000 in its address and a body nested past the bound before anything reads them.
 */
export const registerRequestRefusals = (app: FastifyInstance, locale: Locale): void => {
  const describe = createIssueDescriber(locale);
  const refusalOf = (request: FastifyRequest): Error | undefined => {
    // The NUL walk and zod recurse into the body: 5,000 levels overflowed the stack (a 500 and a stack trace per request).
    if (nestsDeeperThan(request.body, maxRequestNesting))
      return catalogueError('bad_request', 'api.tooDeeplyNested', { max: maxRequestNesting });
    const nul = nulCharacterIssue(namedParams(request.params)) ?? nulCharacterIssue(request.query);
    return nul ? invalidInput(describe(nul)) : undefined;
  };
  app.addHook('preValidation', (request, _reply, done) => {
    done(refusalOf(request));
  });
};
