import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema/index.ts';
import {
  projectCardSchema,
  projectListResponseSchema,
  type ProjectCard,
  type ProjectView,
} from '#shared/projects/project.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';
import { seedProject } from '../../support/projects.ts';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp();

const cardKeys = Object.keys(projectCardSchema.shape).sort();

const as = async (cookie: string, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The card's fields of the project page's answer, as a card shows them. */
const cardOf = (view: ProjectView): Record<string, unknown> =>
  Object.fromEntries(cardKeys.map((key) => [key, view[key as keyof ProjectView]]));

describe('the project cards PostgreSQL writes (decision 082)', () => {
  it('write every field of a card as the schema has it, as the project page shows the same project', async () => {
    const admin = await t.createUser('admin', [], 'Ada Admin');
    const client = await t.createUser('client', [], 'Cleo Client');
    const project = await seedProject(t.database.db, {
      title: 'Café "quotes" \\ ✓',
      collaboratorIds: [client._id],
      set: {
        status: 'storyboarding',
        starred: true,
        progress: 40,
        wordCount: 120,
        sceneCount: 3,
        videoCoverUrl: '/media/cover_l.jpg',
      },
    });
    const [adminCookie, clientCookie] = [await t.signIn(admin.email), await t.signIn(client.email)];
    await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/listedby`,
      headers: { cookie: adminCookie },
      payload: { userId: admin._id },
    });
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));

    const adminList = await as(adminCookie, '/api/projects?listed=true');
    expect(projectListResponseSchema.parse(adminList)).toEqual(adminList);
    const card = (adminList.items as ProjectCard[]).find((item) => item._id === project.id);
    expect(Object.keys(card ?? {}).sort()).toEqual(cardKeys);
    expect(card).toEqual({
      _id: project.id,
      title: 'Café "quotes" \\ ✓',
      slug: row?.slug,
      status: 'storyboarding',
      scriptStatus: row?.scriptStatus,
      storyboardStatus: row?.storyboardStatus,
      purchased: false,
      type: 'client',
      internal: false,
      starred: true,
      onhold: false,
      deleted: false,
      updated: row?.updatedAt.toISOString(),
      listed: true,
      collabs: [{ _id: client._id, name: 'Cleo Client', picture: defaultAvatar, level: 'client', role: [] }],
      wordCount: 120,
      sceneCount: 3,
      progress: 40,
      videoCoverUrl: '/media/cover_l.jpg',
    });
    expect(cardOf((await as(adminCookie, `/api/projects/${project.id}`)).project)).toEqual(card);

    // The client's card: not on their list, and no collaborators nor progress on a client's cards (spec
    // §6: power users see the progress bar); their page shows the card's fields, with the collaborators
    // to a collaborator.
    const clientCard = ((await as(clientCookie, '/api/projects')).items as ProjectCard[]).find(
      (item) => item._id === project.id,
    );
    expect(clientCard).toEqual({ ...card, listed: false, collabs: [], progress: 0 });
    expect(cardOf((await as(clientCookie, `/api/projects/${project.id}`)).project)).toEqual({
      ...card,
      listed: false,
      progress: 0,
    });
  });

  it('write an empty page as an empty list', async () => {
    const client = await t.createUser('client');
    expect(await as(await t.signIn(client.email), '/api/projects')).toEqual({ items: [], hasMore: false, next: null });
  });
});
