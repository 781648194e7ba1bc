import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { preparedStatementsByShape } from '#server/db/prepared.ts';

/** The helper only keys its statements by the database object; no query runs here. */
const db = {} as unknown as Db;

/** A shape whose JSON is written through a getter, so that each writing of its key is counted in `reads`. */
const countedShape = (search: boolean, reads: { count: number }): { search: boolean } => {
  const shape = {};
  Object.defineProperty(shape, 'search', {
    enumerable: true,
    get: () => {
      reads.count += 1;
      return search;
    },
  });
  return shape as { search: boolean };
};

describe('statements prepared per shape (decisions 073, 078)', () => {
  it('builds one statement per shape, named in the order the shapes were first asked for', () => {
    const built: string[] = [];
    const statementOf = preparedStatementsByShape('list_things', (_db, shape: { search: boolean }, name) => {
      built.push(name);
      return { shape, name };
    });
    const first = statementOf(db, { search: true });
    expect(statementOf(db, { search: true })).toBe(first);
    expect(statementOf(db, { search: false }).name).toBe('list_things_2');
    expect(built).toEqual(['list_things_1', 'list_things_2']);
  });

  it('finds a frozen shape again by identity, without writing its key, and still writes the key of a shape that may change', () => {
    const statementOf = preparedStatementsByShape('read_page', (_db, shape: { search: boolean }, name) => ({
      shape,
      name,
    }));
    const keptReads = { count: 0 };
    const kept = Object.freeze(countedShape(true, keptReads));
    const statement = statementOf(db, kept);
    expect(keptReads.count).toBe(1);
    expect(statementOf(db, kept)).toBe(statement);
    expect(keptReads.count).toBe(1);

    const changingReads = { count: 0 };
    const changing = countedShape(true, changingReads);
    expect(statementOf(db, changing)).toBe(statement);
    expect(statementOf(db, changing)).toBe(statement);
    expect(changingReads.count).toBe(2);
  });
});
