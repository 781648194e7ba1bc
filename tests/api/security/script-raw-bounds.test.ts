import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scenes } from '#server/db/schema/index.ts';
import { maxRawScriptLength, maxRawScriptScenes } from '#shared/projects/script/script.ts';
import { useTestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

const t = useTestApp();

const paragraphs = (n: number) => Array.from({ length: n }, (_, index) => `Paragraph ${index + 1}`).join('\n\n');

const submit = (projectId: string, cookie: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/script-raw`,
    headers: { cookie },
    payload: { body, comments: '' },
  });

const sceneCount = async (projectId: string) => {
  const [row] = await t.database.db.select({ value: count() }).from(scenes).where(eq(scenes.projectId, projectId));
  return row?.value ?? 0;
};

describe('POST /api/projects/{id}/script-raw bounds (issue 22, item 1)', () => {
  it('refuses more scenes than the bound, naming it, and writes nothing', async () => {
    const client = await t.createUser('client');
    const project = await seedProject(t.database.db, { collaboratorIds: [client._id] });
    const before = await sceneCount(project.id);
    const response = await submit(project.id, await t.signIn(client.email), paragraphs(maxRawScriptScenes + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`A script can have at most ${maxRawScriptScenes} paragraphs (scenes)`);
    expect(await sceneCount(project.id)).toBe(before);
  });

  it('refuses a body over the length bound, even of empty paragraphs', async () => {
    const client = await t.createUser('client');
    const project = await seedProject(t.database.db, { collaboratorIds: [client._id] });
    const response = await submit(
      project.id,
      await t.signIn(client.email),
      `x${'\n\n'.repeat(maxRawScriptLength / 2)}y`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `The script must be at most ${maxRawScriptLength.toLocaleString('en')} characters`,
    );
  });

  it('accepts the largest script: one scene per paragraph', async () => {
    const client = await t.createUser('client');
    const project = await seedProject(t.database.db, { collaboratorIds: [client._id] });
    const response = await submit(project.id, await t.signIn(client.email), paragraphs(maxRawScriptScenes));
    expect(response.statusCode).toBe(200);
    // The seeded project's one empty scene is replaced by the script's paragraphs.
    expect(await sceneCount(project.id)).toBe(maxRawScriptScenes);
  });

  it('is for collaborators and project managers, not for anyone signed in who holds the link', async () => {
    const owner = await t.createUser('client');
    const stranger = await t.createUser('client');
    const freelancer = await t.createUser('freelancer', ['storyboard']);
    const pm = await t.createUser('staff', ['project-manager']);
    const project = await seedProject(t.database.db, { collaboratorIds: [owner._id] });
    for (const user of [stranger, freelancer]) {
      const refused = await submit(project.id, await t.signIn(user.email), 'A script from outside');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Only the project’s collaborators and project managers can submit its script',
      );
    }
    expect((await submit(project.id, await t.signIn(pm.email), 'The PM pastes the script')).statusCode).toBe(200);
  });
});
