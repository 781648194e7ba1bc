import type { projects } from '#server/db/schema/index.ts';
import type { SceneView } from '#shared/projects/scenes/scenes.ts';
import type { Level, Role } from '#shared/users/schemas.ts';
import { beforeAll } from 'vitest';
import { seedProject } from '../../support/projects.ts';
import { useTestApp, type TestApp } from '../../support/test-app.ts';

export type Who =
  | 'admin'
  | 'pm'
  | 'staff'
  | 'scriptFreelancer'
  | 'storyboardFreelancer'
  | 'collabClient'
  | 'otherClient'
  | 'visitor';
export const everyone: Who[] = [
  'admin',
  'pm',
  'staff',
  'scriptFreelancer',
  'storyboardFreelancer',
  'collabClient',
  'otherClient',
  'visitor',
];
export type People = Record<Who, { cookie: string; id: string }>;

/** One user per level and role that the scene rules tell apart. */
const createPeople = async (t: TestApp): Promise<People> => {
  const specs: [Exclude<Who, 'visitor'>, Level, Role[], string][] = [
    ['admin', 'admin', [], 'Ada Admin'],
    ['pm', 'staff', ['project-manager'], 'Pat Manager'],
    ['staff', 'staff', [], 'Sam Staff'],
    ['scriptFreelancer', 'freelancer', ['script'], 'Sid Script'],
    ['storyboardFreelancer', 'freelancer', ['storyboard'], 'Bo Board'],
    ['collabClient', 'client', [], 'Cleo Client'],
    ['otherClient', 'client', [], 'Olly Other'],
  ];
  const people = { visitor: { cookie: '', id: '' } } as People;
  for (const [who, level, roles, name] of specs) {
    const user = await t.createUser(level, roles, name);
    people[who] = { cookie: await t.signIn(user.email), id: user._id };
  }
  return people;
};

/**
 * A scenes test file's setup: its own app, one signed-in user per level that matters, and requests
 * sent as each of them. Everything is filled in before the file's first test.
 */
export const useScenesApi = (options: Parameters<typeof useTestApp>[0] = {}) => {
  const t = useTestApp(options);
  const people = {} as People;
  beforeAll(async () => {
    Object.assign(people, await createPeople(t));
  });
  const send = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: people[who].cookie ? { cookie: people[who].cookie } : {},
    });
  const scenesOf = async (projectId: string, who: Who = 'admin'): Promise<SceneView[]> =>
    (await send(who, 'GET', `/api/projects/${projectId}/scenes`)).json().scenes as SceneView[];
  const api = {
    send,
    scenesOf,
    firstScene: async (projectId: string): Promise<SceneView> => {
      const [scene] = await scenesOf(projectId);
      if (!scene) throw new Error('the seeded project has no scene');
      return scene;
    },
    project: (set?: Partial<typeof projects.$inferInsert>) =>
      seedProject(t.database.db, {
        title: 'Scenes project',
        collaboratorIds: [people.collabClient.id],
        ...(set ? { set } : {}),
      }),
  };
  return { t, people, api };
};
