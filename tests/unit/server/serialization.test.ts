import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import Fastify from 'fastify';
import { answerOfParts, writtenAnswerSchemaOf, writtenAs, WrittenJson } from '#server/lib/written-json.ts';
import { responseSerializerCompiler } from '#server/plugins/serialization.ts';

const serializerOf = (schema: z.ZodType, checkWrittenAnswers = false) =>
  responseSerializerCompiler({ checkWrittenAnswers })({ schema, method: 'GET', url: '/test', httpStatus: '200' });

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
    const row = {
      id: 'p1',
      title: 'Coffee',
      status: 'draft',
      cover: null,
      tags: ['a'],
      passwordHash: 'secret',
      cart: { total: 3 },
    };
    const written = write({ items: [row], hasMore: false });
    expect(JSON.parse(written)).toEqual({
      items: [{ id: 'p1', title: 'Coffee', status: 'draft', cover: null, tags: ['a'] }],
      hasMore: false,
    });
    expect(written).not.toContain('secret');
  });

  it('keeps null where the schema allows it and writes what it does not as JSON.stringify would', () => {
    const rows = [
      {
        id: 'p1',
        title: 'Quote " and \\ and\nline',
        status: null,
        cover: { url: '/c.jpg', width: 640 },
        tags: [],
        note: 'ü ✓',
      },
      { id: 'p2', title: '', status: 'done', cover: null, tags: ['x', 'y'] },
    ];
    const answer = { items: rows, hasMore: true };
    expect(write(answer)).toBe(JSON.stringify(answer));
  });

  it('refuses an answer that lacks a required property instead of writing a partial one', () => {
    expect(() => write({ items: [{ id: 'p1', status: null, cover: null, tags: [] }], hasMore: false })).toThrow(
      /title/,
    );
  });

  it('refuses at start a schema JSON cannot express', () => {
    expect(() => serializerOf(z.object({ at: z.date() }))).toThrow();
  });
});

describe('answers PostgreSQL wrote (decision 082)', () => {
  const shape = z.object({
    scenes: z.array(z.object({ id: z.string() })),
    hidden: z.boolean(),
    track: z.object({ name: z.string() }).nullable(),
  });
  const write = serializerOf(writtenAs(shape));

  it('go out as PostgreSQL wrote them, beside the parts the app wrote', () => {
    const answer = answerOfParts<z.infer<typeof shape>>({
      scenes: new WrittenJson('[{"id" : "s1"}, {"id" : "s2"}]'),
      hidden: false,
      track: { name: 'Calm "piano"' },
    });
    expect(write(answer)).toBe(
      '{"scenes":[{"id" : "s1"}, {"id" : "s2"}],"hidden":false,"track":{"name":"Calm \\"piano\\""}}',
    );
    expect(shape.parse(JSON.parse(write(answer)))).toEqual({
      scenes: [{ id: 's1' }, { id: 's2' }],
      hidden: false,
      track: { name: 'Calm "piano"' },
    });
  });

  it('leave out a part that is undefined, as JSON.stringify does', () => {
    expect(answerOfParts<{ note?: string; count: number }>({ note: undefined, count: 2 }).text).toBe('{"count":2}');
  });

  it('refuse an answer the route did not have PostgreSQL write', () => {
    expect(() => write({ scenes: [], hidden: true, track: null })).toThrow(/written JSON/);
  });

  it('are told apart from the answers the compiled serializer writes by their route schema', () => {
    expect(writtenAnswerSchemaOf(writtenAs(shape))).toBe(shape);
    expect(writtenAnswerSchemaOf(shape)).toBeUndefined();
  });
});

describe('answers PostgreSQL wrote, read with their schema under tests (decision 096)', () => {
  const shape = z.object({
    items: z.array(z.object({ _id: z.string(), read: z.boolean(), created: z.string() })),
    unread: z.number(),
  });
  const check = serializerOf(writtenAs(shape), true);
  const rightly = '{"items":[{"_id" : "n1", "read" : false, "created" : "2026-11-27T10:00:00.000Z"}],"unread":1}';

  it('pass an answer that fits its schema, as PostgreSQL wrote it', () => {
    expect(check(new WrittenJson(rightly))).toBe(rightly);
  });

  it('fail an answer whose SQL renamed a key, naming the key', () => {
    const renamed = rightly.replace('"read" :', '"isRead" :');
    expect(() => check(new WrittenJson(renamed))).toThrow(/does not fit its schema[\s\S]*items\[0\]\.read/);
    expect(serializerOf(writtenAs(shape))(new WrittenJson(renamed))).toBe(renamed);
  });

  it('fail an answer with a key its schema does not have, or a value of another type', () => {
    expect(() => check(new WrittenJson(rightly.replace('"read" :', '"passwordHash" : "x", "read" :')))).toThrow(
      /holds what its schema does not/,
    );
    expect(() => check(new WrittenJson(rightly.replace('"unread":1', '"unread":"1"')))).toThrow(/unread/);
  });

  it('fail the request through a real route, so any API test that reads it fails', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler({ checkWrittenAnswers: true }));
    app.get(
      '/renamed',
      { schema: { response: { 200: writtenAs(shape) } } },
      async () => new WrittenJson(rightly.replace('"created" :', '"createdAt" :')),
    );
    const response = await app.inject({ method: 'GET', url: '/renamed' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('createdAt');
  });
});
