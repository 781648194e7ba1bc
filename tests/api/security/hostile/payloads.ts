import fc from 'fast-check';
import type { MatrixRequest } from '../matrix/row.ts';

/**
 * Issue 20's hostile input: fast-check arbitraries that turn one valid request of a route into a
 * malformed one, in its body, its content type, its path parameters or its query string.
 */

const hugeString = 'x'.repeat(300_000);

/** Strings that break parsers, encoders and PostgreSQL: NUL, lone surrogates, huge and empty, numbers in words. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uD83D',
    '\u202Eevil',
    '\uFEFF',
    '../../../etc/passwd',
    '..',
    '%00',
    '%',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    '__proto__',
    'constructor',
    '0x7fffffff',
    '9'.repeat(40),
    '2147483648',
    '-2147483649',
    '2026-13-45T99:99:99Z',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-fffffffffffg',
    '\r\nSet-Cookie: x=1',
    hugeString,
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Numbers out of every column's range, fractions where integers go, negative counts. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    2147483648,
    -2147483649,
    2 ** 53 + 1,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER,
    1e21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nested = (depth: number, inner: unknown, asArray: boolean): unknown => {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
};

/** Any JSON value, weighted to the ones that hurt: wrong types, deep nesting, arrays where objects go. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }),
  fc.tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean()).map(([depth, asArray]) => nested(depth, 'deep', asArray)),
  fc.constant(Array.from({ length: 10_000 }, (_unused, index) => index)),
  fc.constant(JSON.parse('{"__proto__":{"level":"admin"},"constructor":{"prototype":{"level":"admin"}}}') as unknown),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Bodies that are not JSON at all, or JSON that a careless parser trips on. */
const garbageBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '\u0000',
    '{"__proto__":{"level":"admin"}}',
    'true',
    '"text"',
    '1e999',
    '{"a":1,"a":2}',
    '\uFEFF{}',
    '{"a":"\\ud800"}',
    ']',
    '',
  ),
  fc.string({ maxLength: 60 }),
);

const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing-matches',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json, text/html',
];

/** Path segments that are no id: encoded NUL and dots, broken escapes, huge numbers, other ids. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ZZ',
    '%E0%A4%A',
    '..',
    '%2e%2e',
    '%2F',
    '0',
    '-1',
    '99999999999999999999',
    '1.5',
    'x'.repeat(2_000),
    '%F0%9F%98%80',
    'null',
  ),
  fc.uuid(),
  hostileString
    .filter((text) => text.length < 500)
    .map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'))),
);

const queryNames = [
  'skip',
  'limit',
  'page',
  'version',
  'search',
  'term',
  'tag',
  'itemId',
  'itemType',
  'key',
  'filename',
  'lookup',
  'sort',
  'status',
  'type',
  'redirect',
  'locale',
  'expires',
];

/** Percent-encodes what a URL can carry; a lone surrogate cannot be encoded, so it travels as its raw bytes' escape. */
const encodeQueryValue = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?').slice(0, 5_000));
};

const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.tuple(fc.constantFrom(...queryNames), fc.oneof(hostileString, hostileNumber.map(String))), {
      minLength: 1,
      maxLength: 4,
    })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${encodeQueryValue(value)}`).join('&')),
  fc.constantFrom(
    'limit[]=1&limit[]=2',
    'skip[a]=1',
    'search=%00',
    'term=%ZZ',
    '&&&',
    '=',
    'version=%00',
    'a=' + 'b'.repeat(10_000),
    '__proto__[level]=admin',
  ),
);

export type Mutation =
  | { kind: 'replace-body'; value: unknown }
  | { kind: 'field'; index: number; value: unknown }
  | { kind: 'every-field'; values: unknown[] }
  | { kind: 'extra-field'; name: string; value: unknown }
  | { kind: 'garbage-body'; text: string }
  | { kind: 'content-type'; contentType: string }
  | { kind: 'path'; index: number; segment: string }
  | { kind: 'query'; query: string }
  | { kind: 'cut-body'; fraction: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  hostileValue.map((value) => ({ kind: 'replace-body' as const, value })),
  fc.record({ kind: fc.constant('field' as const), index: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('field' as const), index: fc.nat(), value: hostileValue }),
  fc.record({
    kind: fc.constant('every-field' as const),
    values: fc.array(hostileValue, { minLength: 12, maxLength: 12 }),
  }),
  fc.record({
    kind: fc.constant('extra-field' as const),
    name: fc.constantFrom('__proto__', 'constructor', 'id', 'level', 'userId', 'deleted', '\u0000', ''),
    value: hostileValue,
  }),
  garbageBody.map((text) => ({ kind: 'garbage-body' as const, text })),
  fc.constantFrom(...wrongContentTypes).map((contentType) => ({ kind: 'content-type' as const, contentType })),
  fc.record({ kind: fc.constant('path' as const), index: fc.nat(), segment: hostileSegment }),
  fc.record({ kind: fc.constant('path' as const), index: fc.nat(), segment: hostileSegment }),
  hostileQuery.map((query) => ({ kind: 'query' as const, query })),
  fc.double({ min: 0.05, max: 0.95, noNaN: true }).map((fraction) => ({ kind: 'cut-body' as const, fraction })),
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

const serialized = (payload: MatrixRequest['payload']): string | Buffer =>
  payload === undefined
    ? ''
    : Buffer.isBuffer(payload) || typeof payload === 'string'
      ? payload
      : JSON.stringify(payload);

/** The positions of a route template's parameters (`:id`, `*`) in its path segments. */
export const parameterPositions = (template: string): number[] =>
  template
    .split('/')
    .map((segment, index) => (segment.startsWith(':') || segment === '*' ? index : -1))
    .filter((index) => index >= 0);

/**
 * The valid request with one mutation applied. A mutation that does not fit the request (a field of
 * a body that has none, a path without parameters) falls back to a hostile whole body or query.
 */
export const applyMutation = (template: string, valid: MatrixRequest, change: Mutation): MatrixRequest => {
  const headers = { ...(valid.headers as Record<string, string> | undefined) };
  const withJson = (payload: string): MatrixRequest => ({
    ...valid,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
  const [pathPart = '', queryPart] = (typeof valid.url === 'string' ? valid.url : '').split('?');
  const original = valid.payload;
  switch (change.kind) {
    case 'replace-body':
      return withJson(JSON.stringify(change.value) ?? 'null');
    case 'field':
    case 'every-field': {
      if (!isPlainObject(original) || Object.keys(original).length === 0)
        return withJson(JSON.stringify(change.kind === 'field' ? change.value : change.values) ?? 'null');
      const keys = Object.keys(original);
      const next = { ...original };
      if (change.kind === 'field') next[keys[change.index % keys.length] ?? ''] = change.value;
      else keys.forEach((key, index) => (next[key] = change.values[index % change.values.length]));
      return withJson(JSON.stringify(next));
    }
    case 'extra-field': {
      const base = isPlainObject(original) ? original : {};
      return withJson(
        `${JSON.stringify(base).slice(0, -1)}${Object.keys(base).length > 0 ? ',' : ''}${JSON.stringify(change.name)}:${JSON.stringify(change.value)}}`,
      );
    }
    case 'garbage-body':
      return withJson(change.text);
    case 'content-type':
      return { ...valid, headers: { ...headers, 'content-type': change.contentType }, payload: serialized(original) };
    case 'cut-body': {
      const body = serialized(original);
      return { ...valid, headers, payload: body.slice(0, Math.floor(body.length * change.fraction)) };
    }
    case 'path': {
      const positions = parameterPositions(template);
      if (positions.length === 0) return { ...valid, url: `${pathPart}?${change.segment}=${change.segment}` };
      const segments = pathPart.split('/');
      segments[positions[change.index % positions.length] ?? 0] = change.segment;
      return { ...valid, url: `${segments.join('/')}${queryPart === undefined ? '' : `?${queryPart}`}` };
    }
    case 'query':
      return { ...valid, url: `${pathPart}?${queryPart ? `${queryPart}&` : ''}${change.query}` };
  }
};

const shortened = (value: unknown): unknown =>
  typeof value === 'string' && value.length > 80 ? `${value.slice(0, 40)}…(${value.length} characters)` : value;

/** A short description of a mutation for a failure message, without its huge strings or deep nesting. */
export const describeMutation = (change: Mutation): string => {
  try {
    return JSON.stringify(change, (_key, value: unknown) => shortened(value)).slice(0, 300);
  } catch {
    return `${change.kind} with a deeply nested value`;
  }
};
