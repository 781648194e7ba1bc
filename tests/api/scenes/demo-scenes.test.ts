import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, projects, scenes, users } from '#server/db/schema/index.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import type { SceneListResponse } from '#shared/projects/scenes/scenes.ts';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp();
const password = 'demo-password';

const projectIdOf = async (title: string): Promise<string | undefined> =>
  (await t.database.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title)))[0]?.id;

const scenesOf = async (title: string, cookie: string): Promise<SceneListResponse> =>
  (
    await t.app.inject({ method: 'GET', url: `/api/projects/${await projectIdOf(title)}/scenes`, headers: { cookie } })
  ).json();

describe('the demo studio scenes', () => {
  it('draws the projects that have a storyboard, flags one changed scene, and draws nothing the second time', async () => {
    const storage = createStorage(t.config);
    await seedDemo(t.database.db, { password, dataDir: t.config.dataDir, locale: 'en', storage });
    const [stored] = await t.database.db.select({ n: count() }).from(files);
    const pm = await t.signIn('pm@demo.local', password);

    for (const title of [
      'Demo: Solar panels explained',
      'Demo: Insurance made simple',
      'Demo: Recycling at school',
      'Bakery launch video',
      'Bank onboarding explainer',
    ]) {
      const { scenes } = await scenesOf(title, pm);
      expect(scenes, title).toHaveLength(3);
      for (const scene of scenes) {
        expect(scene.text.length, title).toBeGreaterThan(10);
        expect(Object.keys(scene.numbers).length, title).toBeGreaterThan(0);
        const image = await t.app.inject({ method: 'GET', url: scene.image ?? '' });
        expect([image.statusCode, image.headers['content-type']], title).toEqual([200, 'image/jpeg']);
      }
      expect(scenes.map((scene) => scene.hasSketch)).toEqual([true, false, false]);
    }
    const [first] = (await scenesOf('Demo: Coffee shop explainer', pm)).scenes;
    const sketch = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${await projectIdOf('Demo: Coffee shop explainer')}/scenes/${first?._id}/sketch`,
    });
    expect(sketch.json().dataUrl).toMatch(/^data:image\/png;base64,/);

    const insurance = await scenesOf('Demo: Insurance made simple', pm);
    expect(insurance.scenes.map((scene) => scene.review?.by ?? null)).toEqual([null, 'Sam Staff', null]);
    const solar = await scenesOf('Demo: Solar panels explained', pm);
    expect(solar.musicTrack).toEqual({ name: 'Calm Waters', url: '/samples/track-calm-waters.wav' });
    const fitness = await scenesOf('Demo: Fitness app launch', pm);
    expect(fitness.scenes.map((scene) => [scene.image, scene.text !== ''])).toEqual([
      [null, true],
      [null, true],
      [null, true],
    ]);

    // The frames are the demo artist's uploads (covers are the admin's); the writer's file list stays empty.
    const frames = await t.database.db
      .selectDistinct({ email: users.email })
      .from(files)
      .innerJoin(users, eq(users.id, files.uploadedBy))
      .innerJoin(scenes, sql`${scenes.image} like ${files.id}::text || '%'`);
    expect(frames.map((row) => row.email)).toEqual(['freelancer@demo.local']);
    const [writerFiles] = await t.database.db
      .select({ n: count() })
      .from(files)
      .innerJoin(users, eq(users.id, files.uploadedBy))
      .where(eq(users.email, 'staff@demo.local'));
    expect(writerFiles?.n).toBe(0);

    await seedDemo(t.database.db, { password, dataDir: t.config.dataDir, locale: 'en', storage });
    const [after] = await t.database.db.select({ n: count() }).from(files);
    expect(after?.n).toBe(stored?.n);
  });
});
