import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level, Role } from '#shared/users/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

let t: TestApp;
type Who = 'admin' | 'pm' | 'staff' | 'freelancer' | 'collabClient' | 'otherClient' | 'visitor';
const people: Record<Who, { cookie: string; id: string; email: string }> = {} as Record<
  Who,
  { cookie: string; id: string; email: string }
>;

beforeAll(async () => {
  t = await createTestApp();
  const specs: [Who, Level, Role[]][] = [
    ['admin', 'admin', []],
    ['pm', 'staff', ['project-manager']],
    ['staff', 'staff', ['script']],
    ['freelancer', 'freelancer', ['storyboard']],
    ['collabClient', 'client', []],
    ['otherClient', 'client', []],
  ];
  for (const [who, level, roles] of specs) {
    const user = await t.createUser(level, roles, who);
    people[who] = { cookie: await t.signIn(user.email), id: user._id, email: user.email };
  }
  people.visitor = { cookie: '', id: '', email: '' };
});
afterAll(() => t.close());

const newProject = () =>
  seedProject(t.database.db, { title: 'Managed project', collaboratorIds: [people.collabClient.id] });

const post = (who: Who, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: people[who].cookie ? { cookie: people[who].cookie } : {},
  });

interface Case {
  name: string;
  path: string;
  body: (who: Who) => unknown;
  allowed: Who[];
  message: string;
  check: (project: Record<string, unknown>) => void;
}

const everyone: Who[] = ['admin', 'pm', 'staff', 'freelancer', 'collabClient', 'otherClient', 'visitor'];

const cases: Case[] = [
  {
    name: 'rename',
    path: '',
    body: () => ({ title: '  Renamed  ' }),
    allowed: ['admin', 'pm', 'staff', 'collabClient'],
    message: 'Project renamed',
    check: (p) => expect(p.title).toBe('Renamed'),
  },
  {
    name: 'trash',
    path: '/trash',
    body: () => ({ trash: true }),
    allowed: ['admin'],
    message: 'Project moved to trash',
    check: (p) => expect(p.deleted).toBe(true),
  },
  {
    name: 'star',
    path: '/toggle',
    body: () => ({ update: 'starred' }),
    allowed: ['admin'],
    message: 'Marked as priority',
    check: (p) => expect(p.starred).toBe(true),
  },
  {
    name: 'hold',
    path: '/toggle',
    body: () => ({ update: 'onhold' }),
    allowed: ['admin'],
    message: 'Project put on hold',
    check: (p) => expect(p.onhold).toBe(true),
  },
  {
    name: 'type',
    path: '/type',
    body: () => ({ type: 'internal' }),
    allowed: ['admin'],
    message: 'Project marked internal',
    check: (p) => expect(p).toMatchObject({ type: 'internal', internal: true }),
  },
  {
    name: 'listing',
    path: '/listedby',
    body: (who) => ({ userId: people[who].id || people.admin.id }),
    allowed: ['admin'],
    message: 'Project added to My List',
    check: (p) => expect(p.listed).toBe(true),
  },
  {
    name: 'status',
    path: '/status',
    body: () => ({ status: 'storyboarding', scriptStatus: 'confirmed' }),
    allowed: ['admin', 'pm'],
    message: 'Project status updated',
    check: (p) =>
      expect(p).toMatchObject({ status: 'storyboarding', scriptStatus: 'confirmed', storyboardStatus: 'new' }),
  },
  {
    name: 'video urls',
    path: '/video-urls',
    body: () => ({
      videoUrl: 'https://video.example.test/1',
      videoPreview: '',
      videoWatermarked: 'https://video.example.test/w',
      videoFull: '',
    }),
    allowed: ['admin', 'pm'],
    message: 'Video urls updated',
    check: (p) =>
      expect(p).toMatchObject({
        videoUrl: 'https://video.example.test/1',
        videoPreview: null,
        videoWatermarked: 'https://video.example.test/w',
        videoFull: null,
      }),
  },
  {
    name: 'publish',
    path: '/publish',
    body: () => ({ published: true }),
    allowed: ['admin', 'pm'],
    message: 'Video Published',
    check: (p) => expect(p.published).toBe(true),
  },
  {
    name: 'allow portfolio',
    path: '/allow-portfolio',
    body: () => ({ allowPortfolio: true }),
    allowed: ['admin', 'pm', 'collabClient'],
    message: 'Portfolio allowed',
    check: (p) => expect(p.allowPortfolio).toBe(true),
  },
  {
    name: 'meta version',
    path: '/meta-version',
    body: () => ({ metaVersion: 1 }),
    allowed: ['admin', 'pm'],
    message: 'Updated Meta Version',
    check: (p) => expect(p.metaVersion).toBe(1),
  },
  {
    name: 'meta version, spec path',
    path: '/meta-version/',
    body: () => ({ metaVersion: 1 }),
    allowed: ['admin', 'pm'],
    message: 'Updated Meta Version',
    check: (p) => expect(p.metaVersion).toBe(1),
  },
  {
    name: 'checklist',
    path: '/checklist/item',
    body: () => ({ item: 'script-editing', done: true }),
    allowed: ['admin', 'pm'],
    message: 'Marked as done',
    check: (p) => expect(p).toMatchObject({ checklist: { 'script-editing': true }, progress: 10 }),
  },
  {
    name: 'extension',
    path: '/versions',
    body: () => ({ title: 'Spanish voice', editing: true, voiceChange: true, drawing: 3 }),
    allowed: ['admin', 'pm'],
    message: 'Added new extension',
    check: (p) =>
      expect(p.versions).toMatchObject([
        { title: 'Spanish voice', editing: true, voiceChange: true, drawing: 3, purchased: false },
      ]),
  },
];

describe.each(cases)('POST /api/projects/{id}$path ($name)', ({ path: suffix, body, allowed, message, check }) => {
  it.each(everyone)('as %s', async (who) => {
    const project = await newProject();
    const response = await post(who, `/api/projects/${project.id}${suffix}`, body(who));
    if (allowed.includes(who)) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(message);
      check(response.json().project);
      const reread = await t.app.inject({
        method: 'GET',
        url: `/api/projects/${project.id}`,
        headers: { cookie: people.admin.cookie },
      });
      check(reread.json().project);
    } else {
      expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
      expect(response.json().message).toMatch(/^Only /);
      const reread = await t.app.inject({
        method: 'GET',
        url: `/api/projects/${project.id}`,
        headers: { cookie: people.admin.cookie },
      });
      expect(reread.json().project.updated).toBe(new Date(project.updatedAt).toISOString());
    }
  });
});

describe('toggles, restore and removal', () => {
  it('toggles back and restores from the trash', async () => {
    const project = await newProject();
    const url = (suffix: string) => `/api/projects/${project.id}${suffix}`;
    await post('admin', url('/toggle'), { update: 'starred' });
    const unstarred = await post('admin', url('/toggle'), { update: 'starred' });
    expect(unstarred.json()).toMatchObject({ message: 'Priority removed', project: { starred: false } });
    await post('admin', url('/listedby'), { userId: people.admin.id });
    const unlisted = await post('admin', url('/listedby'), { userId: people.admin.id });
    expect(unlisted.json()).toMatchObject({ message: 'Project removed from My List', project: { listed: false } });
    await post('admin', url('/trash'), { trash: true });
    const restored = await post('admin', url('/trash'), { trash: false });
    expect(restored.json()).toMatchObject({ message: 'Project restored', project: { deleted: false } });
    await post('admin', url('/publish'), { published: true });
    expect((await post('pm', url('/publish'), { published: false })).json().message).toBe('Unpublished');
    expect((await post('pm', url('/checklist/item'), { item: 'script-editing', done: false })).json()).toMatchObject({
      message: 'Unmarked as done',
      project: { progress: 0 },
    });
  });

  it('removes an extension, and says so when it is not there', async () => {
    const project = await newProject();
    const added = await post('pm', `/api/projects/${project.id}/versions`, { title: 'Shorter cut', drawing: 0 });
    const versionId = added.json().project.versions[0].id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/versions/${versionId}`,
      headers: { cookie: people.pm.cookie },
    });
    expect(removed.json()).toMatchObject({ message: 'Extension Removed', project: { versions: [] } });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/versions/${versionId}`,
      headers: { cookie: people.pm.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Extension not found');
    const asClient = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/versions/${versionId}`,
      headers: { cookie: people.collabClient.cookie },
    });
    expect(asClient.statusCode).toBe(403);
  });
});

describe('extensions and versions', () => {
  it('prices redrawn scenes of a water color project as water color scene changes, as the settings preview does', async () => {
    const project = await newProject();
    const url = `/api/projects/${project.id}`;
    const plain = await post('pm', `${url}/versions`, { title: 'Plain', drawing: 2 });
    expect(plain.json().project.waterColor).toBe(false);
    expect((await post('pm', `${url}/cart`, { action: 'addCartItem', id: 'water-color' })).statusCode).toBe(200);
    const added = await post('pm', `${url}/versions`, { title: 'Redrawn', drawing: 2 });
    expect(added.json().project.waterColor).toBe(true);
    const versionIds = added.json().project.versions.map((version: { id: string }) => version.id);
    const carts = await Promise.all(
      versionIds.map((id: string) =>
        t.app.inject({ method: 'GET', url: `${url}/cart?version=${id}`, headers: { cookie: people.pm.cookie } }),
      ),
    );
    const changeLines = carts.map((cart) =>
      cart
        .json()
        .cart.items.filter((item: { id: string }) => item.id.startsWith('change-scene'))
        .map((item: { id: string }) => item.id),
    );
    expect(changeLines).toEqual([['change-scene'], ['change-scene-water-color']]);
  });

  it("answers the same 404 for a ?version= that is not one of the project's extensions, wherever it is asked", async () => {
    const project = await newProject();
    for (const suffix of ['/scenes', '/cart', '/cost', '/download']) {
      for (const version of ['not-a-version', '6f1c2b9e-0000-4000-8000-000000000000']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/projects/${project.id}${suffix}?version=${version}`,
          headers: { cookie: people.admin.cookie },
        });
        expect([suffix, response.statusCode, response.json().message]).toEqual([suffix, 404, 'Version not found']);
      }
    }
  });
});

describe('validation messages', () => {
  it.each([
    ['', { title: '   ' }, 'Title is required'],
    ['/trash', {}, 'trash must be true or false'],
    ['/toggle', { update: 'published' }, 'update must be starred or onhold'],
    ['/type', { type: 'partner' }, 'Type must be internal or client'],
    ['/listedby', { userId: 'me' }, 'userId must be a user id'],
    ['/status', {}, 'Choose a status to change'],
    ['/status', { status: 'finished' }, 'Choose a project status'],
    [
      '/video-urls',
      { videoUrl: 'javascript:alert(1)', videoPreview: '', videoWatermarked: '', videoFull: '' },
      'Video links must be a web address starting with https:// or http://',
    ],
    ['/meta-version', { metaVersion: 3 }, 'Meta version must be 1 or 2'],
    ['/checklist/item', { item: 'lunch', done: true }, 'Unknown checklist item'],
    ['/versions', { title: ' ', drawing: 0 }, 'Title is required'],
    ['/versions', { title: 'Too many', drawing: 21 }, 'Choose 0 to 20 scene changes'],
    ['/duplicate', { title: '  ' }, 'Title is required'],
    ['/collabs', { email: '' }, 'Email is required'],
    ['/collabs', { email: 'not-an-email' }, 'Email is not a valid address'],
  ])('POST %s %j answers 400 "%s"', async (suffix, payload, message) => {
    const project = await newProject();
    const response = await post('admin', `/api/projects/${project.id}${suffix}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('duplicate', () => {
  it('copies the project with its own scenes and cart; the original stays as it was', async () => {
    const project = await newProject();
    const response = await post('admin', `/api/projects/${project.id}/duplicate`, { title: 'Managed project - Copy' });
    expect(response.statusCode).toBe(200);
    const copy = response.json().project;
    expect(copy).toMatchObject({ title: 'Managed project - Copy', status: 'new', sceneCount: 1, published: false });
    expect(copy._id).not.toBe(project.id);
    expect(copy.collabs.map((collab: { _id: string }) => collab._id)).toEqual([people.collabClient.id]);
    expect(response.json().message).toBe('Project duplicated');
    for (const who of ['pm', 'collabClient'] as const) {
      expect((await post(who, `/api/projects/${project.id}/duplicate`, { title: 'x' })).statusCode).toBe(403);
    }
  });
});

describe('collaborators', () => {
  const outbox = () => {
    const folder = path.join(t.config.dataDir, 'outbox');
    try {
      return readdirSync(folder).map((name) => readFileSync(path.join(folder, name), 'utf8'));
    } catch {
      return [];
    }
  };

  it('adds an existing user, and refuses them twice', async () => {
    const project = await newProject();
    const response = await post('collabClient', `/api/projects/${project.id}/collabs`, {
      email: people.freelancer.email.toUpperCase(),
    });
    // Decision 047: the answer is the same as for an unknown address and names nobody.
    expect(response.json()).toEqual({ message: 'Invitation email has been sent to the user' });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      headers: { cookie: people.collabClient.cookie },
    });
    expect(view.json().project.collabs.map((collab: { _id: string }) => collab._id)).toContain(people.freelancer.id);
    const twice = await post('pm', `/api/projects/${project.id}/collabs`, { email: people.freelancer.email });
    expect(twice.statusCode).toBe(409);
  });

  it('invites an unknown e-mail: a client account, an e-mail with a single-use link to choose a password', async () => {
    const project = await newProject();
    const before = outbox().length;
    const response = await post('pm', `/api/projects/${project.id}/collabs`, { email: 'new.person@example.test' });
    expect(response.json()).toEqual({ message: 'Invitation email has been sent to the user' });
    const mails = outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((text) => text.includes('To: new.person@example.test'));
    expect(mail).toContain('Subject: Invitation: Managed project');
    const link = /http:\/\/localhost:3000(\/auth\/password\/[^\s]+)/.exec(
      mail?.replace(/=\n/g, '').replace(/=3D/g, '=') ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const first = await t.app.inject({ method: 'POST', url: link!, payload: { password: 'chosen-password' } });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/app/projects/${project.id}/scenes`);
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email: 'new.person@example.test', level: 'client' });
    const second = await t.app.inject({ method: 'POST', url: link!, payload: { password: 'another-password' } });
    expect(second.statusCode).toBe(410);
    expect(second.body).toContain('This sign-in link has expired or was already used.');
  });

  it('lets only a PM or a collaborator add and remove; an admin may add themself', async () => {
    const project = await newProject();
    for (const who of ['freelancer', 'staff', 'otherClient'] as const) {
      const response = await post(who, `/api/projects/${project.id}/collabs`, { email: people.otherClient.email });
      expect(response.statusCode).toBe(403);
    }
    const selfAdd = await post('admin', `/api/projects/${project.id}/collabs`, { email: people.admin.email });
    expect(selfAdd.json().message).toBe('Added new collaborator');
    const remove = (who: Who, id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/projects/${project.id}/collabs/${id}`,
        headers: { cookie: people[who].cookie },
      });
    expect((await remove('freelancer', people.admin.id)).statusCode).toBe(403);
    const removed = await remove('collabClient', people.admin.id);
    expect(removed.json()).toMatchObject({ message: 'Collaborator removed', deleted: true });
    const notThere = await remove('pm', people.admin.id);
    expect(notThere.json()).toMatchObject({
      message: 'That person is not a collaborator on this project',
      deleted: false,
    });
  });
});
