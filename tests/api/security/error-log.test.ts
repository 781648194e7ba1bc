import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logStream });
  // A constraint the app does not know about makes the registration insert fail inside the database.
  await t.database.db.execute(
    sql`alter table users add constraint users_name_not_refused check (name <> 'Refused Name')`,
  );
});
afterAll(() => t.close());

it('logs a failed query by its error, never by its parameters (issue 22, item 3)', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { name: 'Refused Name', email: 'logged-person@example.test', password: 'a-password-to-hash' },
  });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({
    message: 'Unexpected error occurred',
    requestId: response.headers['x-request-id'],
  });
  const log = lines.join('');
  const entry = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.msg === 'unhandled error');
  expect(entry?.err).toMatchObject({ code: '23514', message: expect.stringContaining('users_name_not_refused') });
  expect(log).not.toContain('$argon2');
  expect(log).not.toContain('logged-person@example.test');
  expect(log).not.toContain('Refused Name');
});
