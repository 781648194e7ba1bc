import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema/index.ts';
import type {
  Comment,
  CommentCountResponse,
  CommentCountsResponse,
  CommentListResponse,
} from '#shared/comments/comments.ts';
import { maxCommentCountBatch } from '#shared/comments/limits.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { caller, insertProject, insertScene, insertUpload, type Caller } from './comment-fixtures.ts';

let t: TestApp;
let projectId: string;
let sceneId: string;
let otherSceneId: string;
const people = {} as Record<
  'admin' | 'pm' | 'otherPm' | 'staff' | 'freelancer' | 'voiceFreelancer' | 'client' | 'otherClient',
  SessionUser
>;
const as = {} as Record<keyof typeof people | 'visitor', Caller>;

beforeAll(async () => {
  t = await createTestApp();
  people.admin = await t.createUser('admin', [], 'Ada Admin');
  people.pm = await t.createUser('staff', ['project-manager'], 'Pat Manager');
  people.otherPm = await t.createUser('freelancer', ['project-manager'], 'Other Manager');
  people.staff = await t.createUser('staff', ['storyboard'], 'Sam Staff');
  people.freelancer = await t.createUser('freelancer', [], 'Fran Freelancer');
  people.voiceFreelancer = await t.createUser('freelancer', ['voice'], 'Val Voice');
  people.client = await t.createUser('client', [], 'Cleo Client');
  people.otherClient = await t.createUser('client', [], 'Olly Client');
  for (const [name, user] of Object.entries(people))
    as[name as keyof typeof people] = caller(t, await t.signIn(user.email));
  as.visitor = caller(t, null);
  projectId = await insertProject(t.database.db);
  sceneId = await insertScene(t.database.db, projectId, 0);
  otherSceneId = await insertScene(t.database.db, projectId, 1);
});
afterAll(async () => {
  await t.close();
});

const post = async (who: Caller, body: Record<string, unknown>, itemId = sceneId): Promise<Comment> => {
  const response = await who.post('/api/comments', { itemType: 'scene', itemId, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ comment: Comment }>().comment;
};

const list = async (who: Caller, itemId: string, tag = 'none'): Promise<CommentListResponse> => {
  const response = await who.get(`/api/comments?itemId=${itemId}&tag=${tag}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommentListResponse>();
};

const count = async (who: Caller, itemId: string): Promise<CommentCountResponse> => {
  const response = await who.get(`/api/comments/count?itemId=${itemId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommentCountResponse>();
};

describe('POST /api/comments', () => {
  it('posts a markdown comment on a scene, stores its html and answers the spec message', async () => {
    const response = await as.client.post('/api/comments', {
      itemType: 'scene',
      itemId: sceneId,
      text: 'Make the **cup** bigger',
    });
    expect(response.statusCode).toBe(200);
    const { comment, message } = response.json<{ comment: Comment; message: string }>();
    expect(message).toBe('Your comment has been posted');
    expect(comment).toMatchObject({
      itemType: 'scene',
      itemId: sceneId,
      tag: 'none',
      text: 'Make the **cup** bigger',
      html: '<p>Make the <strong>cup</strong> bigger</p>\n',
      isReply: false,
      replyTo: null,
      user: { _id: people.client._id, name: 'Cleo Client' },
      guestName: null,
      isHidden: false,
      edited: false,
    });
  });

  it('lets a visitor on the shared link comment under the name they give, and only on the default tab', async () => {
    const comment = await post(as.visitor, { text: 'Looks great', guestName: '  Vic Visitor ' });
    expect(comment).toMatchObject({ user: null, guestName: 'Vic Visitor', itemType: 'scene' });
    const nameless = await as.visitor.post('/api/comments', { itemType: 'scene', itemId: sceneId, text: 'Hi' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({ message: 'Tell us your name to comment' });
    const onProd = await as.visitor.post('/api/comments', {
      itemType: 'scene',
      itemId: sceneId,
      text: 'Hi',
      tag: 'prod',
      guestName: 'Vic',
    });
    expect(onProd.statusCode).toBe(403);
    expect(onProd.json()).toEqual({ message: 'You cannot use the #prod tab' });
  });

  it('refuses an unknown item type with 400 and an unknown item with 404', async () => {
    const unknownType = await as.staff.post('/api/comments', { itemType: 'spaceship', itemId: sceneId, text: 'Hi' });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toEqual({ message: "Comments cannot be attached to 'spaceship'" });
    const prototypeKey = await as.staff.post('/api/comments', { itemType: 'constructor', itemId: sceneId, text: 'Hi' });
    expect(prototypeKey.statusCode).toBe(400);
    const missing = await as.staff.post('/api/comments', {
      itemType: 'scene',
      itemId: '4b9e9a4e-0000-4000-8000-000000000000',
      text: 'Hi',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'This item does not exist' });
    const postSection = await as.staff.post('/api/comments', {
      itemType: 'scene',
      itemId: `${sceneId}-Storyline`,
      text: 'Hi',
    });
    expect(postSection.statusCode).toBe(404);
  });

  it('refuses an empty comment and one over 20,000 characters, and keeps one of exactly 20,000', async () => {
    const empty = await as.client.post('/api/comments', { itemType: 'scene', itemId: sceneId, text: '  \n ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Write a comment first' });
    const missing = await as.client.post('/api/comments', { itemType: 'scene', itemId: sceneId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Write a comment first' });
    const long = await as.client.post('/api/comments', {
      itemType: 'scene',
      itemId: otherSceneId,
      text: 'a'.repeat(20_001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'A comment can be at most 20,000 characters' });
    const exact = await post(as.client, { text: 'b'.repeat(20_000) }, otherSceneId);
    expect(exact.text).toHaveLength(20_000);
  });

  it('refuses a tag the user may not use', async () => {
    const cases: [Caller, string][] = [
      [as.client, 'prod'],
      [as.client, 'admins'],
      [as.client, 'private'],
      [as.staff, 'admins'],
      [as.staff, 'private'],
      [as.freelancer, 'admins'],
      [as.pm, 'admins'],
    ];
    for (const [who, tag] of cases) {
      const response = await who.post('/api/comments', { itemType: 'scene', itemId: otherSceneId, text: 'Hi', tag });
      expect(response.statusCode, `${tag}`).toBe(403);
      expect(response.json()).toEqual({ message: `You cannot use the #${tag} tab` });
    }
    const unknown = await as.admin.post('/api/comments', {
      itemType: 'scene',
      itemId: otherSceneId,
      text: 'Hi',
      tag: 'gossip',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unknown comment tag' });
  });

  it("attaches the commenter's own uploads, under the names they were uploaded with", async () => {
    const sketch = await insertUpload(t.database.db, people.client._id, 'sketch.png');
    const brief = await insertUpload(t.database.db, people.client._id, 'brief.pdf', false);
    const comment = await post(
      as.client,
      {
        text: 'See the sketch',
        files: [
          { id: sketch, name: 'renamed.exe' },
          { id: brief, name: 'brief.pdf' },
        ],
      },
      otherSceneId,
    );
    expect(comment.files).toEqual([
      { id: sketch, name: 'sketch.png', isImage: true },
      { id: brief, name: 'brief.pdf', isImage: false },
    ]);
  });

  it("refuses someone else's upload, an unknown file, a visitor's attachment and anything that is not a file id", async () => {
    const staffUpload = await insertUpload(t.database.db, people.staff._id, 'internal.png');
    for (const files of [
      [{ id: staffUpload, name: 'internal.png' }],
      [{ id: '4b9e9a4e-0000-4000-8000-000000000000', name: 'x.png' }],
    ]) {
      const response = await as.client.post('/api/comments', {
        itemType: 'scene',
        itemId: otherSceneId,
        text: 'x',
        files,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Attach files you uploaded' });
    }
    const visitor = await as.visitor.post('/api/comments', {
      itemType: 'scene',
      itemId: otherSceneId,
      text: 'x',
      guestName: 'Vic',
      files: [{ id: staffUpload, name: 'a' }],
    });
    expect(visitor.statusCode).toBe(401);
    const bad = await as.client.post('/api/comments', {
      itemType: 'scene',
      itemId: otherSceneId,
      text: 'x',
      files: [{ id: '../../etc/passwd', name: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Attach an uploaded file');
  });
});

describe('mentions', () => {
  it('stores the users a power user mentions', async () => {
    const comment = await post(
      as.staff,
      { text: '@Pat Manager please check', tag: 'prod', mentions: [people.pm._id, people.pm._id] },
      otherSceneId,
    );
    expect(comment.mentions).toEqual([people.pm._id]);
  });

  it('refuses mentions from users who are not power users, and mentions of nobody', async () => {
    const fromClient = await as.client.post('/api/comments', {
      itemType: 'scene',
      itemId: otherSceneId,
      text: '@Sam hi',
      mentions: [people.staff._id],
    });
    expect(fromClient.statusCode).toBe(403);
    expect(fromClient.json()).toEqual({ message: 'Only staff can mention users' });
    const fromFreelancer = await as.freelancer.post('/api/comments', {
      itemType: 'scene',
      itemId: otherSceneId,
      text: '@Sam hi',
      mentions: [people.staff._id],
    });
    expect(fromFreelancer.statusCode).toBe(403);
    const nobody = await as.staff.post('/api/comments', {
      itemType: 'scene',
      itemId: otherSceneId,
      text: '@Ghost hi',
      mentions: ['4b9e9a4e-0000-4000-8000-000000000000'],
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toEqual({ message: 'Mention an existing user' });
  });
});

describe('threads', () => {
  it('shows replies under their top-level comment, in its tab, oldest first', async () => {
    const itemId = await insertScene(t.database.db, projectId, 5);
    const top = await post(as.staff, { text: 'Cup colour?', tag: 'prod' }, itemId);
    const first = await post(as.pm, { text: 'Blue', replyTo: top._id, tag: 'none' }, itemId);
    const second = await post(as.freelancer, { text: 'Agreed', replyTo: top._id }, itemId);
    expect(first).toMatchObject({ isReply: true, replyTo: top._id, tag: 'prod' });
    const { items } = await list(as.staff, itemId, 'prod');
    expect(items).toHaveLength(1);
    expect(items[0]?.replies.map((reply) => reply._id)).toEqual([first._id, second._id]);
    expect((await list(as.staff, itemId, 'none')).items).toEqual([]);
  });

  it('lists each reply as it was posted, files, mentions, author and time included, and a hidden one without its content for a client', async () => {
    const itemId = await insertScene(t.database.db, projectId, 7);
    const top = await post(as.client, { text: 'Which take?' }, itemId);
    const upload = await insertUpload(t.database.db, people.staff._id, 'take-two.png');
    const reply = await post(
      as.staff,
      {
        text: '@Pat Manager take two',
        replyTo: top._id,
        mentions: [people.pm._id],
        files: [{ id: upload, name: 'take-two.png' }],
      },
      itemId,
    );
    const withdrawn = await post(as.pm, { text: 'Take three is better', replyTo: top._id }, itemId);
    expect((await as.admin.post(`/api/comments/${withdrawn._id}/toggle`)).statusCode).toBe(200);

    const [staffThread] = (await list(as.staff, itemId)).items;
    expect(staffThread?.replies).toEqual([reply, { ...withdrawn, isHidden: true }]);
    expect(reply.files).toHaveLength(1);
    const [clientThread] = (await list(as.client, itemId)).items;
    expect(clientThread?.replies).toEqual([
      reply,
      { ...withdrawn, isHidden: true, text: '', html: '', files: [], mentions: [] },
    ]);
  });

  it('refuses a reply to a reply, and a reply from a visitor', async () => {
    const itemId = await insertScene(t.database.db, projectId, 6);
    const top = await post(as.client, { text: 'Question' }, itemId);
    const reply = await post(as.staff, { text: 'Answer', replyTo: top._id }, itemId);
    const nested = await as.client.post('/api/comments', {
      itemType: 'scene',
      itemId,
      text: 'Thanks',
      replyTo: reply._id,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({
      message: 'Replies go under the first comment of a thread, not under another reply',
    });
    const visitor = await as.visitor.post('/api/comments', {
      itemType: 'scene',
      itemId,
      text: 'Me too',
      replyTo: top._id,
      guestName: 'Vic',
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: 'Please sign in to reply', redirectUrl: '/auth/login' });
    const elsewhere = await as.client.post('/api/comments', {
      itemType: 'scene',
      itemId: sceneId,
      text: 'Wrong item',
      replyTo: top._id,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("refuses a reply to someone else's #private comment as if it did not exist", async () => {
    const itemId = await insertScene(t.database.db, projectId, 7);
    const secret = await post(as.pm, { text: 'Note to self', tag: 'private' }, itemId);
    const response = await as.otherPm.post('/api/comments', {
      itemType: 'scene',
      itemId,
      text: 'Peek',
      replyTo: secret._id,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/comments', () => {
  it('finds the item from its id alone and names it, for the modal opened by a URL', async () => {
    const response = await list(as.visitor, sceneId);
    expect(response.item).toEqual({ itemType: 'scene', itemId: sceneId, title: 'Scene 1 · Coffee shop explainer' });
    const project = await list(as.visitor, projectId);
    expect(project.item).toEqual({ itemType: 'project', itemId: projectId, title: 'Coffee shop explainer' });
    const unknown = await as.client.get('/api/comments?itemId=4b9e9a4e-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const notAnId = await as.client.get('/api/comments?itemId=whatever');
    expect(notAnId.statusCode).toBe(404);
    const unknownType = await as.client.get(`/api/comments?itemId=${sceneId}&itemType=spaceship`);
    expect(unknownType.statusCode).toBe(400);
  });

  it("answers 404 to a client for the comments of a trashed project's scene, and lets staff read them", async () => {
    const trashed = await insertProject(t.database.db, 'Old project');
    const trashedScene = await insertScene(t.database.db, trashed);
    await post(as.staff, { text: 'before the trash' }, trashedScene);
    await t.database.db.update(projects).set({ deleted: true }).where(eq(projects.id, trashed));
    expect((await as.client.get(`/api/comments?itemId=${trashedScene}`)).statusCode).toBe(404);
    expect((await as.client.get(`/api/comments/count?itemId=${trashed}&itemType=project`)).statusCode).toBe(404);
    expect((await list(as.staff, trashedScene)).items.map((comment) => comment.text)).toEqual(['before the trash']);
  });

  it('pages threads newest first with a before cursor', async () => {
    const itemId = await insertScene(t.database.db, projectId, 8);
    for (let index = 0; index < 25; index += 1) await post(as.staff, { text: `Comment ${index}` }, itemId);
    const first = await as.staff.get(`/api/comments?itemId=${itemId}&limit=20`);
    const page1 = first.json<CommentListResponse>();
    expect(page1.items.map((comment) => comment.text)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Comment ${24 - index}`),
    );
    expect(page1.nextBefore).toBe(page1.items[19]?._id);
    const page2 = (
      await as.staff.get(`/api/comments?itemId=${itemId}&limit=20&before=${page1.nextBefore}`)
    ).json<CommentListResponse>();
    expect(page2.items.map((comment) => comment.text)).toEqual([
      'Comment 4',
      'Comment 3',
      'Comment 2',
      'Comment 1',
      'Comment 0',
    ]);
    expect(page2.nextBefore).toBeNull();
  });
});

describe('tags by level', () => {
  let itemId: string;
  beforeAll(async () => {
    itemId = await insertScene(t.database.db, projectId, 10);
    await post(as.client, { text: 'public from the client' }, itemId);
    await post(as.visitor, { text: 'public from a visitor', guestName: 'Vic' }, itemId);
    await post(as.staff, { text: 'prod note', tag: 'prod' }, itemId);
    await post(as.voiceFreelancer, { text: 'voice note', tag: 'voice' }, itemId);
    await post(as.admin, { text: 'admins only', tag: 'admins' }, itemId);
    await post(as.pm, { text: 'pm private', tag: 'private' }, itemId);
    await post(as.otherPm, { text: 'other pm private', tag: 'private' }, itemId);
  });

  const allTexts = async (who: Caller, tags: string[]): Promise<string[]> => {
    const texts: string[] = [];
    for (const tag of tags) {
      const response = await who.get(`/api/comments?itemId=${itemId}&tag=${tag}`);
      if (response.statusCode === 200)
        texts.push(...response.json<CommentListResponse>().items.map((comment) => comment.text));
      else expect(response.statusCode, `${tag}`).toBe(403);
    }
    return texts.sort();
  };
  const everyTag = ['none', 'prod', 'editing', 'voice', 'recording', 'video-editing', 'notes', 'private', 'admins'];

  it('a client receives only the default tab, in lists and in counts', async () => {
    expect(await allTexts(as.client, everyTag)).toEqual(['public from a visitor', 'public from the client']);
    for (const tag of ['admins', 'private', 'prod']) {
      const response = await as.client.get(`/api/comments?itemId=${itemId}&tag=${tag}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: `You cannot use the #${tag} tab` });
    }
    expect(await count(as.client, itemId)).toEqual({ count: 2, counts: { public: 2, internal: 0 }, tags: { none: 2 } });
    expect(await count(as.visitor, itemId)).toEqual({
      count: 2,
      counts: { public: 2, internal: 0 },
      tags: { none: 2 },
    });
  });

  it('a freelancer sees every work tab but neither #admins nor #private', async () => {
    expect(await allTexts(as.freelancer, everyTag)).toEqual([
      'prod note',
      'public from a visitor',
      'public from the client',
      'voice note',
    ]);
    expect(await count(as.freelancer, itemId)).toEqual({
      count: 4,
      counts: { public: 2, internal: 2 },
      tags: { none: 2, prod: 1, voice: 1 },
    });
  });

  it("a PM sees their own #private comments and never another PM's", async () => {
    expect(await allTexts(as.pm, everyTag)).toEqual([
      'pm private',
      'prod note',
      'public from a visitor',
      'public from the client',
      'voice note',
    ]);
    expect(await allTexts(as.otherPm, ['private'])).toEqual(['other pm private']);
    expect((await count(as.pm, itemId)).tags).toEqual({ none: 2, prod: 1, voice: 1, private: 1 });
  });

  it('an admin sees #admins and their own #private only', async () => {
    expect(await allTexts(as.admin, everyTag)).toEqual([
      'admins only',
      'prod note',
      'public from a visitor',
      'public from the client',
      'voice note',
    ]);
    expect(await count(as.admin, itemId)).toEqual({
      count: 5,
      counts: { public: 2, internal: 3 },
      tags: { none: 2, prod: 1, voice: 1, admins: 1 },
    });
  });

  it('the client count and the staff count differ as the rules say', async () => {
    expect((await count(as.client, itemId)).count).toBe(2);
    expect((await count(as.staff, itemId)).count).toBe(4);
  });

  it('GET /api/comments/counts answers every readable item of a page at once, each as its single count does', async () => {
    const quiet = await insertScene(t.database.db, projectId, 11);
    const trashed = await insertProject(t.database.db, 'Trashed with scenes');
    const trashedScene = await insertScene(t.database.db, trashed);
    await post(as.staff, { text: 'in the trash' }, trashedScene);
    await t.database.db.update(projects).set({ deleted: true }).where(eq(projects.id, trashed));
    const ids = [itemId, quiet, trashedScene, 'not-a-scene', itemId].join(',');
    for (const who of [as.client, as.visitor, as.staff, as.pm, as.admin]) {
      const response = await who.get(`/api/comments/counts?itemType=scene&itemIds=${ids}`);
      expect(response.statusCode, response.body).toBe(200);
      const { counts } = response.json<CommentCountsResponse>();
      expect(counts[itemId]).toEqual(await count(who, itemId));
      expect(counts[quiet]).toEqual({ count: 0, counts: { public: 0, internal: 0 }, tags: {} });
      expect(counts['not-a-scene']).toBeUndefined();
    }
    const forClient = (
      await as.client.get(`/api/comments/counts?itemType=scene&itemIds=${ids}`)
    ).json<CommentCountsResponse>();
    expect(Object.keys(forClient.counts).sort()).toEqual([itemId, quiet].sort());
    const forStaff = (
      await as.staff.get(`/api/comments/counts?itemType=scene&itemIds=${ids}`)
    ).json<CommentCountsResponse>();
    expect(forStaff.counts[trashedScene]?.count).toBe(1);
  });

  it('GET /api/comments/counts refuses an unknown type, no ids and too many ids with a clear message', async () => {
    const unknownType = await as.staff.get(`/api/comments/counts?itemType=spaceship&itemIds=${itemId}`);
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toEqual({ message: "Comments cannot be attached to 'spaceship'" });
    const none = await as.staff.get('/api/comments/counts?itemType=scene&itemIds=,');
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toContain('Choose at least one item to count comments on');
    const tooMany = Array.from(
      { length: maxCommentCountBatch + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const response = await as.staff.get(`/api/comments/counts?itemType=scene&itemIds=${tooMany.join(',')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      `Count the comments of at most ${maxCommentCountBatch} items at once`,
    );
  });
});

describe('POST /api/comments/{id} (edit)', () => {
  it('lets the author edit, re-renders the html, and shows the edited marker to contributors only', async () => {
    const comment = await post(as.client, { text: 'first' }, otherSceneId);
    const response = await as.client.post(`/api/comments/${comment._id}`, { text: 'second *take*' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Comment has been updated',
      comment: { text: 'second *take*', html: '<p>second <em>take</em></p>\n', edited: false },
    });
    const seenByStaff = (await list(as.staff, otherSceneId)).items.find((item) => item._id === comment._id);
    expect(seenByStaff?.edited).toBe(true);
  });

  it('refuses an edit by a non-author, lets an admin edit, and asks a visitor to sign in', async () => {
    const comment = await post(as.client, { text: 'mine' }, otherSceneId);
    for (const who of [as.otherClient, as.staff, as.pm]) {
      const response = await who.post(`/api/comments/${comment._id}`, { text: 'hijacked' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only the author or an admin can change this comment' });
    }
    expect((await as.visitor.post(`/api/comments/${comment._id}`, { text: 'x' })).statusCode).toBe(401);
    expect((await as.admin.post(`/api/comments/${comment._id}`, { text: 'moderated' })).statusCode).toBe(200);
    expect((await as.client.post(`/api/comments/${comment._id}`, { text: ' ' })).json()).toEqual({
      message: 'Write a comment first',
    });
    expect((await as.client.post('/api/comments/4b9e9a4e-0000-4000-8000-000000000000', { text: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/comments/{id}', () => {
  it('refuses a non-author, and removes a thread with its replies for the author', async () => {
    const itemId = await insertScene(t.database.db, projectId, 11);
    const top = await post(as.client, { text: 'delete me' }, itemId);
    await post(as.staff, { text: 'a reply', replyTo: top._id }, itemId);
    expect((await count(as.staff, itemId)).count).toBe(2);
    const refused = await as.otherClient.delete(`/api/comments/${top._id}`);
    expect(refused.statusCode).toBe(403);
    const response = await as.client.delete(`/api/comments/${top._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Comment has been deleted' });
    expect((await count(as.staff, itemId)).count).toBe(0);
    expect((await as.client.delete(`/api/comments/${top._id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/comments/{id}/toggle', () => {
  it('lets a power user hide and open a comment; others see a hidden comment without its content', async () => {
    const itemId = await insertScene(t.database.db, projectId, 12);
    const upload = await insertUpload(t.database.db, people.otherClient._id, 'a.png');
    const comment = await post(as.otherClient, { text: 'rude words', files: [{ id: upload, name: 'a.png' }] }, itemId);
    const refused = await as.client.post(`/api/comments/${comment._id}/toggle`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only staff can hide or open comments' });
    expect((await as.freelancer.post(`/api/comments/${comment._id}/toggle`)).statusCode).toBe(403);
    // Hiding is moderation: not even the author may hide their own comment.
    expect((await as.otherClient.post(`/api/comments/${comment._id}/toggle`)).statusCode).toBe(403);

    const hidden = await as.admin.post(`/api/comments/${comment._id}/toggle`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: 'Comment has been hidden',
      comment: { isHidden: true, text: 'rude words' },
    });
    const seenByClient = (await list(as.client, itemId)).items[0];
    expect(seenByClient).toMatchObject({ isHidden: true, text: '', html: '', files: [] });
    expect((await list(as.staff, itemId)).items[0]).toMatchObject({ isHidden: true, text: 'rude words' });
    expect((await list(as.otherClient, itemId)).items[0]).toMatchObject({ isHidden: true, text: 'rude words' });

    const opened = await as.staff.post(`/api/comments/${comment._id}/toggle`);
    expect(opened.json()).toMatchObject({ message: 'Comment has been opened', comment: { isHidden: false } });
    expect((await list(as.client, itemId)).items[0]).toMatchObject({ isHidden: false, text: 'rude words' });
  });
});
