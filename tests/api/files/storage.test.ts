import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { RangeNotSatisfiableError, type Storage } from '#server/lib/storage/storage.ts';
import { testConfig } from '../../support/test-app.ts';
import { backends, type BackendUnderTest } from '../../support/storage-backends.ts';

describe.each(backends)('the $name storage', (backend) => {
  let store: BackendUnderTest;
  let storage: Storage;
  const config = testConfig();

  beforeAll(async () => {
    store = await backend.start();
    Object.assign(config, store.config);
    storage = createStorage(config);
  });
  afterAll(async () => {
    await storage.close();
    await store.stop();
  });

  it('puts a buffer and a stream, gets them back, and deletes them', async () => {
    await storage.put('notes/a.txt', Buffer.from('from a buffer'), { contentType: 'text/plain' });
    await storage.put('b.txt', Readable.from([Buffer.from('from '), Buffer.from('a stream')]), {
      contentType: 'text/plain',
    });
    expect(await storage.exists('notes/a.txt')).toBe(true);
    const object = await storage.get('b.txt');
    expect(object).toMatchObject({ size: 13, contentType: 'text/plain' });
    expect(await text(object!.stream)).toBe('from a stream');
    await storage.delete('notes/a.txt');
    await storage.delete('b.txt');
    expect(await storage.exists('notes/a.txt')).toBe(false);
    expect(await storage.get('b.txt')).toBeNull();
    expect(await store.storedKeys(config)).toEqual([]);
  });

  it('puts a stream of several parts and an empty stream', async () => {
    const size = 20 * 1024 * 1024 + 123;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const big = Readable.from(
      (function* generate() {
        for (let sent = 0; sent < size; sent += chunk.length)
          yield sent + chunk.length <= size ? chunk : chunk.subarray(0, size - sent);
      })(),
    );
    await storage.put('big.bin', big, { contentType: 'application/octet-stream' });
    expect((await storage.get('big.bin'))?.size).toBe(size);
    await storage.put('empty.txt', Readable.from([]), { contentType: 'text/plain' });
    expect((await storage.get('empty.txt'))?.size).toBe(0);
    await storage.delete('big.bin');
    await storage.delete('empty.txt');
    expect(await store.storedKeys(config)).toEqual([]);
  });

  it('streams only the asked bytes of a range, and refuses a range past the end', async () => {
    await storage.put('range.txt', Buffer.from('0123456789'), { contentType: 'text/plain' });
    const middle = await storage.get('range.txt', { start: 2, end: 5 });
    expect(middle).toMatchObject({ size: 10, range: { start: 2, end: 5 } });
    expect(await text(middle!.stream)).toBe('2345');
    const tail = await storage.get('range.txt', { suffix: 3 });
    expect(tail?.range).toEqual({ start: 7, end: 9 });
    expect(await text(tail!.stream)).toBe('789');
    await expect(storage.get('range.txt', { start: 10 })).rejects.toThrow(RangeNotSatisfiableError);
    expect(await storage.get('missing.txt', { start: 0 })).toBeNull();
    await storage.delete('range.txt');
  });

  it('deleting a key that holds nothing is not an error', async () => {
    await expect(storage.delete('never-written.bin')).resolves.toBeUndefined();
  });

  it.each([
    ['in its first part', 256 * 1024],
    ['after several parts', 20 * 1024 * 1024],
  ])('leaves no partial object when the source stream fails %s', async (_label, failAfter) => {
    const failing = Readable.from(
      (async function* generate() {
        for (let sent = 0; sent < failAfter; sent += 1024 * 1024)
          yield Buffer.alloc(Math.min(1024 * 1024, failAfter - sent), 1);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put('half.bin', failing, { contentType: 'application/octet-stream' })).rejects.toThrow(
      'client went away',
    );
    expect(await storage.exists('half.bin')).toBe(false);
    expect(await store.storedKeys(config)).toEqual([]);
  });

  it.each([
    ['../session-secret', "Invalid file key: '.' and '..' are not allowed"],
    ['media/../../session-secret', "Invalid file key: '.' and '..' are not allowed"],
    ['/etc/passwd', 'Invalid file key: it must be relative, not an absolute path'],
    ['C:/Windows/win.ini', 'Invalid file key: it must be relative, not an absolute path'],
    ['..%2Fsession-secret', 'Invalid file key: encoded characters such as %2F are not allowed'],
    ['a%5c..%5cb', 'Invalid file key: encoded characters such as %2F are not allowed'],
    ['..\\session-secret', 'Invalid file key: backslashes are not allowed'],
    ['.partial/x', 'Invalid file key: use letters, digits, dots, dashes and underscores, with / between names'],
    ['a//b', 'Invalid file key: use letters, digits, dots, dashes and underscores, with / between names'],
    ['', 'Invalid file key: it is empty'],
  ])('refuses the key %j in every method', async (key, message) => {
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(message);
    await expect(storage.get(key)).rejects.toThrow(message);
    await expect(storage.exists(key)).rejects.toThrow(message);
    await expect(storage.delete(key)).rejects.toThrow(message);
  });
});
