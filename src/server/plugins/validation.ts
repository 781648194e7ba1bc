import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { invalidInput } from '#server/lib/errors.ts';
import { nulCharacterProblem } from '#shared/app/text.ts';

/**
 * The zod validator every route's params, query and body go through, refusing U+0000 in any
 * string first (the shared rule), so no route can pass one on to the database.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const problem = nulCharacterProblem(data);
    return problem ? { error: invalidInput(problem) } : validate(data);
  };
};
