import { DrizzleQueryError } from 'drizzle-orm/errors';

interface DatabaseErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  stack?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The call frames of a stack, without its first line, which repeats the message. */
const framesOf = (stack: unknown): string | undefined =>
  text(stack)
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * What the log may keep of an error. A failed query's message lists its parameters (password
 * hashes, e-mails, names) and the database's `detail` repeats the failing row, so a query error is
 * logged by its SQL with placeholders, the database's message, code, constraint and table only.
 */
export const loggableError = (error: unknown): Record<string, string | undefined> => {
  const query = error instanceof DrizzleQueryError ? error : null;
  const cause = (query?.cause ?? error) as DatabaseErrorFields;
  return {
    type: text(cause.name),
    message: text(cause.message),
    code: text(cause.code),
    constraint: text(cause.constraint),
    table: text(cause.table),
    query: query?.query,
    stack: framesOf(query ? query.stack : cause.stack),
  };
};
