import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectListings, projects, projectVersions } from '#server/db/schema/index.ts';
import { findCatalogueItem } from '#shared/products/catalogue.ts';
import { createCart, toCartItem } from '#shared/projects/cart/cart.ts';
import {
  projectChangeResponseSchema,
  projectResponseSchema,
  projectSchema,
  type ProjectView,
} from '#shared/projects/project.ts';
import { waterColorItemId } from '#shared/projects/versions/extensions.ts';
import type { Level, Role } from '#shared/users/schemas.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';
import { seedProject } from '../../support/projects.ts';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp();

const viewKeys = Object.keys(projectSchema.shape).sort();

/** The page as the cookie's reader gets it, read whole by the shared schema, with exactly its keys. */
const pageAs = async (cookie: string | undefined, url: string): Promise<ProjectView> => {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json();
  expect(projectResponseSchema.parse(answer)).toEqual(answer);
  expect(Object.keys(answer.project).sort()).toEqual(viewKeys);
  return answer.project;
};

const waterColor =
  findCatalogueItem('en', waterColorItemId) ?? expect.unreachable('the catalogue has the water color option');
const brief = { age: 'Adults "25-40" \\ ✓', ethnicity: 'Thai', diversity: 'yes', gender: 'equal' } as const;
const portfolio = {
  url: 'https://example.test/work',
  client: 'Café Ltd',
  title: 'Our café',
  descr: 'Line one\nline "two"',
  featured: true,
};

/** A project with every field the page shows set, a collaborator, and a purchased and an unpurchased extension. */
const seedFullProject = async (collaboratorId: string, set: Partial<typeof projects.$inferInsert> = {}) => {
  const project = await seedProject(t.database.db, {
    title: 'Café "written" \\ page ✓',
    collaboratorIds: [collaboratorId],
    set: {
      status: 'storyboarding',
      purchased: true,
      progress: 55,
      wordCount: 130,
      sceneCount: 4,
      checklist: { script: true, voice: false },
      gdriveFolder: 'https://drive.example.test/folder',
      metaVersion: 2,
      storyboards: [{ id: 'board-1', webLink: 'https://drive.example.test/board "1"' }],
      videoUrl: 'https://video.example.test/watch',
      videoCoverUrl: '/media/cover_l.jpg',
      videoPreview: 'preview.mp4',
      videoWatermarked: 'watermarked.mp4',
      videoFull: 'full.mp4',
      deliveredVoice: 'voice.mp3',
      deliveredMusic: 'music.mp3',
      published: true,
      allowPortfolio: true,
      portfolio,
      storyboardBrief: brief,
      cart: {
        ...createCart('en'),
        hideBreakdown: false,
        items: [...createCart('en').items, toCartItem('en', waterColor)],
      },
      ...set,
    },
  });
  const cart = { ...createCart('en'), hideBreakdown: false };
  const [purchased, unpurchased] = await t.database.db
    .insert(projectVersions)
    .values([
      {
        projectId: project.id,
        title: 'Spanish cut',
        cart,
        purchased: true,
        editing: true,
        drawing: 2,
        videoPreview: 'es-preview.mp4',
        videoWatermarked: 'es-watermarked.mp4',
        videoFull: 'es-full.mp4',
        deliveredVoice: 'es-voice.mp3',
        deliveredMusic: 'es-music.mp3',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        projectId: project.id,
        title: 'Thai cut',
        cart,
        purchased: false,
        voiceChange: true,
        videoFull: 'th-full.mp4',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    ])
    .returning();
  if (!purchased || !unpurchased) throw new Error('the versions were not stored');
  return { project, purchased, unpurchased };
};

interface Seen {
  progress: boolean;
  driveFolder: boolean;
  collaborators: boolean;
  brief: boolean;
  /** The full video of a purchased delivery, and of one not purchased. */
  purchasedFull: boolean;
  unpurchasedFull: boolean;
  recordings: boolean;
}

describe('the project page PostgreSQL writes (decision 084)', () => {
  it('writes every field of the stored project for each kind of reader, as spec §6 lets them see it', async () => {
    const collaborator = await t.createUser('client', [], 'Cleo Client');
    const { project, purchased, unpurchased } = await seedFullProject(collaborator._id);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    if (!row) throw new Error('the project was not stored');

    const readers: { who: string; level: Level | null; roles?: Role[]; seen: Seen }[] = [
      {
        who: 'its client',
        level: 'client',
        seen: {
          progress: false,
          driveFolder: false,
          collaborators: true,
          brief: true,
          purchasedFull: true,
          unpurchasedFull: false,
          recordings: false,
        },
      },
      {
        who: 'another client holding the link',
        level: 'client',
        seen: {
          progress: false,
          driveFolder: false,
          collaborators: false,
          brief: false,
          purchasedFull: false,
          unpurchasedFull: false,
          recordings: false,
        },
      },
      {
        who: 'a visitor holding the link',
        level: null,
        seen: {
          progress: false,
          driveFolder: false,
          collaborators: false,
          brief: false,
          purchasedFull: false,
          unpurchasedFull: false,
          recordings: false,
        },
      },
      {
        who: 'a freelancer',
        level: 'freelancer',
        roles: ['voice'],
        seen: {
          progress: false,
          driveFolder: true,
          collaborators: false,
          brief: false,
          purchasedFull: false,
          unpurchasedFull: false,
          recordings: false,
        },
      },
      {
        who: 'a storyboard artist',
        level: 'freelancer',
        roles: ['storyboard'],
        seen: {
          progress: false,
          driveFolder: true,
          collaborators: false,
          brief: true,
          purchasedFull: false,
          unpurchasedFull: false,
          recordings: false,
        },
      },
      {
        who: 'staff',
        level: 'staff',
        seen: {
          progress: true,
          driveFolder: true,
          collaborators: true,
          brief: true,
          purchasedFull: true,
          unpurchasedFull: false,
          recordings: false,
        },
      },
      {
        who: 'a project manager',
        level: 'staff',
        roles: ['project-manager'],
        seen: {
          progress: true,
          driveFolder: true,
          collaborators: true,
          brief: true,
          purchasedFull: true,
          unpurchasedFull: true,
          recordings: true,
        },
      },
      {
        who: 'an admin',
        level: 'admin',
        seen: {
          progress: true,
          driveFolder: true,
          collaborators: true,
          brief: true,
          purchasedFull: true,
          unpurchasedFull: true,
          recordings: true,
        },
      },
    ];
    for (const { who, level, roles, seen } of readers) {
      const reader =
        level === null ? null : who === 'its client' ? collaborator : await t.createUser(level, roles ?? []);
      const cookie = reader ? await t.signIn(reader.email) : undefined;
      const shown = <Value>(sees: boolean, value: Value) => (sees ? value : null);
      expect(await pageAs(cookie, `/api/projects/${project.id}`), who).toEqual({
        _id: project.id,
        title: 'Café "written" \\ page ✓',
        slug: row.slug,
        status: 'storyboarding',
        scriptStatus: row.scriptStatus,
        storyboardStatus: row.storyboardStatus,
        purchased: true,
        type: 'client',
        internal: false,
        starred: false,
        onhold: false,
        deleted: false,
        updated: row.updatedAt.toISOString(),
        created: row.createdAt.toISOString(),
        listed: false,
        collabs: seen.collaborators
          ? [{ _id: collaborator._id, name: 'Cleo Client', picture: defaultAvatar, level: 'client', role: [] }]
          : [],
        wordCount: 130,
        sceneCount: 4,
        progress: seen.progress ? 55 : 0,
        checklist: { script: true, voice: false },
        gdriveFolder: shown(seen.driveFolder, 'https://drive.example.test/folder'),
        metaVersion: 2,
        storyboards: [{ id: 'board-1', webLink: 'https://drive.example.test/board "1"' }],
        videoUrl: 'https://video.example.test/watch',
        videoCoverUrl: '/media/cover_l.jpg',
        videoPreview: 'preview.mp4',
        videoWatermarked: 'watermarked.mp4',
        videoFull: shown(seen.purchasedFull, 'full.mp4'),
        deliveredVoice: shown(seen.recordings, 'voice.mp3'),
        deliveredMusic: shown(seen.recordings, 'music.mp3'),
        published: true,
        allowPortfolio: true,
        portfolio,
        versions: [
          {
            id: purchased.id,
            title: 'Spanish cut',
            purchased: true,
            editing: true,
            voiceChange: false,
            drawing: 2,
            videoPreview: 'es-preview.mp4',
            videoWatermarked: 'es-watermarked.mp4',
            videoFull: shown(seen.purchasedFull, 'es-full.mp4'),
            deliveredVoice: shown(seen.recordings, 'es-voice.mp3'),
            deliveredMusic: shown(seen.recordings, 'es-music.mp3'),
          },
          {
            id: unpurchased.id,
            title: 'Thai cut',
            purchased: false,
            editing: false,
            voiceChange: true,
            drawing: 0,
            videoPreview: null,
            videoWatermarked: null,
            videoFull: shown(seen.unpurchasedFull, 'th-full.mp4'),
            deliveredVoice: null,
            deliveredMusic: null,
          },
        ],
        waterColor: true,
        activeVersion: null,
        storyboardBrief: shown(seen.brief, brief),
      });
    }
  });

  it('shows the internal tag to power users only, says whether this reader listed it, and reads water color from the cart', async () => {
    const staff = await t.createUser('staff');
    const freelancer = await t.createUser('freelancer', ['voice']);
    const project = await seedProject(t.database.db, { collaboratorIds: [freelancer._id], set: { type: 'internal' } });
    await t.database.db.insert(projectListings).values({ projectId: project.id, userId: freelancer._id });
    const [staffCookie, freelancerCookie] = [await t.signIn(staff.email), await t.signIn(freelancer.email)];
    expect(await pageAs(staffCookie, `/api/projects/${project.id}`)).toMatchObject({
      type: 'internal',
      internal: true,
      listed: false,
      waterColor: false,
    });
    expect(await pageAs(freelancerCookie, `/api/projects/${project.id}`)).toMatchObject({
      type: 'client',
      internal: false,
      listed: true,
      waterColor: false,
    });
  });

  it('names the extension version asked for, and answers 404 for one the project does not have', async () => {
    const admin = await t.createUser('admin');
    const client = await t.createUser('client');
    const { project, unpurchased } = await seedFullProject(client._id);
    const other = await seedFullProject(client._id);
    const cookie = await t.signIn(admin.email);
    const url = `/api/projects/${project.id}`;
    expect((await pageAs(cookie, `${url}?version=original`)).activeVersion).toBeNull();
    expect((await pageAs(cookie, `${url}?version=${unpurchased.id.toUpperCase()}`)).activeVersion).toBe(unpurchased.id);
    for (const version of [other.unpurchased.id, '6f1c2b9e-0000-4000-8000-000000000000', 'not-a-version']) {
      const response = await t.app.inject({ method: 'GET', url: `${url}?version=${version}`, headers: { cookie } });
      expect(response.statusCode, version).toBe(404);
      expect(response.json()).toEqual({ message: 'Version not found' });
    }
    // The project's own 404 comes first: an unknown project with an unknown version is not found as a project.
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/projects/6f1c2b9e-0000-4000-8000-000000000000?version=not-a-version`,
      headers: { cookie },
    });
    expect(unknown.json()).toEqual({ message: 'Project not found' });
  });

  it('answers a change with the page as the reader now sees it, written by the same view', async () => {
    const client = await t.createUser('client');
    const admin = await t.createUser('admin');
    const { project } = await seedFullProject(client._id);
    for (const reader of [admin, client]) {
      const cookie = await t.signIn(reader.email);
      const renamed = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}`,
        headers: { cookie },
        payload: { title: `Renamed by ${reader.level}` },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const answer = renamed.json();
      expect(projectChangeResponseSchema.parse(answer)).toEqual(answer);
      expect(answer.message).toBe('Project renamed');
      expect(answer.project).toEqual(await pageAs(cookie, `/api/projects/${project.id}`));
      expect(answer.project.title).toBe(`Renamed by ${reader.level}`);
    }
  });
});
