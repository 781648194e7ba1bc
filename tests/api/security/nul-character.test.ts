import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

const t = useTestApp();
let cookie = '';
let projectId = '';
let storyboardingId = '';
let sceneId = '';

beforeAll(async () => {
  const pm = await t.createUser('admin', [], 'Nul Admin');
  cookie = await t.signIn(pm.email);
  projectId = (await seedProject(t.database.db, { collaboratorIds: [pm._id] })).id;
  storyboardingId = (
    await seedProject(t.database.db, {
      collaboratorIds: [pm._id],
      set: { status: 'storyboarding', storyboardStatus: 'new' },
    })
  ).id;
  const scenes = await t.app.inject({
    method: 'GET',
    url: `/api/projects/${storyboardingId}/scenes`,
    headers: { cookie },
  });
  sceneId = scenes.json().scenes[0]._id;
});

interface NulCase {
  name: string;
  method: 'GET' | 'POST';
  url: () => string;
  payload?: () => Record<string, unknown>;
  signedIn: boolean;
  field: string;
}

const nul = 'a\u0000b';

/** The 14 routes where issue 22 saw U+0000 answer 500. */
const cases: NulCase[] = [
  { name: 'portfolio entry', method: 'GET', url: () => '/api/portfolio/a%00b', signedIn: false, field: 'slug' },
  {
    name: 'cart version',
    method: 'GET',
    url: () => `/api/projects/${projectId}/cart?version=a%00b`,
    signedIn: true,
    field: 'version',
  },
  {
    name: 'cost version',
    method: 'GET',
    url: () => `/api/projects/${projectId}/cost?version=a%00b`,
    signedIn: true,
    field: 'version',
  },
  {
    name: 'scenes version',
    method: 'GET',
    url: () => `/api/projects/${storyboardingId}/scenes?version=a%00b`,
    signedIn: false,
    field: 'version',
  },
  {
    name: 'registration name',
    method: 'POST',
    url: () => '/auth/register',
    payload: () => ({ name: nul, email: 'nul@example.test', password: 'long-enough-password' }),
    signedIn: false,
    field: 'name',
  },
  {
    name: 'comment text',
    method: 'POST',
    url: () => '/api/comments',
    payload: () => ({ itemType: 'project', itemId: projectId, text: nul }),
    signedIn: true,
    field: 'text',
  },
  {
    name: 'rename',
    method: 'POST',
    url: () => `/api/projects/${projectId}`,
    payload: () => ({ title: nul }),
    signedIn: true,
    field: 'title',
  },
  {
    name: 'project list search',
    method: 'GET',
    url: () => '/api/projects?search=a%00b',
    signedIn: true,
    field: 'search',
  },
  {
    name: 'project search',
    method: 'GET',
    url: () => '/api/projects/search?term=a%00b',
    signedIn: true,
    field: 'term',
  },
  { name: 'user lookup', method: 'GET', url: () => '/api/users?lookup=a%00b', signedIn: true, field: 'lookup' },
  {
    name: 'storyboard brief',
    method: 'POST',
    url: () => `/api/projects/${storyboardingId}/storyboard-brief`,
    payload: () => ({ age: nul, ethnicity: 'any', diversity: 'yes', gender: 'equal' }),
    signedIn: true,
    field: 'age',
  },
  {
    name: 'duplicate',
    method: 'POST',
    url: () => `/api/projects/${projectId}/duplicate`,
    payload: () => ({ title: nul }),
    signedIn: true,
    field: 'title',
  },
  {
    name: 'extension title',
    method: 'POST',
    url: () => `/api/projects/${projectId}/versions`,
    payload: () => ({ title: nul }),
    signedIn: true,
    field: 'title',
  },
  {
    name: 'scene text',
    method: 'POST',
    url: () => `/api/projects/${storyboardingId}/scenes/${sceneId}`,
    payload: () => ({ text: nul, revision: 1 }),
    signedIn: true,
    field: 'text',
  },
];

describe('U+0000 in any request string (issue 22, item 2)', () => {
  it.each(cases)('$name answers 400 naming the field', async ({ method, url, payload, signedIn, field }) => {
    const response = await t.app.inject({
      method,
      url: url(),
      headers: signedIn ? { cookie } : {},
      ...(payload ? { payload: payload() } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${field}: must not contain the NUL character (U+0000)`);
  });

  it('refuses it in a sign-in form too, keeping the form page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.test&password=x%00y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('password: must not contain the NUL character (U+0000)');
  });
});
