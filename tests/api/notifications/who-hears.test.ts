import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '#shared/comments/comments.ts';
import type { NotificationItemAction } from '#shared/notifications/notifications.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  addCollaborators,
  caller,
  insertProject,
  insertScene,
  makeInternal,
  notificationsOf,
  type Caller,
} from './notification-fixtures.ts';

/**
 * Issue 15: who gets which notification and who never does, over event x recipient level x tag.
 * Every case runs one write, waits until the app has handled its events, then reads every
 * recipient's list: the item each one got about this write, or nothing.
 */
type Person = 'admin' | 'admin2' | 'pm' | 'staff' | 'freelancer' | 'client' | 'stranger';
const people: Person[] = ['admin', 'admin2', 'pm', 'staff', 'freelancer', 'client', 'stranger'];

let t: TestApp;
const users = {} as Record<Person, SessionUser>;
const as = {} as Record<Person, Caller>;
let clientProject: string;
let clientScene: string;
let internalScene: string;
let internalProject: string;
let orderScene: string;

beforeAll(async () => {
  t = await createTestApp();
  const cast: [Person, SessionUser][] = [
    ['admin', await t.createUser('admin', [], 'Ada Admin')],
    ['admin2', await t.createUser('admin', [], 'Abe Admin')],
    ['pm', await t.createUser('staff', ['project-manager'], 'Pat Manager')],
    ['staff', await t.createUser('staff', [], 'Sam Staff')],
    ['freelancer', await t.createUser('freelancer', ['recording'], 'Fay Freelancer')],
    ['client', await t.createUser('client', [], 'Cleo Client')],
    ['stranger', await t.createUser('client', [], 'Stan Stranger')],
  ];
  for (const [person, user] of cast) {
    users[person] = user;
    as[person] = caller(t, await t.signIn(user.email));
  }
  clientProject = await insertProject(t.database.db, 'Coffee shop explainer');
  clientScene = await insertScene(t.database.db, clientProject);
  await addCollaborators(t.database.db, clientProject, [
    users.admin2._id,
    users.staff._id,
    users.freelancer._id,
    users.client._id,
  ]);
  internalProject = await insertProject(t.database.db, 'Studio reel');
  await makeInternal(t.database.db, internalProject);
  internalScene = await insertScene(t.database.db, internalProject);
  await addCollaborators(t.database.db, internalProject, [users.staff._id, users.freelancer._id, users.client._id]);
  const orderProject = await insertProject(t.database.db, 'Florist order');
  orderScene = await insertScene(t.database.db, orderProject);
  await addCollaborators(t.database.db, orderProject, [users.staff._id, users.client._id]);
});
afterAll(async () => {
  await t.close();
});

const postComment = async (who: Person, body: Record<string, unknown>): Promise<Comment> => {
  const response = await as[who].post('/api/comments', { itemType: 'scene', itemId: clientScene, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ comment: Comment }>().comment;
};

/** What each person got about `itemId` since `before` (the ids they already had). */
const received = async (
  itemId: string,
  before: Record<Person, Set<string>>,
): Promise<Record<Person, NotificationItemAction | null>> => {
  await t.app.notificationsIdle();
  const result = {} as Record<Person, NotificationItemAction | null>;
  for (const person of people) {
    const fresh = (await notificationsOf(as[person])).items.filter(
      (item) => item.itemId === itemId && !before[person].has(item._id),
    );
    expect(fresh.length, `${person} got more than one notification for one write`).toBeLessThanOrEqual(1);
    result[person] = fresh[0]?.itemAction ?? null;
  }
  return result;
};

const snapshot = async (): Promise<Record<Person, Set<string>>> => {
  const result = {} as Record<Person, Set<string>>;
  for (const person of people)
    result[person] = new Set((await notificationsOf(as[person])).items.map((item) => item._id));
  return result;
};

const nobody: Record<Person, null> = {
  admin: null,
  admin2: null,
  pm: null,
  staff: null,
  freelancer: null,
  client: null,
  stranger: null,
};

interface Case {
  name: string;
  /** Runs before the snapshot: what the write reacts to. */
  prepare?: () => Promise<void>;
  act: () => Promise<string>;
  expected: Partial<Record<Person, NotificationItemAction>>;
}

let parentId = '';

const cases: Case[] = [
  {
    name: 'a client comment in the public tab: the project people, not the actor, not outsiders',
    act: async () => (await postComment('client', { text: 'Bigger cup please' })).itemId,
    expected: { admin2: 'comment', staff: 'comment', freelancer: 'comment' },
  },
  {
    name: 'a client comment on a project no PM works on: the studio’s project managers too',
    act: async () => (await postComment('client', { itemId: orderScene, text: 'When do we start?' })).itemId,
    expected: { admin: 'comment', admin2: 'comment', pm: 'comment', staff: 'comment' },
  },
  {
    name: 'a staff comment on a project no PM works on: its people only',
    act: async () => (await postComment('staff', { itemId: orderScene, text: 'Script draft tomorrow' })).itemId,
    expected: { client: 'comment' },
  },
  {
    name: 'a #prod comment: contributors on the project, not the client collaborator',
    act: async () => (await postComment('staff', { text: 'Cup redrawn', tag: 'prod' })).itemId,
    expected: { admin2: 'comment', freelancer: 'comment' },
  },
  {
    name: 'an #admins comment: admins on the project only',
    act: async () => (await postComment('admin', { text: 'Raise the price', tag: 'admins' })).itemId,
    expected: { admin2: 'comment' },
  },
  {
    name: 'a #private comment: nobody',
    act: async () => (await postComment('pm', { text: 'Note to self', tag: 'private' })).itemId,
    expected: {},
  },
  {
    name: 'a reply: the replied-to author hears of a reply, the other people of a comment',
    prepare: async () => {
      parentId = (await postComment('client', { text: 'Is the logo right?' }))._id;
      await t.app.notificationsIdle();
    },
    act: async () => (await postComment('staff', { text: 'Yes, v2', replyTo: parentId })).itemId,
    expected: { client: 'reply', admin2: 'comment', freelancer: 'comment' },
  },
  {
    name: 'a mention in the public tab reaches an outsider with the link, once, as a mention',
    act: async () =>
      (
        await postComment('admin', {
          text: '@Stan @Fay have a look',
          mentions: [users.stranger._id, users.freelancer._id],
        })
      ).itemId,
    expected: { stranger: 'mention', freelancer: 'mention', admin2: 'comment', staff: 'comment', client: 'comment' },
  },
  {
    name: 'a mention in #prod does not reach a client who cannot read #prod',
    act: async () =>
      (await postComment('admin', { text: '@Stan see this', tag: 'prod', mentions: [users.stranger._id] })).itemId,
    expected: { admin2: 'comment', staff: 'comment', freelancer: 'comment' },
  },
  {
    name: 'a comment on an internal project reaches no client, even a collaborator',
    act: async () => {
      const response = await as.staff.post('/api/comments', {
        itemType: 'scene',
        itemId: internalScene,
        text: 'Reel cut 2',
      });
      expect(response.statusCode, response.body).toBe(200);
      return internalScene;
    },
    expected: { freelancer: 'comment' },
  },
  {
    name: 'a script submitted by the client: project managers and the project people',
    act: async () => {
      const response = await as.client.post(`/api/projects/${clientProject}/script-raw`, {
        body: 'A cup.\n\nA bigger cup.',
      });
      expect(response.statusCode, response.body).toBe(200);
      return clientProject;
    },
    expected: {
      admin: 'submitScript',
      admin2: 'submitScript',
      pm: 'submitScript',
      staff: 'submitScript',
      freelancer: 'submitScript',
    },
  },
  {
    name: 'a new order from the cart: the studio’s project managers (admins and the PM), nobody else',
    act: async () => {
      const response = await as.stranger.post('/api/projects', { items: '' });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ project: { _id: string } }>().project._id;
    },
    expected: { admin: 'project-create', admin2: 'project-create', pm: 'project-create' },
  },
];

describe('who hears of what', () => {
  for (const { name, prepare, act, expected } of cases) {
    it(name, async () => {
      await prepare?.();
      const before = await snapshot();
      const itemId = await act();
      expect(await received(itemId, before)).toEqual({ ...nobody, ...expected });
    });
  }

  it('jobs: the offered staff hear of a new job, its creator of the claim, the claimer of the approval', async () => {
    let before = await snapshot();
    const created = await as.pm.post('/api/jobs', {
      projectId: clientProject,
      jobType: 'recording',
      body: 'Record the voice-over',
      sceneCount: 2,
      price: 10,
      staff: [users.freelancer._id, users.staff._id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const jobId = created.json<{ job: { _id: string } }>().job._id;
    expect(await received(jobId, before)).toEqual({ ...nobody, freelancer: 'job-create', staff: 'job-create' });

    before = await snapshot();
    expect((await as.freelancer.post(`/api/jobs/${jobId}/claim`, {})).statusCode).toBe(200);
    expect(await received(jobId, before)).toEqual({ ...nobody, pm: 'job-claim' });

    before = await snapshot();
    const submitted = await as.freelancer.post(`/api/jobs/${jobId}/submit`, { comment: 'Done, see files' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await received(jobId, before)).toEqual({ ...nobody, pm: 'job-submit' });

    before = await snapshot();
    expect((await as.pm.post(`/api/jobs/${jobId}/reject`, { comment: 'Scene 2 is too fast' })).statusCode).toBe(200);
    expect(await received(jobId, before)).toEqual({ ...nobody, freelancer: 'job-reject' });

    before = await snapshot();
    expect((await as.pm.post(`/api/jobs/${jobId}/release-user`, {})).statusCode).toBe(200);
    expect(await received(jobId, before)).toEqual({ ...nobody, freelancer: 'job-release' });
  });

  it('posts: those newly tagged who may read the post hear of it; a memo reaches the team', async () => {
    let before = await snapshot();
    const created = await as.staff.post('/api/posts', {
      feed: 'staff',
      title: 'Voice casting',
      users: [users.pm._id, users.freelancer._id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const postId = created.json<{ post: { _id: string } }>().post._id;
    const freelancerReads = (await as.freelancer.get(`/api/posts/${postId}`)).statusCode === 200;
    expect(await received(postId, before)).toEqual({
      ...nobody,
      pm: 'post-tagged',
      ...(freelancerReads ? { freelancer: 'post-tagged' } : {}),
    });

    before = await snapshot();
    const memo = await as.admin.post('/api/posts', { feed: 'staff', title: 'Office closed Friday', type: 'memo' });
    expect(memo.statusCode, memo.body).toBe(200);
    const memoId = memo.json<{ post: { _id: string } }>().post._id;
    const got = await received(memoId, before);
    expect(got.admin, 'the author').toBeNull();
    expect(got.client, 'a client').toBeNull();
    expect(got.stranger, 'a client').toBeNull();
    expect(got.staff).toBe('memo');
    expect(got.pm).toBe('memo');
  });
});
