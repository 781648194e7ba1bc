import type { Level, Role } from '#shared/users/schemas.ts';
import type { TestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';
import type { projects } from '#server/db/schema/index.ts';

export type Who = 'admin' | 'pm' | 'staff' | 'scriptFreelancer' | 'storyboardFreelancer' | 'collabClient' | 'otherClient' | 'visitor';
export const everyone: Who[] = ['admin', 'pm', 'staff', 'scriptFreelancer', 'storyboardFreelancer', 'collabClient', 'otherClient', 'visitor'];
export type People = Record<Who, { cookie: string; id: string }>;

/** One user per level and role that the scene rules tell apart. */
export const createPeople = async (t: TestApp): Promise<People> => {
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

export const requester = (t: TestApp, people: People) => ({
  send: (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: people[who].cookie ? { cookie: people[who].cookie } : {},
    }),
  project: (set?: Partial<typeof projects.$inferInsert>) =>
    seedProject(t.database.db, { title: 'Scenes project', collaboratorIds: [people.collabClient.id], ...(set ? { set } : {}) }),
});
