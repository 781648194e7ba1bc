import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp();

describe('the schema indexes', () => {
  // Every list orders `desc`, which PostgreSQL reads as NULLS FIRST; an index declared DESC NULLS LAST
  // (Drizzle's default for .desc()) cannot serve that order, and the list falls back to sorting the table.
  it('declare no descending column NULLS LAST', async () => {
    const indexes = pgTable('pg_indexes', {
      schemaname: text('schemaname'),
      indexname: text('indexname'),
      indexdef: text('indexdef'),
    });
    const rows = await t.database.db.select().from(indexes).where(sql`${indexes.schemaname} = 'public'`);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.indexdef?.includes('DESC NULLS LAST')).map((row) => row.indexname)).toEqual([]);
  });
});
