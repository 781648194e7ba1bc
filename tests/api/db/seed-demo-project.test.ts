import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectCollabs, projects, scenes } from '#server/db/schema/index.ts';
import { demoProjectSlug } from '#server/seed/demo-ids.ts';
import { seedDemoProject } from '#server/seed/seed-demo-project.ts';
import { createDemoArt } from '#server/seed/seed-demo-storyboards.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp();

describe('demo project seed', () => {
  it('creates the coffee shop project once, with three drawn scenes and the client as collaborator', async () => {
    const client = await t.createUser('client');
    const writer = await t.createUser('staff', ['script']);
    const artist = await t.createUser('freelancer', ['storyboard']);
    const art = createDemoArt(t.database.db, createStorage(t.config), { writer: writer.email, artist: artist.email });
    expect(await seedDemoProject(t.database.db, client.email, 'en', art)).toBe(true);
    expect(await seedDemoProject(t.database.db, client.email, 'en', art)).toBe(false);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.slug, demoProjectSlug));
    expect(project).toMatchObject({
      title: 'Demo: Coffee shop explainer',
      status: 'storyboarding',
      sceneCount: 3,
      wordCount: 36,
    });
    const projectId = project?.id ?? '';
    // Random like every record's id, so no studio's demo project can be guessed.
    expect(projectId).not.toMatch(/^dec0ffee/);
    const rows = await t.database.db
      .select()
      .from(scenes)
      .where(eq(scenes.projectId, projectId))
      .orderBy(asc(scenes.position));
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2]);
    expect(rows.every((row) => row.image?.endsWith('_l.jpg') && row.updatedBy === artist._id)).toBe(true);
    expect(rows[0]?.sketch).toMatch(/^data:image\/png;base64,/);
    const collabs = await t.database.db.select().from(projectCollabs).where(eq(projectCollabs.projectId, projectId));
    expect(collabs.map((row) => row.userId)).toEqual([client._id]);
  });
});
