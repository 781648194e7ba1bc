import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCollabs, projects, scenes } from '#server/db/schema/index.ts';
import { demoProjectId, demoSceneIds } from '#server/db/seed/demo-ids.ts';
import { seedDemoProject } from '#server/db/seed/seed-demo-project.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo project seed', () => {
  it('creates the coffee shop project once, with three scenes and the client as collaborator', async () => {
    const client = await t.createUser('client');
    expect(await seedDemoProject(t.database.db, client.email, 'en')).toBe(true);
    expect(await seedDemoProject(t.database.db, client.email, 'en')).toBe(false);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, demoProjectId));
    expect(project).toMatchObject({ title: 'Demo: Coffee shop explainer', status: 'storyboarding', sceneCount: 3 });
    const rows = await t.database.db.select({ id: scenes.id, position: scenes.position }).from(scenes).where(eq(scenes.projectId, demoProjectId));
    expect(rows.sort((a, b) => a.position - b.position).map((row) => row.id)).toEqual([...demoSceneIds]);
    const collabs = await t.database.db.select().from(projectCollabs).where(eq(projectCollabs.projectId, demoProjectId));
    expect(collabs.map((row) => row.userId)).toEqual([client._id]);
  });
});
