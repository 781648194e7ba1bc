import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { driveSetups } from '#server/db/schema/index.ts';
import { driveProjectFolders } from '#shared/projects/drive/drive.ts';
import { useScenesApi, type Who } from '../scenes/support.ts';

/**
 * The cloud drive setup with the local-folder provider (decision 067). This app only sends jobs, so
 * each setup waits in the queue: the refusals and the second start are seen while it waits, and a
 * second app on the same database (a restart) runs what the first one left.
 */
const { t, people, api } = useScenesApi({ jobs: false });

const start = (who: Who, projectId: string) => api.send(who, 'POST', `/api/projects/${projectId}/gdrive/create`);
const progress = (who: Who) => api.send(who, 'GET', '/api/projects/gdrive/create/progress');
const link = (who: Who, projectId: string, payload: unknown) =>
  api.send(who, 'POST', `/api/projects/${projectId}/gdrive/link`, payload);
const setupsOf = (projectId: string) =>
  t.database.db.select().from(driveSetups).where(eq(driveSetups.projectId, projectId));

describe('who may set up the drive folder', () => {
  it('lets admins and project managers start a setup, and refuses everyone else by level', async () => {
    const refusal = 'Only project managers can set up the project’s drive folder';
    for (const who of ['staff', 'scriptFreelancer', 'collabClient', 'otherClient'] as const) {
      const project = await api.project({ title: `Refused for ${who}` });
      const response = await start(who, project.id);
      expect(response.statusCode, who).toBe(403);
      expect(response.json().message).toBe(refusal);
      expect(await setupsOf(project.id)).toEqual([]);
      expect((await progress(who)).statusCode, who).toBe(403);
      expect((await link(who, project.id, { folderUrl: 'https://drive.example.test/x' })).statusCode, who).toBe(403);
    }
    const project = await api.project({ title: 'Visitor refused' });
    expect((await start('visitor', project.id)).statusCode).toBe(401);
    expect((await progress('visitor')).statusCode).toBe(401);
    expect((await link('visitor', project.id, { folderUrl: 'https://drive.example.test/x' })).statusCode).toBe(401);

    for (const who of ['admin', 'pm'] as const) {
      const own = await api.project({ title: `Started by ${who}` });
      const response = await start(who, own.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Drive setup started');
      const log = (await progress(who)).json();
      expect(log).toMatchObject({ projectId: own.id, status: 'queued' });
      expect(log.log).toBe(`Drive setup of Started by ${who} queued\n`);
    }
  });

  it('answers 404 for a project that does not exist and for progress before any setup', async () => {
    expect((await start('admin', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const response = await progress('storyboardFreelancer');
    expect(response.statusCode).toBe(403);
    const fresh = await t.createUser('staff', ['project-manager'], 'New Manager');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/projects/gdrive/create/progress',
      headers: { cookie: await t.signIn(fresh.email) },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('You have not started a drive setup');
  });

  it('refuses a second setup of a project while one is under way, with a clear message', async () => {
    const project = await api.project({ title: 'Twice started' });
    expect((await start('admin', project.id)).statusCode).toBe(200);
    const second = await start('pm', project.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('A drive setup is already running for this project; wait for it to finish');
    expect(await setupsOf(project.id)).toHaveLength(1);
  });
});

describe('linking an existing folder', () => {
  it('saves the folder address with Updated Drive Folder', async () => {
    const project = await api.project({ title: 'Linked project' });
    const response = await link('pm', project.id, { folderUrl: '  https://drive.google.com/drive/folders/abc123  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Updated Drive Folder');
    expect(response.json().project.gdriveFolder).toBe('https://drive.google.com/drive/folders/abc123');
    // Contributors see the link in the title bar; clients do not.
    expect((await api.send('scriptFreelancer', 'GET', `/api/projects/${project.id}`)).json().project.gdriveFolder).toBe(
      'https://drive.google.com/drive/folders/abc123',
    );
    expect(
      (await api.send('collabClient', 'GET', `/api/projects/${project.id}`)).json().project.gdriveFolder,
    ).toBeNull();
  });

  it('refuses a bad address with a 400 naming the problem, and keeps the saved folder', async () => {
    const project = await api.project({ title: 'Badly linked', gdriveFolder: 'https://drive.example.test/kept' });
    const cases: [unknown, string][] = [
      [{}, 'folderUrl'],
      [{ folderUrl: '   ' }, 'folderUrl must not be empty'],
      [{ folderUrl: 'drive folder please' }, 'folderUrl must be a web address starting with https:// or http://'],
      [{ folderUrl: 'javascript:alert(1)' }, 'folderUrl must be a web address starting with https:// or http://'],
      [{ folderUrl: `https://drive.example.test/${'x'.repeat(2000)}` }, 'folderUrl must be at most 2000 characters'],
    ];
    for (const [payload, problem] of cases) {
      const response = await link('admin', project.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(problem);
    }
    expect((await api.send('admin', 'GET', `/api/projects/${project.id}`)).json().project.gdriveFolder).toBe(
      'https://drive.example.test/kept',
    );
  });
});

describe('the setup itself, after a restart', () => {
  it('runs the setups the closed app queued: the folders on disk, the log, the project link', async () => {
    const project = await api.project({ title: 'Bakery / launch video' });
    expect((await start('admin', project.id)).statusCode).toBe(200);
    await t.app.close();

    const restarted = await buildApp({ config: t.config, database: t.database, jobs: { pollingIntervalSeconds: 0.5 } });
    try {
      await vi.waitFor(
        async () => {
          const [setup] = await setupsOf(project.id);
          expect(setup?.status).toBe('complete');
        },
        { timeout: 10_000, interval: 100 },
      );
      const [setup] = await setupsOf(project.id);
      const root = path.join(t.config.drive.localRoot, 'Bakery - launch video');
      expect(readdirSync(root).sort()).toEqual([...driveProjectFolders].sort());
      expect(setup?.log.split('\n')).toEqual([
        'Drive setup of Bakery / launch video queued',
        'Project folder ready: Bakery / launch video',
        ...driveProjectFolders.map((name) => `Folder ready: ${name}`),
        'Drive folder linked to the project. Complete.',
        '',
      ]);
      const view = await restarted.inject({
        method: 'GET',
        url: `/api/projects/${project.id}`,
        headers: { cookie: people.admin.cookie },
      });
      expect(view.json().project.gdriveFolder).toBe('http://localhost:3000/drive/local/Bakery%20-%20launch%20video');
      const listing = await restarted.inject({
        method: 'GET',
        url: '/drive/local/Bakery%20-%20launch%20video',
        headers: { cookie: people.scriptFreelancer.cookie },
      });
      expect(listing.statusCode).toBe(200);
      for (const name of driveProjectFolders)
        expect(listing.body).toContain(
          `<a href="http://localhost:3000/drive/local/Bakery%20-%20launch%20video/${name}">${name}</a>`,
        );
      const refused = await restarted.inject({
        method: 'GET',
        url: '/drive/local/Bakery%20-%20launch%20video',
        headers: { cookie: people.collabClient.cookie },
      });
      expect(refused.statusCode).toBe(403);
      const outside = await restarted.inject({
        method: 'GET',
        url: '/drive/local/..%2F..%2Fetc',
        headers: { cookie: people.admin.cookie },
      });
      expect(outside.statusCode).toBe(404);
      const visitor = await restarted.inject({ method: 'GET', url: '/drive/local/Bakery%20-%20launch%20video' });
      expect(visitor.statusCode).toBe(303);
      expect(visitor.headers.location).toBe(
        '/auth/login?redirect=%2Fdrive%2Flocal%2FBakery%2520-%2520launch%2520video',
      );

      // The earlier tests' queued setups ran too; a second setup of the same title gets a folder of its own.
      const again = await restarted.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/gdrive/create`,
        headers: { cookie: people.pm.cookie },
      });
      expect(again.statusCode).toBe(200);
      await vi.waitFor(
        () =>
          expect(existsSync(path.join(t.config.drive.localRoot, 'Bakery - launch video (2)', 'exports'))).toBe(true),
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await restarted.close();
    }
  });
});
