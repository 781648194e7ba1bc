import { randomUUID } from 'node:crypto';
import { systemClock } from '#server/lib/clock.ts';
import { issueOneTimeToken } from '#server/modules/auth/index.ts';
import { createSignedDownloadUrl } from '#server/modules/files/index.ts';
import { isLoggedIn } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import { testPassword } from '../../../support/test-app.ts';
import { json, pngUpload } from './project-row.ts';
import { defineRow, type MatrixRow } from './row.ts';
import type { World } from './world.ts';

/** A stored file, uploaded as an admin: its key is what /media/ and the download links name. */
const storedKey = async (world: World): Promise<string> => {
  const upload = await pngUpload('/api/files/upload');
  const response = await world.t.app.inject({
    ...upload,
    headers: { ...upload.headers, cookie: world.cookies.admin ?? '' },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ url: string }>().url.replace(world.t.config.mediaHost, '');
};

/** A bystander's sign-in link; its pages name the bystander's address, which whoever holds the link may read (decision 091). */
const signInLink = async (world: World): Promise<{ token: string; email: string }> => {
  const bystander = await world.bystander('client');
  return {
    token: await issueOneTimeToken(
      { db: world.t.database.db, clock: systemClock },
      { kind: 'signIn', userId: bystander._id },
    ),
    email: bystander.email,
  };
};

const everyone = () => true;

const page = (route: string, url = route.slice(4)) =>
  defineRow({ route, request: () => json('GET', url), allowed: everyone });

/** Files and media, the blog editor, sign-in pages, the public site and the app shell: mostly open to all by design. */
export const siteRows: MatrixRow[] = [
  defineRow({
    route: 'POST /api/files/upload',
    writes: true,
    request: () => pngUpload('/api/files/upload'),
    allowed: ({ actor }) => isLoggedIn(actor),
  }),
  defineRow({
    route: 'GET /api/files',
    request: () => json('GET', '/api/files'),
    allowed: ({ actor }) => isLoggedIn(actor),
  }),
  defineRow<string>({
    route: 'GET /api/files/download',
    fixture: storedKey,
    request: ({ fixture }) => json('GET', `/api/files/download?key=${encodeURIComponent(fixture)}&filename=frame.png`),
    allowed: everyone,
  }),
  defineRow<string>({
    route: 'GET /api/files/signed',
    fixture: storedKey,
    request: ({ fixture, world }) =>
      json('GET', createSignedDownloadUrl(world.t.config.sessionSecret, fixture, 'frame.png')),
    allowed: everyone,
  }),
  defineRow<string>({
    route: 'GET /media/*',
    fixture: storedKey,
    request: ({ fixture }) => json('GET', `/media/${fixture}`),
    allowed: everyone,
  }),

  defineRow({
    route: 'GET /api/blogposts/files',
    request: () => json('GET', '/api/blogposts/files'),
    allowed: ({ actor }) => can(actor, 'editBlog'),
  }),
  defineRow({
    route: 'POST /api/blogposts/files',
    writes: true,
    request: () => pngUpload('/api/blogposts/files'),
    allowed: ({ actor }) => can(actor, 'editBlog'),
  }),
  defineRow({
    route: 'GET /api/blogposts/:id',
    fixture: (world) => world.blogPost(),
    request: ({ fixture }) => json('GET', `/api/blogposts/${fixture.id}`),
    allowed: everyone,
  }),
  defineRow({
    route: 'POST /api/blogposts/',
    writes: true,
    request: () =>
      json('POST', '/api/blogposts/', {
        title: 'Five explainer mistakes',
        body: 'Keep it short.',
        tags: ['video', 'tips'],
      }),
    allowed: ({ actor }) => can(actor, 'editBlog'),
  }),
  defineRow({
    route: 'POST /api/blogposts/:id',
    writes: true,
    fixture: (world) => world.blogPost(),
    request: ({ fixture }) =>
      json('POST', `/api/blogposts/${fixture.id}`, {
        title: 'Why explainers still work',
        body: 'Short, clear, kind.',
        tags: ['video'],
      }),
    allowed: ({ actor }) => can(actor, 'editBlog'),
  }),
  defineRow({
    route: 'DELETE /api/blogposts/:id',
    writes: true,
    fixture: (world) => world.blogPost(),
    request: ({ fixture }) => json('DELETE', `/api/blogposts/${fixture.id}`),
    allowed: ({ actor }) => can(actor, 'editBlog'),
  }),
  defineRow({
    route: 'GET /blog/:shortId/:slug?',
    fixture: (world) => world.blogPost(),
    request: ({ fixture }) => json('GET', `/blog/${fixture.shortId}/${fixture.slug}`),
    allowed: everyone,
  }),

  defineRow({
    route: 'GET /api/live',
    request: () => ({ ...json('GET', '/api/live'), stream: true }),
    allowed: ({ actor }) => isLoggedIn(actor),
  }),
  page('GET /api/products', '/api/products'),
  page('GET /api/page-data', '/api/page-data'),
  page('GET /', '/'),
  page('GET /app', '/app'),
  page('GET /app/', '/app/'),
  page('GET /app/*', '/app/projects'),
  // The build's files are each a route of their own (decision 135); this one answers a file it lacks, to everyone.
  defineRow({
    route: 'GET /app/assets/*',
    request: () => json('GET', '/app/assets/a-chunk-of-another-build.js'),
    allowed: () => false,
    visitorRefusal: 'as-signed-in',
  }),
  page('GET /favicon.ico', '/favicon.ico'),
  page('GET /home', '/home'),
  page('GET /pricing', '/pricing'),
  page('GET /portfolio', '/portfolio'),
  page('GET /handbook', '/handbook'),
  page('GET /contact', '/contact'),
  page('GET /blog', '/blog'),
  page('GET /blog/', '/blog/'),
  page('GET /robots.txt', '/robots.txt'),
  page('GET /sitemap.xml', '/sitemap.xml'),
  defineRow({
    route: 'POST /contact',
    writes: true,
    request: () => ({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Dana&email=dana%40studio-guest.test&message=We%20need%20a%20one-minute%20explainer',
      scope: { sent: 'dana@studio-guest.test' },
    }),
    allowed: everyone,
  }),

  page('GET /auth/login', '/auth/login'),
  page('GET /auth/register', '/auth/register'),
  page('GET /auth/logout', '/auth/logout'),
  defineRow({
    route: 'POST /auth/login',
    writes: true,
    freshSession: true,
    request: ({ actor, world }) => {
      // A visitor signs in as the stranger, whose own address the answer may carry.
      const email = actor?.email ?? world.users.stranger.email;
      return { ...json('POST', '/auth/login', { email, password: testPassword }), scope: { sent: email } };
    },
    allowed: everyone,
  }),
  defineRow({
    route: 'POST /auth/logout',
    writes: true,
    freshSession: true,
    request: () => json('POST', '/auth/logout'),
    allowed: everyone,
  }),
  defineRow({
    route: 'POST /auth/register',
    writes: true,
    request: () => {
      const email = `new-${randomUUID().slice(0, 8)}@studio-guest.test`;
      return {
        ...json('POST', '/auth/register', { name: 'New Client', email, password: 'a-long-enough-password' }),
        scope: { sent: email },
      };
    },
    allowed: everyone,
  }),
  defineRow<{ token: string; email: string }>({
    route: 'GET /auth/token/:token',
    writes: true,
    freshSession: true,
    fixture: signInLink,
    request: ({ fixture }) => ({ ...json('GET', `/auth/token/${fixture.token}`), scope: { sent: fixture.email } }),
    allowed: everyone,
  }),
  defineRow<{ token: string; email: string }>({
    route: 'POST /auth/token/:token',
    writes: true,
    freshSession: true,
    fixture: signInLink,
    request: ({ fixture }) => json('POST', `/auth/token/${fixture.token}`),
    allowed: everyone,
  }),
  defineRow<{ token: string; email: string }>({
    route: 'GET /auth/password/:token',
    fixture: signInLink,
    request: ({ fixture }) => ({ ...json('GET', `/auth/password/${fixture.token}`), scope: { sent: fixture.email } }),
    allowed: everyone,
  }),
  defineRow<{ token: string; email: string }>({
    route: 'POST /auth/password/:token',
    writes: true,
    freshSession: true,
    fixture: signInLink,
    request: ({ fixture }) => json('POST', `/auth/password/${fixture.token}`, { password: 'a-brand-new-password' }),
    allowed: everyone,
  }),
];
