import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp();

describe('the schema indexes', () => {
  // Every list orders `desc`, which PostgreSQL reads as NULLS FIRST; an index declared DESC NULLS LAST
  // (Drizzle's default for .desc()) cannot serve that order, and the list falls back to sorting the table.
  it('declare no descending column NULLS LAST', async () => {
    const result = await t.database.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    );
    expect(result.rows.length).toBeGreaterThan(10);
    expect(result.rows.filter((row) => row.indexdef.includes('DESC NULLS LAST')).map((row) => row.indexname)).toEqual([]);
  });
});
