import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * A statement built once per database and prepared by name on each connection. For the reads every
 * page makes: building a Drizzle select of a wide row costs more CPU than PostgreSQL spends answering
 * it, and a prepared statement is planned once per connection instead of once per request.
 */
export const preparedStatement = <Statement>(build: (db: Db) => Statement): ((db: Db) => Statement) => {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    const known = statements.get(db);
    if (known) return known;
    const statement = build(db);
    statements.set(db, statement);
    return statement;
  };
};

/**
 * As `preparedStatement`, for a read whose SQL takes one of a few shapes (a list's filters): one
 * statement per shape, named `<name>_<n>`, built and prepared the first time that shape is asked for.
 * The shape must be plain data; its JSON is the key.
 */
export const preparedStatementsByShape = <Shape, Statement>(
  name: string,
  build: (db: Db, shape: Shape, statementName: string) => Statement,
): ((db: Db, shape: Shape) => Statement) => {
  const statements = new WeakMap<Db, Map<string, Statement>>();
  return (db, shape) => {
    const byShape = statements.get(db) ?? new Map<string, Statement>();
    statements.set(db, byShape);
    const key = JSON.stringify(shape);
    const known = byShape.get(key);
    if (known) return known;
    const statement = build(db, shape, `${name}_${byShape.size + 1}`);
    byShape.set(key, statement);
    return statement;
  };
};

/**
 * A page size written into a prepared statement's SQL, for `.limit()` (decision 078). PostgreSQL
 * prices a `LIMIT $n` it cannot see as a tenth of the rows, finds that generic plan dearer than every
 * custom one and so plans each call anew, which costs it as much as running a page. Drizzle writes a
 * SQL value given to `.limit()` as it is, though it types only numbers and placeholders.
 */
export const writtenLimit = (rows: number): number => {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`a page size must be a whole number, not ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
};
