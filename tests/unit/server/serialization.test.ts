import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '#server/plugins/serialization.ts';

const serializerOf = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('the response serializer compiled from a zod schema (decision 080)', () => {
  const card = z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(['draft', 'done']).nullable(),
    cover: z.object({ url: z.string(), width: z.number() }).nullable(),
    tags: z.array(z.string()),
    note: z.string().optional(),
  });
  const write = serializerOf(z.object({ items: z.array(card), hasMore: z.boolean() }));

  it('writes only the properties the schema names, as zod dropped the others', () => {
    const row = { id: 'p1', title: 'Coffee', status: 'draft', cover: null, tags: ['a'], passwordHash: 'secret', cart: { total: 3 } };
    const written = write({ items: [row], hasMore: false });
    expect(JSON.parse(written)).toEqual({ items: [{ id: 'p1', title: 'Coffee', status: 'draft', cover: null, tags: ['a'] }], hasMore: false });
    expect(written).not.toContain('secret');
  });

  it('keeps null where the schema allows it and writes what it does not as JSON.stringify would', () => {
    const rows = [
      { id: 'p1', title: 'Quote " and \\ and\nline', status: null, cover: { url: '/c.jpg', width: 640 }, tags: [], note: 'ü ✓' },
      { id: 'p2', title: '', status: 'done', cover: null, tags: ['x', 'y'] },
    ];
    const answer = { items: rows, hasMore: true };
    expect(write(answer)).toBe(JSON.stringify(answer));
  });

  it('refuses an answer that lacks a required property instead of writing a partial one', () => {
    expect(() => write({ items: [{ id: 'p1', status: null, cover: null, tags: [] }], hasMore: false })).toThrow(/title/);
  });

  it('refuses at start a schema JSON cannot express', () => {
    expect(() => serializerOf(z.object({ at: z.date() }))).toThrow();
  });
});
