import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectApprovals, projects } from '#server/db/schema/index.ts';
import type { ApprovalType } from '#shared/projects/approvals/banners.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';
import { pngImage } from '../../support/images.ts';
import { everyone, useScenesApi, type Who } from './support.ts';

const { t, people, api } = useScenesApi();
const { scenesOf } = api;

describe('POST /api/projects/{id}/script-raw', () => {
  // Decision 046: collaborators and project managers only, no longer anyone signed in.
  const writers: readonly Who[] = ['admin', 'pm', 'collabClient'];
  it.each(everyone)('as %s while new', async (who) => {
    const project = await api.project();
    const response = await api.send(who, 'POST', `/api/projects/${project.id}/script-raw`, {
      body: 'Hello world.\n\nSecond  paragraph here.\n \n\nThird',
      comments: 'Friendly tone',
    });
    if (who === 'visitor') {
      expect(response.statusCode).toBe(401);
      return;
    }
    if (!writers.includes(who)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Only the project’s collaborators and project managers can submit its script',
      );
      return;
    }
    expect(response.json()).toMatchObject({ message: 'Script submitted', project: { wordCount: 6, sceneCount: 3 } });
    expect((await scenesOf(project.id)).map((scene) => scene.text)).toEqual([
      'Hello world.',
      'Second  paragraph here.',
      'Third',
    ]);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.scriptRaw).toEqual({
      body: 'Hello world.\n\nSecond  paragraph here.\n \n\nThird',
      comments: 'Friendly tone',
    });
  });

  it('keeps scenes that have text and refuses once the project is past new, or an empty body', async () => {
    const project = await api.project();
    const [scene] = await scenesOf(project.id);
    await api.send('pm', 'POST', `/api/projects/${project.id}/scenes/${scene?._id}`, {
      text: 'Kept intro',
      revision: scene?.revision,
    });
    await api.send('admin', 'POST', `/api/projects/${project.id}/scenes`);
    await api.send('collabClient', 'POST', `/api/projects/${project.id}/script-raw`, {
      body: 'Added one\n\nAdded two',
    });
    expect((await scenesOf(project.id)).map((s) => s.text)).toEqual(['Kept intro', 'Added one', 'Added two']);
    const empty = await api.send('collabClient', 'POST', `/api/projects/${project.id}/script-raw`, { body: '  \n ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please enter your script');
    const started = await api.project({ status: 'script-writing' });
    const closed = await api.send('collabClient', 'POST', `/api/projects/${started.id}/script-raw`, {
      body: 'Too late',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('The script can be submitted only while the project is new');
  });
});

describe('POST /api/projects/{id}/{type}/confirm', () => {
  const stages: [ApprovalType, Partial<typeof projects.$inferInsert>, Record<string, string>, string][] = [
    [
      'script',
      { status: 'script-writing', scriptStatus: 'pending' },
      { scriptStatus: 'confirmed', status: 'storyboarding', storyboardStatus: 'new' },
      'Script approved',
    ],
    [
      'sketch',
      { status: 'storyboarding', storyboardStatus: 'sketch-pending' },
      { storyboardStatus: 'sketch-confirmed' },
      'Sketch approved',
    ],
    [
      'storyboard',
      { status: 'storyboarding', storyboardStatus: 'pending' },
      { storyboardStatus: 'confirmed', status: 'recording' },
      'Storyboard approved',
    ],
    [
      'changes',
      { status: 'ready', storyboardStatus: 'pending' },
      { storyboardStatus: 'confirmed' },
      'Changes approved',
    ],
  ];
  const approvers: Who[] = ['admin', 'pm', 'collabClient'];

  describe.each(stages)('%s', (type, set, effect, message) => {
    it.each(everyone)('as %s', async (who) => {
      const project = await api.project(set);
      const response = await api.send(who, 'POST', `/api/projects/${project.id}/${type}/confirm`);
      const recorded = await t.database.db
        .select()
        .from(projectApprovals)
        .where(eq(projectApprovals.projectId, project.id));
      if (approvers.includes(who)) {
        expect(response.json()).toMatchObject({ message, project: effect });
        expect(recorded).toMatchObject([{ type, userId: people[who].id }]);
        const twice = await api.send(who, 'POST', `/api/projects/${project.id}/${type}/confirm`);
        expect(twice.statusCode).toBe(409);
        expect(twice.json().message).toBe(`This project is not waiting for ${type} approval`);
      } else {
        expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
        expect(response.json().message).toBe('Only collaborators can approve this project');
        expect(recorded).toEqual([]);
      }
    });
  });

  it('refuses an approval out of order and an unknown type', async () => {
    const project = await api.project({ status: 'script-writing', scriptStatus: 'pending' });
    const early = await api.send('collabClient', 'POST', `/api/projects/${project.id}/storyboard/confirm`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This project is not waiting for storyboard approval');
    const unknown = await api.send('collabClient', 'POST', `/api/projects/${project.id}/video/confirm`);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('storyboard image upload and removal', () => {
  const upload = async (who: Who, projectId: string, sceneId: string, content: Buffer, filename = 'board.png') =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/scenes/${sceneId}/upload`,
      payload: multipartBody({ filename, content, contentType: 'image/png' }),
      headers: { ...multipartHeaders, ...(people[who].cookie ? { cookie: people[who].cookie } : {}) },
    });

  it.each(everyone)('upload as %s', async (who) => {
    const project = await api.project({ status: 'storyboarding' });
    const [scene] = await scenesOf(project.id);
    const response = await upload(who, project.id, scene?._id ?? '', await pngImage(64, 48));
    if (['admin', 'pm', 'staff', 'storyboardFreelancer'].includes(who)) {
      expect(response.json()).toMatchObject({
        message: 'Storyboard image uploaded',
        scene: { ext: 'png', revision: 2 },
      });
      const image = response.json().scene.image as string;
      expect(image).toMatch(/^\/media\/.+_l\.jpg$/);
      expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    } else {
      expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
    }
  });

  it('refuses a file that is not an image; power users remove the image', async () => {
    const project = await api.project({ status: 'storyboarding' });
    const [scene] = await scenesOf(project.id);
    const sceneId = scene?._id ?? '';
    const notImage = await upload('admin', project.id, sceneId, Buffer.from('plain text'), 'notes.txt');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toContain('notes.txt is not an image');
    await upload('storyboardFreelancer', project.id, sceneId, await pngImage(32, 32));
    const byFreelancer = await api.send(
      'storyboardFreelancer',
      'DELETE',
      `/api/projects/${project.id}/scenes/${sceneId}/image`,
    );
    expect(byFreelancer.statusCode).toBe(403);
    const removed = await api.send('staff', 'DELETE', `/api/projects/${project.id}/scenes/${sceneId}/image`);
    expect(removed.json()).toMatchObject({ message: 'Storyboard image removed', scene: { image: null, revision: 3 } });
    const history = await api.send('staff', 'GET', `/api/scenes/${sceneId}/versions`);
    expect(history.json().items).toMatchObject([
      { type: 'image', title: 'Storyboard image removed' },
      { type: 'image', title: 'Storyboard image uploaded' },
    ]);
  });
});
