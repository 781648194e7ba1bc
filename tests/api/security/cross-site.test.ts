import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';
import { cookieOf } from './support.ts';

const t = useTestApp();
const form = 'application/x-www-form-urlencoded';

describe('cross-site writes (issue 22, item 8)', () => {
  it('refuses a form sign-in posted from another site, and sets no session', async () => {
    const user = await t.createUser('client');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': form, origin: 'https://evil.example' },
      payload: `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Refused: this request came from another site');
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses an API write from another site by Sec-Fetch-Site when Origin is absent', async () => {
    const user = await t.createUser('client');
    const cookie = await t.signIn(user.email);
    const project = await seedProject(t.database.db, { title: 'Kept title', collaboratorIds: [user._id] });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}`,
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: { title: 'Renamed by another site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts writes from this origin, from the host the request names, and from clients that send neither header', async () => {
    const user = await t.createUser('client');
    const cookie = await t.signIn(user.email);
    const project = await seedProject(t.database.db, { collaboratorIds: [user._id] });
    const rename = (headers: Record<string, string>, title: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}`,
        headers: { cookie, ...headers },
        payload: { title },
      });
    expect((await rename({ origin: 'http://localhost:3000' }, 'From the public URL')).statusCode).toBe(200);
    expect(
      (await rename({ origin: 'http://studio.internal:8080', host: 'studio.internal:8080' }, 'From its own host'))
        .statusCode,
    ).toBe(200);
    expect((await rename({ 'sec-fetch-site': 'same-origin' }, 'Same origin')).statusCode).toBe(200);
    // Chromium's own form posts under Referrer-Policy no-referrer say "Origin: null".
    expect(
      (await rename({ origin: 'null', 'sec-fetch-site': 'same-origin' }, 'Null origin, same site')).statusCode,
    ).toBe(200);
    expect(
      (await rename({ origin: 'null', 'sec-fetch-site': 'cross-site' }, 'Null origin, other site')).statusCode,
    ).toBe(403);
    expect((await rename({}, 'A script')).statusCode).toBe(200);
  });

  it('accepts only JSON on the API, not form bodies', async () => {
    const user = await t.createUser('client');
    const cookie = await t.signIn(user.email);
    const project = await seedProject(t.database.db, { title: 'Not by form', collaboratorIds: [user._id] });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}`,
      headers: { cookie, 'content-type': form },
      payload: 'title=By+form',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('The API accepts JSON bodies only');
  });

  it('does not sign out on GET /auth/logout: it shows a page whose form posts', async () => {
    const user = await t.createUser('client');
    const cookie = await t.signIn(user.email);
    const page = await t.app.inject({ method: 'GET', url: '/auth/logout', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/auth/logout"');
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } })).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie, 'content-type': form, origin: 'http://localhost:3000' },
      payload: '',
    });
    expect(logout.statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } })).statusCode).toBe(401);
    expect(cookieOf(logout)).toContain('es_session=');
  });
});
