import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, scenes, sceneVersions } from '#server/db/schema/index.ts';
import type { ProjectStatus } from '#shared/projects/status.ts';
import { everyone, useScenesApi, type Who } from './support.ts';

const { t, people, api } = useScenesApi();
const { scenesOf, firstScene } = api;

const projectRow = async (id: string) => (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0];
const refusal = (who: Who) => (who === 'visitor' ? 401 : 403);

describe('GET /api/projects/{id}/scenes', () => {
  it.each<[ProjectStatus, Who[]]>([
    ['new', ['admin', 'pm', 'staff']],
    ['script-writing', everyone],
  ])('while %s, the list shows to %j only', async (status, shown) => {
    const project = await api.project({ status });
    for (const who of everyone) {
      const response = await api.send(who, 'GET', `/api/projects/${project.id}/scenes`);
      expect(response.statusCode).toBe(200);
      expect(response.json().hidden, who).toBe(!shown.includes(who));
      expect(response.json().scenes.length, who).toBe(shown.includes(who) ? 1 : 0);
    }
  });

  it("answers the original scenes in order without an extension's, and an empty list once the last is removed", async () => {
    const project = await api.project({ status: 'ready' });
    for (let added = 0; added < 2; added += 1) await api.send('admin', 'POST', `/api/projects/${project.id}/scenes`);
    const versionId = (
      await api.send('pm', 'POST', `/api/projects/${project.id}/versions`, { title: 'Cut', drawing: 0 })
    ).json().project.versions[0].id as string;
    await api.send('admin', 'POST', `/api/projects/${project.id}/scenes?version=${versionId}`);
    const original = (await api.send('collabClient', 'GET', `/api/projects/${project.id}/scenes`)).json();
    expect(
      original.scenes.map((scene: { position: number; versionId: string | null }) => [scene.position, scene.versionId]),
    ).toEqual([
      [0, null],
      [1, null],
      [2, null],
    ]);
    for (const scene of original.scenes as { _id: string }[])
      await api.send('admin', 'DELETE', `/api/projects/${project.id}/scenes/${scene._id}`);
    const emptied = await api.send('collabClient', 'GET', `/api/projects/${project.id}/scenes`);
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toMatchObject({ scenes: [], hidden: false });
  });

  it('answers an unknown extension with 404 and an extension with its own scenes', async () => {
    const project = await api.project({ status: 'ready' });
    expect(
      (await api.send('admin', 'GET', `/api/projects/${project.id}/scenes?version=${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    const added = await api.send('pm', 'POST', `/api/projects/${project.id}/versions`, { title: 'Cut', drawing: 0 });
    const versionId = added.json().project.versions[0].id as string;
    expect(
      (await api.send('admin', 'GET', `/api/projects/${project.id}/scenes?version=${versionId}`)).json().scenes,
    ).toEqual([]);
    await api.send('admin', 'POST', `/api/projects/${project.id}/scenes?version=${versionId}`);
    const listed = (await api.send('admin', 'GET', `/api/projects/${project.id}/scenes?version=${versionId}`)).json()
      .scenes;
    expect(listed).toMatchObject([{ versionId }]);
    expect(await scenesOf(project.id)).toHaveLength(1);
    expect((await projectRow(project.id))?.sceneCount).toBe(1);
  });
});

describe('adding and removing scenes (power users)', () => {
  it.each(everyone)('add as %s', async (who) => {
    const project = await api.project({ status: 'script-writing' });
    const response = await api.send(who, 'POST', `/api/projects/${project.id}/scenes`);
    if (['admin', 'pm', 'staff'].includes(who)) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Scene added', scene: { position: 1, text: '' } });
      expect((await projectRow(project.id))?.sceneCount).toBe(2);
    } else {
      expect(response.statusCode).toBe(refusal(who));
      expect((await projectRow(project.id))?.sceneCount).toBe(1);
    }
  });

  it.each(everyone)('remove as %s', async (who) => {
    const project = await api.project({ status: 'script-writing' });
    const scene = await firstScene(project.id);
    const response = await api.send(who, 'DELETE', `/api/projects/${project.id}/scenes/${scene._id}`);
    if (['admin', 'pm', 'staff'].includes(who)) {
      expect(response.json()).toEqual({ message: 'Scene removed' });
      expect((await projectRow(project.id))?.sceneCount).toBe(0);
    } else {
      expect(response.statusCode).toBe(refusal(who));
    }
  });

  it('refuses to remove a scene with text, and 404s a scene of another project', async () => {
    const project = await api.project({ status: 'script-writing' });
    const other = await api.project();
    const scene = await firstScene(project.id);
    await api.send('pm', 'POST', `/api/projects/${project.id}/scenes/${scene._id}`, {
      text: 'Hello there',
      revision: scene.revision,
    });
    const refused = await api.send('admin', 'DELETE', `/api/projects/${project.id}/scenes/${scene._id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Can not remove scene with text');
    expect((await api.send('admin', 'DELETE', `/api/projects/${other.id}/scenes/${scene._id}`)).statusCode).toBe(404);
  });
});

describe('POST .../scenes/{sceneId} (text and status)', () => {
  const textEditors: Who[] = ['admin', 'pm', 'scriptFreelancer'];
  it.each<[ProjectStatus, Who[]]>([
    ['script-writing', textEditors],
    ['recording', textEditors],
    ['ready', []],
  ])('text while %s: allowed for %j', async (status, allowed) => {
    for (const who of everyone) {
      const project = await api.project({ status });
      const scene = await firstScene(project.id);
      const response = await api.send(who, 'POST', `/api/projects/${project.id}/scenes/${scene._id}`, {
        text: 'One two three',
        revision: scene.revision,
      });
      if (allowed.includes(who)) {
        expect(response.statusCode, `${who} ${response.body}`).toBe(200);
        expect(response.json()).toMatchObject({
          message: 'Scene saved',
          scene: { text: 'One two three', revision: scene.revision + 1 },
        });
        expect(await projectRow(project.id)).toMatchObject({ wordCount: 3, sceneCount: 1 });
        const versions = await t.database.db.select().from(sceneVersions).where(eq(sceneVersions.sceneId, scene._id));
        expect(versions).toMatchObject([{ type: 'text', text: 'One two three', userId: people[who].id }]);
      } else {
        expect(response.statusCode, who).toBe(refusal(who));
        expect((await projectRow(project.id))?.wordCount).toBe(0);
      }
    }
  });

  it.each<[ProjectStatus, Who[]]>([
    ['script-writing', []],
    ['storyboarding', ['admin', 'pm', 'staff', 'scriptFreelancer', 'storyboardFreelancer']],
  ])('status while %s: allowed for %j', async (status, allowed) => {
    for (const who of everyone) {
      const project = await api.project({ status });
      const scene = await firstScene(project.id);
      const response = await api.send(who, 'POST', `/api/projects/${project.id}/scenes/${scene._id}`, {
        status: 'ready-for-review',
        revision: scene.revision,
      });
      if (allowed.includes(who))
        expect(response.json()).toMatchObject({
          message: 'Scene status updated',
          scene: { status: 'ready-for-review' },
        });
      else expect(response.statusCode, who).toBe(refusal(who));
    }
  });

  it('answers 409 naming who changed the scene, and keeps their text', async () => {
    const project = await api.project({ status: 'script-writing' });
    const scene = await firstScene(project.id);
    await api.send('pm', 'POST', `/api/projects/${project.id}/scenes/${scene._id}`, {
      text: 'First edit',
      revision: scene.revision,
    });
    const stale = await api.send('scriptFreelancer', 'POST', `/api/projects/${project.id}/scenes/${scene._id}`, {
      text: 'Stale edit',
      revision: scene.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Pat Manager changed this scene while you were editing. Your text is kept: copy it, reload, and apply it again.',
    );
    expect((await firstScene(project.id)).text).toBe('First edit');
    const status = await api.send('admin', 'POST', `/api/projects/${project.id}/scenes/${scene._id}`, {
      text: 'First edit',
      revision: scene.revision,
    });
    expect(status.statusCode).toBe(200);
  });

  it.each([
    [{ revision: 1 }, 'Nothing to save'],
    [{ text: 'x' }, 'Send the revision the editor loaded'],
    [{ status: 'done', revision: 1 }, 'Choose a scene status'],
  ])('refuses %j with %s', async (body, message) => {
    const project = await api.project({ status: 'storyboarding' });
    const scene = await firstScene(project.id);
    const response = await api.send('admin', 'POST', `/api/projects/${project.id}/scenes/${scene._id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('sort, numbers and sketch', () => {
  it.each(everyone)('sort as %s', async (who) => {
    const project = await api.project({ status: 'script-writing' });
    await api.send('admin', 'POST', `/api/projects/${project.id}/scenes`);
    const [a, b] = await scenesOf(project.id);
    const response = await api.send(who, 'POST', `/api/projects/${project.id}/scenes/sort`, {
      order: [b?._id, a?._id],
    });
    if (['admin', 'pm', 'staff'].includes(who)) {
      expect(response.json()).toMatchObject({
        message: 'Updated scene order',
        scenes: [
          { _id: b?._id, position: 0 },
          { _id: a?._id, position: 1 },
        ],
      });
    } else {
      expect(response.statusCode).toBe(refusal(who));
    }
  });

  it('refuses an order that is not exactly the scenes', async () => {
    const project = await api.project({ status: 'script-writing' });
    const scene = await firstScene(project.id);
    const response = await api.send('admin', 'POST', `/api/projects/${project.id}/scenes/sort`, {
      order: [scene._id, scene._id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The order must list every scene of this version once');
  });

  const storyboarders: Who[] = ['admin', 'pm', 'staff', 'storyboardFreelancer'];
  it.each(everyone)('numbers and sketch as %s', async (who) => {
    const project = await api.project({ status: 'storyboarding' });
    const scene = await firstScene(project.id);
    const numbers = await api.send(who, 'POST', `/api/projects/${project.id}/scenes/${scene._id}/numbers`, {
      numbers: { '1': { x: 10, y: 20 }, '2.3': { x: 50, y: 50 } },
    });
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    const sketch = await api.send(who, 'POST', `/api/projects/${project.id}/scenes/${scene._id}/sketch`, { dataUrl });
    if (storyboarders.includes(who)) {
      expect(numbers.json()).toMatchObject({
        message: 'Saved scene numbers',
        scene: { numbers: { '1': { x: 10, y: 20 } } },
      });
      expect(sketch.json()).toMatchObject({ message: 'Sketch saved', scene: { hasSketch: true } });
      expect(
        (await api.send('visitor', 'GET', `/api/projects/${project.id}/scenes/${scene._id}/sketch`)).json(),
      ).toEqual({ dataUrl });
    } else {
      expect(numbers.statusCode).toBe(refusal(who));
      expect(sketch.statusCode).toBe(refusal(who));
    }
  });

  it('flags a sketch on the scene cards until it is cleared, and reads it whole from its own route', async () => {
    const project = await api.project({ status: 'storyboarding' });
    const scene = await firstScene(project.id);
    const dataUrl = `data:image/png;base64,${'iVBORw0KGgo'.repeat(20_000)}`;
    await api.send('staff', 'POST', `/api/projects/${project.id}/scenes/${scene._id}/sketch`, { dataUrl });
    expect((await scenesOf(project.id, 'collabClient')).map((listed) => listed.hasSketch)).toEqual([true]);
    expect(
      (await api.send('collabClient', 'GET', `/api/projects/${project.id}/scenes/${scene._id}/sketch`)).json(),
    ).toEqual({ dataUrl });
    const cleared = await api.send('staff', 'POST', `/api/projects/${project.id}/scenes/${scene._id}/sketch`, {
      dataUrl: '',
    });
    expect(cleared.json()).toMatchObject({ scene: { hasSketch: false } });
    expect((await scenesOf(project.id, 'collabClient')).map((listed) => listed.hasSketch)).toEqual([false]);
  });

  it('refuses numbers out of range and sketches that are not PNG or too large', async () => {
    const project = await api.project({ status: 'storyboarding' });
    const scene = await firstScene(project.id);
    const numbers = await api.send('admin', 'POST', `/api/projects/${project.id}/scenes/${scene._id}/numbers`, {
      numbers: { '9': { x: 1, y: 1 } },
    });
    expect(numbers.json().message).toContain('Numbers run from 1 to 8');
    const notPng = await api.send('admin', 'POST', `/api/projects/${project.id}/scenes/${scene._id}/sketch`, {
      dataUrl: 'data:text/html,<b>',
    });
    expect(notPng.json().message).toContain('A sketch must be a PNG data URL');
    const huge = await api.send('admin', 'POST', `/api/projects/${project.id}/scenes/${scene._id}/sketch`, {
      dataUrl: `data:image/png;base64,${'A'.repeat(1_500_000)}`,
    });
    expect(huge.json().message).toContain('The sketch is too large to save');
  });
});

describe('GET /api/scenes/{sceneId}/versions', () => {
  it('lists the history newest first, paginated, for signed-in users only', async () => {
    const project = await api.project({ status: 'script-writing' });
    const scene = await firstScene(project.id);
    let revision = scene.revision;
    for (const text of ['one', 'one two', 'one two three']) {
      const saved = await api.send('pm', 'POST', `/api/projects/${project.id}/scenes/${scene._id}`, { text, revision });
      revision = saved.json().scene.revision;
    }
    const page = await api.send('collabClient', 'GET', `/api/scenes/${scene._id}/versions?limit=2`);
    expect(page.json()).toMatchObject({
      count: 3,
      items: [{ text: 'one two three', user: { name: 'Pat Manager' } }, { text: 'one two' }],
    });
    expect(
      (await api.send('collabClient', 'GET', `/api/scenes/${scene._id}/versions?skip=2`)).json().items,
    ).toMatchObject([{ text: 'one' }]);
    expect((await api.send('visitor', 'GET', `/api/scenes/${scene._id}/versions`)).statusCode).toBe(401);
    expect((await api.send('admin', 'GET', `/api/scenes/${crypto.randomUUID()}/versions`)).statusCode).toBe(404);
    expect(
      await t.database.db.select({ revision: scenes.revision }).from(scenes).where(eq(scenes.id, scene._id)),
    ).toEqual([{ revision: 4 }]);
  });
});
