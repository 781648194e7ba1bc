import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

const t = useTestApp();

const view = async (projectId: string, cookie?: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/projects/${projectId}${query}`, headers: cookie ? { cookie } : {} });

describe('what a project link shows (issue 22, item 11)', () => {
  it('shows collaborators, progress and the internal tag to power users only, collaborators to collaborators', async () => {
    const client = await t.createUser('client', [], 'Private Client');
    const stranger = await t.createUser('client');
    const staff = await t.createUser('staff', ['script']);
    const project = await seedProject(t.database.db, {
      collaboratorIds: [client._id],
      set: { type: 'internal', progress: 40 },
    });
    for (const cookie of [undefined, await t.signIn(stranger.email)]) {
      const response = await view(project.id, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().project).toMatchObject({ collabs: [], internal: false, type: 'client', progress: 0 });
      expect(response.body).not.toContain('Private Client');
    }
    const asCollaborator = (await view(project.id, await t.signIn(client.email))).json().project;
    expect(asCollaborator).toMatchObject({ internal: false, progress: 0 });
    expect(asCollaborator.collabs.map((collab: { _id: string }) => collab._id)).toEqual([client._id]);
    const asStaff = (await view(project.id, await t.signIn(staff.email))).json().project;
    expect(asStaff).toMatchObject({ internal: true, type: 'internal', progress: 40 });
    expect(asStaff.collabs).toHaveLength(1);
  });

  it('answers the version a ?version= names, and 404 for one it does not have', async () => {
    const pm = await t.createUser('staff', ['project-manager']);
    const cookie = await t.signIn(pm.email);
    const project = await seedProject(t.database.db, {
      collaboratorIds: [pm._id],
      set: { status: 'ready', purchased: true },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/versions`,
      headers: { cookie },
      payload: { title: 'Spanish cut' },
    });
    expect(added.statusCode).toBe(200);
    const versionId = added.json().project.versions[0].id;
    const named = await view(project.id, cookie, `?version=${versionId}`);
    expect(named.statusCode).toBe(200);
    expect(named.json().project.activeVersion).toBe(versionId);
    expect((await view(project.id, cookie)).json().project.activeVersion).toBeNull();
    const unknown = await view(project.id, cookie, '?version=6f1c2b9e-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Version not found' });
  });
});
