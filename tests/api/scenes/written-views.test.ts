import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { scenes } from '#server/db/schema/index.ts';
import {
  sceneChangeResponseSchema,
  sceneListResponseSchema,
  sceneSortResponseSchema,
  sceneViewSchema,
} from '#shared/projects/scenes/scenes.ts';
import { useScenesApi } from './support.ts';

const { t, api } = useScenesApi({ config: { mediaHost: 'https://media.example.test/' } });

/** Every key of every object in the answer is one its schema names, and the schema reads the answer whole. */
const expectExactly = (schema: z.ZodType, answer: unknown) => {
  expect(schema.parse(answer)).toEqual(answer);
};

const sceneKeys = Object.keys(sceneViewSchema.shape).sort();

describe('the scene answers PostgreSQL writes (decision 082)', () => {
  it('write every field of the view as the schema has it: image, numbers, editor, review flag and times', async () => {
    const project = await api.project({
      status: 'storyboarding',
      scriptStatus: 'confirmed',
      storyboardStatus: 'confirmed',
    });
    const scene = await api.firstScene(project.id);
    await t.database.db
      .update(scenes)
      .set({ image: 'frame-1_l.jpg', ext: 'jpg', numbers: { '1': { x: 10, y: 20 } } })
      .where(eq(scenes.id, scene._id));
    const saved = await api.send('scriptFreelancer', 'POST', `/api/projects/${project.id}/scenes/${scene._id}`, {
      text: 'Café "quotes" \\ and\nlines ✓',
      revision: scene.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expectExactly(sceneChangeResponseSchema, saved.json());

    const [row] = await t.database.db.select().from(scenes).where(eq(scenes.id, scene._id));
    const asPm = (await api.send('pm', 'GET', `/api/projects/${project.id}/scenes`)).json();
    expectExactly(sceneListResponseSchema, asPm);
    const [listed] = asPm.scenes;
    expect(Object.keys(listed).sort()).toEqual(sceneKeys);
    expect(listed).toEqual({
      _id: scene._id,
      versionId: null,
      position: 0,
      text: 'Café "quotes" \\ and\nlines ✓',
      status: scene.status,
      image: 'https://media.example.test/frame-1_l.jpg',
      ext: 'jpg',
      numbers: { '1': { x: 10, y: 20 } },
      hasSketch: false,
      revision: scene.revision + 1,
      updatedBy: 'Sid Script',
      updated: row?.updatedAt.toISOString(),
      review: { by: 'Sid Script', at: row?.reviewChangedAt?.toISOString() },
    });
    // The answer to the change is the same view of the same scene, for the one who made it.
    expect(saved.json().scene).toEqual({ ...listed, review: null });

    const asClient = (await api.send('collabClient', 'GET', `/api/projects/${project.id}/scenes`)).json();
    expect(asClient.scenes).toEqual([{ ...listed, review: null }]);
  });

  it("write a sort's answer and an extension's scenes in the same shape", async () => {
    const project = await api.project({ status: 'ready' });
    await api.send('admin', 'POST', `/api/projects/${project.id}/scenes`);
    const [first, second] = await api.scenesOf(project.id);
    const sorted = await api.send('pm', 'POST', `/api/projects/${project.id}/scenes/sort`, {
      order: [second?._id, first?._id],
    });
    expectExactly(sceneSortResponseSchema, sorted.json());
    expect(sorted.json().scenes.map((scene: { _id: string }) => scene._id)).toEqual([second?._id, first?._id]);

    const versionId = (
      await api.send('pm', 'POST', `/api/projects/${project.id}/versions`, { title: 'Cut', drawing: 0 })
    ).json().project.versions[0].id as string;
    const added = await api.send('admin', 'POST', `/api/projects/${project.id}/scenes?version=${versionId}`);
    expectExactly(sceneChangeResponseSchema, added.json());
    const extension = (
      await api.send('admin', 'GET', `/api/projects/${project.id}/scenes?version=${versionId}`)
    ).json();
    expectExactly(sceneListResponseSchema, extension);
    expect(extension.scenes).toEqual([added.json().scene]);
  });

  it('answer an empty list and a hidden one as JSON too', async () => {
    const project = await api.project({ status: 'new' });
    const hidden = await api.send('collabClient', 'GET', `/api/projects/${project.id}/scenes`);
    expect(hidden.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hidden.json()).toEqual({ scenes: [], hidden: true, musicTrack: null, submittedScript: null });
    const scene = await api.firstScene(project.id);
    await api.send('admin', 'DELETE', `/api/projects/${project.id}/scenes/${scene._id}`);
    expect((await api.send('admin', 'GET', `/api/projects/${project.id}/scenes`)).json()).toEqual({
      scenes: [],
      hidden: false,
      musicTrack: null,
      submittedScript: null,
    });
  });
});
