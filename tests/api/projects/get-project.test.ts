import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectListings, projectVersions } from '#server/db/schema/index.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/projects/{id}', () => {
  it('shows a project to a visitor holding its link, without the drive folder or the collaborators', async () => {
    const client = await t.createUser('client', [], 'Link Client');
    const project = await seedProject(t.database.db, {
      title: 'Coffee shop explainer',
      collaboratorIds: [client._id],
      set: { gdriveFolder: 'https://drive.example.test/folder' },
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().project).toMatchObject({
      _id: project.id,
      title: 'Coffee shop explainer',
      slug: `coffee-shop-explainer-${project.id.slice(0, 8)}`,
      status: 'new',
      scriptStatus: 'new',
      storyboardStatus: 'new',
      purchased: false,
      type: 'client',
      internal: false,
      sceneCount: 1,
      gdriveFolder: null,
      listed: false,
      // Issue 22, item 11: collaborators are for power users and the collaborators themselves.
      collabs: [],
      versions: [],
    });
  });

  it('shows the drive folder to contributors', async () => {
    const freelancer = await t.createUser('freelancer', ['voice']);
    const project = await seedProject(t.database.db, { set: { gdriveFolder: 'https://drive.example.test/f2' } });
    const cookie = await t.signIn(freelancer.email);
    const response = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}`, headers: { cookie } });
    expect(response.json().project.gdriveFolder).toBe('https://drive.example.test/f2');
  });

  it('says whether this reader listed it, and lists its extension versions oldest first, full video only once purchased', async () => {
    const client = await t.createUser('client');
    const other = await t.createUser('client');
    const project = await seedProject(t.database.db, { collaboratorIds: [client._id, other._id] });
    await t.database.db.insert(projectListings).values({ projectId: project.id, userId: client._id });
    const cart = { ...createCart('en'), hideBreakdown: false };
    const [spanish, thai] = await t.database.db
      .insert(projectVersions)
      .values([
        {
          projectId: project.id,
          title: 'Spanish cut',
          cart,
          purchased: true,
          videoFull: 'es-full.mp4',
          editing: true,
          drawing: 3,
          createdAt: new Date('2026-01-01T00:00:00Z'),
        },
        {
          projectId: project.id,
          title: 'Thai cut',
          cart,
          purchased: false,
          videoFull: 'th-full.mp4',
          voiceChange: true,
          createdAt: new Date('2026-02-01T00:00:00Z'),
        },
      ])
      .returning();
    const view = async (email: string, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/projects/${project.id}${query}`,
        headers: { cookie: await t.signIn(email) },
      });
    const asClient = (await view(client.email)).json().project;
    expect(asClient.listed).toBe(true);
    expect(asClient.versions).toEqual([
      {
        id: spanish?.id,
        title: 'Spanish cut',
        purchased: true,
        editing: true,
        voiceChange: false,
        drawing: 3,
        videoPreview: null,
        videoWatermarked: null,
        videoFull: 'es-full.mp4',
        deliveredVoice: null,
        deliveredMusic: null,
      },
      {
        id: thai?.id,
        title: 'Thai cut',
        purchased: false,
        editing: false,
        voiceChange: true,
        drawing: 0,
        videoPreview: null,
        videoWatermarked: null,
        videoFull: null,
        deliveredVoice: null,
        deliveredMusic: null,
      },
    ]);
    expect((await view(other.email)).json().project.listed).toBe(false);
    // A version id names its version whatever the case of its letters, as PostgreSQL compares UUIDs.
    const named = await view(client.email, `?version=${thai?.id.toUpperCase()}`);
    expect(named.json().project.activeVersion).toBe(thai?.id);
  });

  it('answers 404 for an unknown id and for something that is not an id', async () => {
    for (const id of ['6f1c2b9e-0000-4000-8000-000000000000', 'not-an-id', "1' OR '1'='1"]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/projects/${encodeURIComponent(id)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Project not found' });
    }
  });

  it('hides a trashed project from its client but not from an admin', async () => {
    const client = await t.createUser('client');
    const admin = await t.createUser('admin');
    const project = await seedProject(t.database.db, { collaboratorIds: [client._id], set: { deleted: true } });
    const asClient = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      headers: { cookie: await t.signIn(client.email) },
    });
    expect(asClient.statusCode).toBe(404);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      headers: { cookie: await t.signIn(admin.email) },
    });
    expect(asAdmin.json().project.deleted).toBe(true);
  });
});
