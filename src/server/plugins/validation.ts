import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { catalogueError, invalidInput } from '#server/lib/errors.ts';
import { maxRequestNesting, nulCharacterProblem } from '#shared/app/text.ts';

/**
 * The zod validator every route's body goes through, refusing U+0000 in any string first (the
 * shared rule), so no route can pass one on to the database. Path parameters and the query are
 * refused for every route, with a schema or not, by `registerRequestRefusals`.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => {
    const problem = nulCharacterProblem(data);
    return problem ? { error: invalidInput(problem) } : validate(data);
  };
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

const refusalOf = (request: FastifyRequest): Error | undefined => {
  // The NUL walk and zod recurse into the body: 5,000 levels overflowed the stack (a 500 and a stack trace per request).
  if (nestsDeeperThan(request.body, maxRequestNesting)) return catalogueError('bad_request', 'api.tooDeeplyNested', { max: maxRequestNesting });
  const problem = nulCharacterProblem(namedParams(request.params)) ?? nulCharacterProblem(request.query);
  return problem ? invalidInput(problem) : undefined;
};

/**
 * Every route, the server-rendered pages included (they read their query without a schema), refuses
 * U+0000 in its address and a body nested past the bound before anything reads them.
 */
export const registerRequestRefusals = (app: FastifyInstance): void => {
  app.addHook('preValidation', (request, _reply, done) => {
    done(refusalOf(request));
  });
};
