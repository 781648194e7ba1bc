import { describe, expect, it } from 'vitest';
import { RangeNotSatisfiableError, resolveRange } from '#server/lib/storage/storage.ts';
import { parseRangeHeader } from '#server/modules/files/send-object.ts';

describe('parseRangeHeader', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-500', { suffix: 500 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('reads %s', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });

  it.each([undefined, '', 'bytes=-', 'bytes=9-3', 'bytes=0-1,4-5', 'items=0-9', 'bytes=a-b', 'bytes 0-9'])(
    'ignores %s, so the whole file is sent',
    (header) => {
      expect(parseRangeHeader(header)).toBeNull();
    },
  );
});

describe('resolveRange', () => {
  it.each([
    [{ start: 0, end: 99 }, 1000, { start: 0, end: 99 }],
    [{ start: 990, end: 2000 }, 1000, { start: 990, end: 999 }],
    [{ start: 10 }, 1000, { start: 10, end: 999 }],
    [{ suffix: 100 }, 1000, { start: 900, end: 999 }],
    [{ suffix: 5000 }, 1000, { start: 0, end: 999 }],
  ])('clamps %o to a %i-byte object', (request, size, expected) => {
    expect(resolveRange(request, size)).toEqual(expected);
  });

  it.each([
    [{ start: 1000 }, 1000],
    [{ start: 0 }, 0],
    [{ suffix: 0 }, 1000],
    [{ suffix: 10 }, 0],
  ])('refuses %o on a %i-byte object', (request, size) => {
    expect(() => resolveRange(request, size)).toThrow(RangeNotSatisfiableError);
  });
});
