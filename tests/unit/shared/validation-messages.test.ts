import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createIssueDescriber } from '#shared/i18n/validation-catalogues.ts';
import { readInvalid, type Issue } from '#shared/i18n/validation.ts';
import { validationEn } from '#shared/i18n/validation-en.ts';
import { validationTh } from '#shared/i18n/validation-th.ts';
import { projectTransferBodySchema } from '#shared/projects/schemas.ts';

const thai = createIssueDescriber('th');
const english = createIssueDescriber('en');
const thaiScript = /[\u0E00-\u0E7F]/;
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

// Every module of src/shared, as the server and the client import it.
const sharedModules = import.meta.glob<Record<string, unknown>>('/src/shared/**/*.ts', { eager: true });
const sharedSources = import.meta.glob<string>('/src/shared/**/*.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

type Schema = z.core.$ZodType;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

/** What the failing check records, so a synthetic issue carries the bound or choices a real one would. */
const issueFrom = (message: string, kind: string | undefined): Issue => {
  const base = { path: ['field'], message };
  if (kind === 'max_length' || kind === 'less_than' || kind === 'max_size')
    return { ...base, code: 'too_big', origin: 'string', maximum: 7 };
  if (kind === 'min_length' || kind === 'greater_than' || kind === 'min_size')
    return { ...base, code: 'too_small', origin: 'string', minimum: 3 };
  if (kind === 'enum' || kind === 'literal') return { ...base, code: 'invalid_value', values: ['a', 'b'] };
  return { ...base, code: 'custom' };
};

interface Found {
  where: string;
  message: string;
  issue: Issue;
}

/** Every message a schema holds: its own `error`, its checks' and refinements', and those of every schema inside it. */
const messagesOf = (root: Schema, where: string): Found[] => {
  const found: Found[] = [];
  const seen = new Set<unknown>();
  const collect = (error: unknown, kind: string | undefined) => {
    if (typeof error !== 'function') return;
    const message = (error as (issue: unknown) => unknown)({ code: 'custom', input: undefined, path: [] });
    if (typeof message === 'string') found.push({ where, message, issue: issueFrom(message, kind) });
  };
  const children = (value: unknown, depth: number): void => {
    if (isSchema(value)) visit(value);
    else if (depth > 0 && Array.isArray(value)) for (const item of value) children(item, depth - 1);
    else if (
      depth > 0 &&
      typeof value === 'object' &&
      value !== null &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      for (const item of Object.values(value)) children(item, depth - 1);
    }
  };
  const visit = (schema: Schema): void => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def as unknown as Record<string, unknown> & {
      type: string;
      error?: unknown;
      checks?: z.core.$ZodCheck[];
    };
    collect(def.error, def.type);
    for (const check of def.checks ?? []) collect(check._zod.def.error, check._zod.def.check);
    for (const [key, value] of Object.entries(def)) if (key !== 'checks') children(value, 2);
  };
  visit(root);
  return found;
};

const everySchemaMessage = (): Found[] => {
  const schemas: [string, Schema][] = Object.entries(sharedModules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]): [string, Schema][] =>
      isSchema(value) ? [[`${file} ${name}`, value]] : [],
    ),
  );
  // The transfer form's schema is built for the host it runs on.
  schemas.push(['projectTransferBodySchema(host)', projectTransferBodySchema('studio.example.test')]);
  return schemas.flatMap(([where, schema]) => messagesOf(schema, where));
};

describe('the validation catalogue', () => {
  it('has a Thai text for every key, in Thai, with the same placeholders', () => {
    expect(Object.keys(validationTh).sort()).toEqual(Object.keys(validationEn).sort());
    for (const [key, english] of Object.entries(validationEn)) {
      const translated = validationTh[key as keyof typeof validationEn];
      expect(translated, key).not.toBe(english);
      expect(translated, key).toMatch(thaiScript);
      expect(placeholders(translated), key).toEqual(placeholders(english));
    }
  });
});

describe('every message of every shared schema', () => {
  const found = everySchemaMessage();

  it('finds the schemas’ messages', () => {
    // A walk that found nothing would pass every check below.
    expect(new Set(found.map(({ message }) => message)).size).toBeGreaterThan(100);
  });

  it('is a key of the validation catalogue, never words', () => {
    const notKeys = found.filter(({ message }) => {
      const key = readInvalid(message)?.key;
      return !key || !Object.hasOwn(validationEn, key);
    });
    expect(notKeys.map(({ where, message }) => `${where}: ${message}`)).toEqual([]);
  });

  it('reads in Thai in a Thai deployment and in English in an English one, every placeholder filled', () => {
    for (const { where, issue } of found) {
      const inThai = thai(issue);
      expect(inThai, where).toMatch(thaiScript);
      expect(inThai, where).not.toMatch(/\{\w+\}/);
      expect(english(issue), where).not.toMatch(/\{\w+\}|[\u0E00-\u0E7F]/);
    }
  });

  it('holds no literal message in a check, a refinement or an added issue of any shared file', () => {
    // superRefine and transform issues live in function bodies, where the walk above cannot see them.
    const literal = /\b(error|message):\s*['`"]/;
    const files = Object.entries(sharedSources).filter(
      ([file, source]) => !file.includes('/i18n/') && source.includes("from 'zod'") && literal.test(source),
    );
    expect(files.map(([file]) => file)).toEqual([]);
  });
});

describe('zod’s own checks, which carry no message of ours', () => {
  const issueOf = (schema: z.ZodType, input: unknown, reportInput = false): Issue => {
    const issue = schema.safeParse(input, { reportInput }).error?.issues[0];
    if (!issue) throw new Error('the input was accepted');
    return issue;
  };
  const cases: [string, Issue][] = [
    ['a wrong type', issueOf(z.object({ title: z.string() }), { title: 42 })],
    ['a wrong type, with what was sent', issueOf(z.object({ title: z.string() }), { title: 42 }, true)],
    ['a missing field', issueOf(z.object({ title: z.string() }), {}, true)],
    ['one allowed value', issueOf(z.literal('a'), 'b')],
    ['an unknown option', issueOf(z.enum(['starred', 'onhold']), 'x')],
    ['a long text', issueOf(z.string().max(3), 'abcd')],
    ['a short text', issueOf(z.string().min(3), 'a')],
    ['too many items', issueOf(z.array(z.number()).max(1), [1, 2])],
    ['too few items', issueOf(z.array(z.number()).min(2), [1])],
    ['a big number', issueOf(z.number().max(10), 11)],
    ['a number not below', issueOf(z.number().lt(10), 10)],
    ['a small number', issueOf(z.number().min(1), 0)],
    ['a number not above', issueOf(z.number().positive(), 0)],
    ['not an integer', issueOf(z.number().int(), 1.5)],
    ['an e-mail address', issueOf(z.email(), 'nope')],
    ['a UUID', issueOf(z.uuid(), 'nope')],
    ['a URL', issueOf(z.url(), 'nope')],
    ['an ISO date', issueOf(z.iso.datetime(), 'nope')],
    ['a pattern', issueOf(z.string().regex(/^a$/), 'b')],
    ['a prefix', issueOf(z.string().startsWith('data:'), 'b')],
    ['a suffix', issueOf(z.string().endsWith('.png'), 'b')],
    ['an inclusion', issueOf(z.string().includes('KEY'), 'b')],
    ['a multiple', issueOf(z.number().multipleOf(5), 7)],
    ['unknown keys', issueOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })],
    [
      'a discriminator',
      issueOf(
        z.discriminatedUnion('action', [
          z.object({ action: z.literal('add') }),
          z.object({ action: z.literal('remove') }),
        ]),
        { action: 'x' },
      ),
    ],
    ['a union', issueOf(z.union([z.string(), z.number()]), true)],
    ['a record key', issueOf(z.record(z.enum(['a']), z.number()), { b: 1 })],
    ['a set element', issueOf(z.set(z.string()), new Set([1]))],
    [
      'a refinement without words',
      issueOf(
        z.string().refine(() => false),
        'x',
      ),
    ],
  ];

  it.each(cases)('says %s in Thai', (_, issue) => {
    const text = thai(issue);
    expect(text).toMatch(thaiScript);
    expect(text).not.toMatch(/\{\w+\}|Invalid|expected|received|Too /);
  });

  it('keeps the field in front and names the types in Thai', () => {
    const wrongType = issueOf(z.object({ title: z.string() }), { title: 42 }, true);
    expect(thai(wrongType)).toBe('title: ข้อมูลไม่ถูกต้อง: ต้องเป็นข้อความ แต่ได้รับตัวเลข');
    const tooMany = issueOf(z.object({ tags: z.array(z.string()).max(2) }), { tags: ['a', 'b', 'c'] });
    expect(thai(tooMany)).toBe('tags: มากเกินไป: ได้ไม่เกิน 2 รายการ');
  });

  it('says in English what zod says', () => {
    expect(english(issueOf(z.object({ items: z.string() }), { items: 42 }, true))).toBe(
      'items: Invalid input: expected string, received number',
    );
    expect(english(issueOf(z.object({ id: z.uuid() }), { id: 'x' }))).toBe('id: Invalid UUID');
  });

  it('groups long bounds and leaves four-digit ones whole, in both languages', () => {
    const long: z.core.$ZodIssueTooBig = {
      code: 'too_big',
      origin: 'string',
      maximum: 20_000,
      path: ['text'],
      message: 'validation.comments.tooLong',
    };
    expect(english(long)).toBe('A comment can be at most 20,000 characters');
    expect(thai(long)).toBe('ความคิดเห็นยาวได้ไม่เกิน 20,000 ตัวอักษร');
    expect(english({ ...long, maximum: 2000, path: ['folderUrl'], message: 'validation.fieldTooLong' })).toBe(
      'folderUrl must be at most 2000 characters',
    );
  });
});
