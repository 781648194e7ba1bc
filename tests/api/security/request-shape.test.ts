import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import { maxRequestNesting, nulCharacterIssue } from '#shared/app/text.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { inEnglish } from '../../support/validation.ts';
import { seedProject } from '../../support/projects.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
let thai: TestApp;
let cookie = '';
let projectId = '';

beforeAll(async () => {
  [t, thai] = await Promise.all([createTestApp({ logStream }), createTestApp({ config: { locale: 'th' } })]);
  const admin = await t.createUser('admin');
  cookie = await t.signIn(admin.email);
  projectId = (await seedProject(t.database.db, { collaboratorIds: [admin._id] })).id;
});
afterAll(() => Promise.all([t?.close(), thai?.close()]));

/** JSON text nesting arrays and objects `depth` levels deep, written as text: JSON.stringify itself overflows on it. */
const nested = (depth: number): string => {
  const levels = Array.from({ length: depth }, (_, level) => level % 2 === 0);
  return `${levels.map((array) => (array ? '[' : '{"inner":')).join('')}"bottom"${levels
    .reverse()
    .map((array) => (array ? ']' : '}'))
    .join('')}`;
};
const body = (field: string, depth: number): string => `{"${field}":${nested(depth)}}`;

describe('deeply nested JSON (issue 40, item 9)', () => {
  const en = createApiTranslator('en');
  const th = createApiTranslator('th');

  it.each([
    { name: 'a route with a body schema', url: () => `/api/projects/${projectId}`, signedIn: true },
    { name: 'a sign-in, whose body the route reads itself', url: () => '/auth/login', signedIn: false },
    { name: 'the contact form', url: () => '/contact', signedIn: false },
  ])('5,000 levels: $name answers 400 naming the problem, and logs no error', async ({ url, signedIn }) => {
    logLines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
      payload: body('title', 5000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(en('api.tooDeeplyNested', { max: maxRequestNesting }));
    expect(logLines.map((line) => JSON.parse(line) as { level: number }).filter((line) => line.level >= 50)).toEqual(
      [],
    );
  });

  it('answers in the deployment language', async () => {
    const response = await thai.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: body('email', 5000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(th('api.tooDeeplyNested', { max: maxRequestNesting }));
  });

  it('still takes a body nested as deep as the bound', async () => {
    // The body object is level 1; the title's nesting fills the rest.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: body('title', maxRequestNesting - 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe(en('api.tooDeeplyNested', { max: maxRequestNesting }));
  });
});

/** Every path parameter a route names, `*` included. */
const pathParameters = (path: string): string[] => [...path.matchAll(/:(\w+)\??|\*/g)].map((match) => match[1] ?? '*');

const withValues = (path: string, nulIn: string | null): string =>
  path.replace(/:(\w+)\??|\*/g, (_whole, name: string | undefined) => ((name ?? '*') === nulIn ? 'a%00b' : 'plain'));

/** The query parameters the server-rendered pages read, and one no route reads. */
const queryNames = ['page', 'tag', 'redirect', 'reset', 'version', 'unread'];

describe('U+0000 in the address of every page and every API read (issue 40, item 14)', () => {
  const refusal = (field: string) => {
    const issue = nulCharacterIssue({ [field]: '\u0000' });
    return issue ? inEnglish(issue) : '';
  };

  it('GET /blog?tag=%2Fe%00 answers 400, not 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/blog?tag=%2Fe%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(refusal('tag'));
  });

  it('refuses it in each path and query parameter of every GET route, signed in or not', async () => {
    const routes = [...new Set(t.app.routeTable)]
      .filter((route) => route.startsWith('GET '))
      .map((route) => route.slice(4));
    expect(routes).toEqual(
      expect.arrayContaining([
        '/home',
        '/blog',
        '/blog/:shortId/:slug?',
        '/auth/login',
        '/auth/reset/:token',
        '/drive/local/*',
        '/app/*',
      ]),
    );
    const answers: string[] = [];
    for (const path of routes) {
      const urls = [
        ...pathParameters(path).map((name) => ({ url: withValues(path, name), field: name === '*' ? 'path' : name })),
        ...queryNames.map((name) => ({ url: `${withValues(path, null)}?${name}=a%00b`, field: name })),
        { url: `${withValues(path, null)}?a%00b=1`, field: null },
      ];
      for (const { url, field } of urls) {
        for (const headers of [{}, { cookie }]) {
          const response = await t.app.inject({ method: 'GET', url, headers });
          if (response.statusCode !== 400 || (field !== null && response.json().message !== refusal(field)))
            answers.push(`${url} ${response.statusCode}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it('refuses it in the query of a form post, before the form is read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login?redirect=%2Fapp%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.test&password=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(refusal('redirect'));
  });
});
