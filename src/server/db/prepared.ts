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
