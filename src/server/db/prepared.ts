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
 * The shape must be plain data; its JSON is the key. A frozen shape (decisions made once per reader
 * and kept) finds its statement again by identity, without its JSON being written on every request.
 */
export const preparedStatementsByShape = <Shape, Statement>(
  name: string,
  build: (db: Db, shape: Shape, statementName: string) => Statement,
): ((db: Db, shape: Shape) => Statement) => {
  const statements = new WeakMap<Db, { byKey: Map<string, Statement>; byObject: WeakMap<object, Statement> }>();
  return (db, shape) => {
    let known = statements.get(db);
    if (!known) {
      known = { byKey: new Map<string, Statement>(), byObject: new WeakMap<object, Statement>() };
      statements.set(db, known);
    }
    const shapeObject = typeof shape === 'object' && shape !== null && Object.isFrozen(shape) ? shape : null;
    const sameObject = shapeObject && known.byObject.get(shapeObject);
    if (sameObject) return sameObject;
    const key = JSON.stringify(shape);
    let statement = known.byKey.get(key);
    if (!statement) {
      statement = build(db, shape, `${name}_${known.byKey.size + 1}`);
      known.byKey.set(key, statement);
    }
    if (shapeObject) known.byObject.set(shapeObject, statement);
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
