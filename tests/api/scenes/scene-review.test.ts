import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scenes } from '#server/db/schema/index.ts';
import type { ProjectStatus, StoryboardStatus } from '#shared/projects/status.ts';
import { seedProject } from '../../support/projects.ts';
import { useTestApp } from '../../support/test-app.ts';
import { everyone, useScenesApi, type Who } from './support.ts';

const { t, people, api } = useScenesApi();
const thai = useTestApp({ config: { locale: 'th' } });

const reviewers: Who[] = ['admin', 'pm'];
const sceneRow = async (id: string) => (await t.database.db.select().from(scenes).where(eq(scenes.id, id)))[0];

/** A project at the given stage whose first scene the script freelancer has just rewritten. */
const changedScene = async (status: ProjectStatus, storyboardStatus: StoryboardStatus) => {
  const project = await api.project({ status, scriptStatus: 'confirmed', storyboardStatus });
  const scene = await api.firstScene(project.id);
  const saved = await api.send('scriptFreelancer', 'POST', `/api/projects/${project.id}/scenes/${scene._id}`, {
    text: 'A rewritten line',
    revision: scene.revision,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { projectId: project.id, sceneId: scene._id };
};

describe('the changed-after-approval flag (decision 043)', () => {
  it.each<[ProjectStatus, StoryboardStatus, boolean]>([
    ['script-writing', 'new', false],
    ['storyboarding', 'new', false],
    ['storyboarding', 'sketch-pending', false],
    ['storyboarding', 'sketch-confirmed', true],
    ['storyboarding', 'pending', true],
    ['storyboarding', 'confirmed', true],
    ['recording', 'confirmed', true],
  ])('a text change while %s with the storyboard %s flags the scene: %s', async (status, storyboardStatus, flagged) => {
    const before = Date.now();
    const { projectId, sceneId } = await changedScene(status, storyboardStatus);
    const row = await sceneRow(sceneId);
    const [scene] = await api.scenesOf(projectId, 'pm');
    if (flagged) {
      expect(row?.reviewChangedBy).toBe(people.scriptFreelancer.id);
      expect(row?.reviewChangedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(scene?.review).toEqual({ by: 'Sid Script', at: row?.reviewChangedAt?.toISOString() });
    } else {
      expect([row?.reviewChangedAt, row?.reviewChangedBy]).toEqual([null, null]);
      expect(scene?.review).toBeNull();
    }
  });

  it('is not set by a status change, numbers, a sketch or saving the same text', async () => {
    const project = await api.project({
      status: 'recording',
      scriptStatus: 'confirmed',
      storyboardStatus: 'confirmed',
    });
    const scene = await api.firstScene(project.id);
    const url = `/api/projects/${project.id}/scenes/${scene._id}`;
    expect(
      (await api.send('pm', 'POST', url, { status: 'pending-recording', revision: scene.revision })).statusCode,
    ).toBe(200);
    expect((await api.send('pm', 'POST', url, { text: scene.text, revision: scene.revision })).statusCode).toBe(200);
    expect((await api.send('staff', 'POST', `${url}/numbers`, { numbers: { '1': { x: 5, y: 5 } } })).statusCode).toBe(
      200,
    );
    expect(
      (await api.send('staff', 'POST', `${url}/sketch`, { dataUrl: 'data:image/png;base64,iVBORw0KGgo=' })).statusCode,
    ).toBe(200);
    expect((await sceneRow(scene._id))?.reviewChangedAt).toBeNull();
  });

  it('shows the flag to PMs and admins only, in the list and in every scene answer', async () => {
    const { projectId, sceneId } = await changedScene('recording', 'confirmed');
    for (const who of everyone) {
      const [scene] = await api.scenesOf(projectId, who);
      expect(scene?.review === null, who).toBe(!reviewers.includes(who));
    }
    const status = await api.send('staff', 'POST', `/api/projects/${projectId}/scenes/${sceneId}`, {
      status: 'scene-approved',
      revision: 2,
    });
    expect(status.json().scene.review).toBeNull();
    const byPm = await api.send('pm', 'POST', `/api/projects/${projectId}/scenes/${sceneId}`, {
      status: 'scene-completed',
      revision: 2,
    });
    expect(byPm.json().scene.review).toMatchObject({ by: 'Sid Script' });
  });

  it('names the latest editor when the text changes again', async () => {
    const { projectId, sceneId } = await changedScene('storyboarding', 'sketch-confirmed');
    const again = await api.send('pm', 'POST', `/api/projects/${projectId}/scenes/${sceneId}`, {
      text: 'Rewritten once more',
      revision: 2,
    });
    expect(again.json().scene.review).toMatchObject({ by: 'Pat Manager' });
    expect((await sceneRow(sceneId))?.reviewChangedBy).toBe(people.pm.id);
  });
});

describe('POST /api/projects/{id}/scenes/{sceneId}/review', () => {
  it.each(everyone)('as %s', async (who) => {
    const { projectId, sceneId } = await changedScene('recording', 'confirmed');
    const response = await api.send(who, 'POST', `/api/projects/${projectId}/scenes/${sceneId}/review`);
    const row = await sceneRow(sceneId);
    if (reviewers.includes(who)) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Scene marked as reviewed',
        scene: { _id: sceneId, review: null, text: 'A rewritten line' },
      });
      expect([row?.reviewChangedAt, row?.reviewChangedBy]).toEqual([null, null]);
      expect((await api.scenesOf(projectId, 'pm'))[0]?.review).toBeNull();
    } else {
      expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
      expect(response.json().message).toBe('Only project managers can mark scenes reviewed');
      expect(row?.reviewChangedBy).toBe(people.scriptFreelancer.id);
    }
  });

  it('answers a scene of another project or no scene with 404, and a clear scene with 200', async () => {
    const { sceneId } = await changedScene('recording', 'confirmed');
    const other = await api.project({ status: 'recording' });
    expect((await api.send('pm', 'POST', `/api/projects/${other.id}/scenes/${sceneId}/review`)).statusCode).toBe(404);
    expect(
      (await api.send('pm', 'POST', `/api/projects/${other.id}/scenes/${crypto.randomUUID()}/review`)).statusCode,
    ).toBe(404);
    const clear = await api.send(
      'pm',
      'POST',
      `/api/projects/${other.id}/scenes/${(await api.firstScene(other.id))._id}/review`,
    );
    expect(clear.json()).toMatchObject({ message: 'Scene marked as reviewed', scene: { review: null } });
  });

  it('answers in Thai on a Thai deployment', async () => {
    const pm = await thai.createUser('staff', ['project-manager']);
    const project = await seedProject(thai.database.db, {
      set: { status: 'recording', storyboardStatus: 'confirmed' },
    });
    const [scene] = await thai.database.db.select().from(scenes).where(eq(scenes.projectId, project.id));
    await thai.database.db
      .update(scenes)
      .set({ reviewChangedAt: new Date(), reviewChangedBy: pm._id })
      .where(eq(scenes.id, scene?.id ?? ''));
    const response = await thai.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/scenes/${scene?.id}/review`,
      headers: { cookie: await thai.signIn(pm.email) },
    });
    expect(response.json()).toMatchObject({ message: 'ทำเครื่องหมายว่าตรวจฉากแล้ว', scene: { review: null } });
  });
});
