import { describe, expect, it } from 'vitest';
import { maxCartTotal } from '#shared/projects/cart/schemas.ts';
import { maxSceneTextLength } from '#shared/projects/scenes/scenes.ts';
import { useTestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

const t = useTestApp();

describe('every request string and number is bounded (issue 22, item 12)', () => {
  it('refuses a 1 MB extension title, a long scene text and a total of 2^53 - 1, naming the field', async () => {
    const admin = await t.createUser('admin');
    const cookie = await t.signIn(admin.email);
    const project = await seedProject(t.database.db, {
      collaboratorIds: [admin._id],
      set: { status: 'storyboarding', purchased: true },
    });
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

    const extension = await post(`/api/projects/${project.id}/versions`, { title: 'x'.repeat(1024 * 1024) });
    expect(extension.statusCode).toBe(400);
    expect(extension.json().message).toBe('Title must be at most 200 characters');

    const scenes = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/scenes`,
      headers: { cookie },
    });
    const scene = scenes.json().scenes[0];
    const text = await post(`/api/projects/${project.id}/scenes/${scene._id}`, {
      text: 'y'.repeat(maxSceneTextLength + 1),
      revision: scene.revision,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(
      `Scene text must be at most ${maxSceneTextLength.toLocaleString('en')} characters`,
    );

    const total = await post(`/api/projects/${project.id}/cart`, {
      action: 'forceCartTotal',
      total: Number.MAX_SAFE_INTEGER,
    });
    expect(total.statusCode).toBe(400);
    expect(total.json().message).toBe(`The total must be at most ${maxCartTotal.toLocaleString('en')}`);

    const comments = await post(`/api/projects/${project.id}/script-raw`, {
      body: 'Short',
      comments: 'z'.repeat(20_001),
    });
    expect(comments.statusCode).toBe(400);
    expect(comments.json().message).toBe('Comments must be at most 10,000 characters');
  });
});
