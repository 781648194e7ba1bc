import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';
import { matrixRows } from './matrix/rows.ts';

/**
 * Issue 20's authorization matrix covers every route of the app: the rows of each area are checked in
 * the authorization-matrix-*.test.ts files, and this one holds the list of rows to the route table.
 */
const t = useTestApp({ jobs: false });

describe('the authorization matrix (issue 20)', () => {
  it('has one row for every route of the app and one route for every row', () => {
    const routes = [...new Set(t.app.routeTable)].sort();
    const rows = matrixRows.map((row) => row.route);
    expect(
      rows.filter((route, index) => rows.indexOf(route) !== index),
      'rows listed twice',
    ).toEqual([]);
    expect(
      routes.filter((route) => !rows.includes(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      rows.filter((route) => !routes.includes(route)),
      'rows without a route',
    ).toEqual([]);
  });
});
