import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, users } from '#server/db/schema/index.ts';
import {
  commentListResponseSchema,
  commentSchema,
  commentThreadSchema,
  commentWriteResponseSchema,
  type Comment,
  type CommentListResponse,
} from '#shared/comments/comments.ts';
import { defaultAvatar, type SessionUser } from '#shared/users/schemas.ts';
import { useTestApp } from '../../support/test-app.ts';
import { caller, insertProject, insertScene, insertUpload, type Caller } from './comment-fixtures.ts';

const t = useTestApp();
const people = {} as Record<'admin' | 'staff' | 'client' | 'otherClient', SessionUser>;
const as = {} as Record<keyof typeof people | 'visitor', Caller>;
let projectId: string;

beforeAll(async () => {
  people.admin = await t.createUser('admin', [], 'Ada Admin');
  people.staff = await t.createUser('staff', [], 'Sam "Quote" \\ Staff');
  people.client = await t.createUser('client', [], 'Zoë Client');
  people.otherClient = await t.createUser('client', [], 'Olly Client');
  await t.database.db.update(users).set({ picture: '/media/avatars/sam.jpg' }).where(eq(users.id, people.staff._id));
  for (const [name, user] of Object.entries(people))
    as[name as keyof typeof people] = caller(t, await t.signIn(user.email));
  as.visitor = caller(t, null);
  projectId = await insertProject(t.database.db);
});

const commentKeys = Object.keys(commentSchema.shape).sort();
const threadKeys = Object.keys(commentThreadSchema.shape).sort();

/** An answer read whole by its schema, every comment with exactly the view's keys. */
const threadsOf = async (who: Caller, query: string): Promise<CommentListResponse> => {
  const response = await who.get(`/api/comments?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const answer = response.json<CommentListResponse>();
  expect(commentListResponseSchema.parse(answer)).toEqual(answer);
  for (const thread of answer.items) {
    expect(Object.keys(thread).sort()).toEqual(threadKeys);
    for (const reply of thread.replies) expect(Object.keys(reply).sort()).toEqual(commentKeys);
  }
  return answer;
};

const written = async (response: Promise<{ statusCode: number; body: string; json: <T>() => T }>): Promise<Comment> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json<{ comment: Comment; message: string }>();
  expect(commentWriteResponseSchema.parse(body)).toEqual(body);
  expect(Object.keys(body.comment).sort()).toEqual(commentKeys);
  return body.comment;
};

const storedTime = async (id: string): Promise<string | undefined> =>
  (
    await t.database.db.select({ createdAt: comments.createdAt }).from(comments).where(eq(comments.id, id))
  )[0]?.createdAt.toISOString();

describe('the comment answers PostgreSQL writes (decision 083)', () => {
  it('write every field of a thread and its replies as the stored rows have them', async () => {
    const sceneId = await insertScene(t.database.db, projectId, 0);
    const query = `itemType=scene&itemId=${sceneId}`;
    const top = await written(
      as.client.post('/api/comments', { itemType: 'scene', itemId: sceneId, text: 'Café "crème" \\ ✓' }),
    );
    const upload = await insertUpload(t.database.db, people.staff._id, 'take "two".png');
    const reply = await written(
      as.staff.post('/api/comments', {
        itemType: 'scene',
        itemId: sceneId,
        text: 'See **this**',
        replyTo: top._id,
        mentions: [people.client._id],
        files: [{ id: upload, name: 'take "two".png' }],
      }),
    );
    const guest = await written(
      as.visitor.post('/api/comments', {
        itemType: 'scene',
        itemId: sceneId,
        text: 'Lovely',
        guestName: 'Vic Visitor',
      }),
    );

    const { items, item, nextBefore } = await threadsOf(as.client, query);
    expect(item).toEqual({ itemType: 'scene', itemId: sceneId, title: expect.any(String) });
    expect(nextBefore).toBeNull();
    expect(items).toEqual([
      {
        _id: guest._id,
        itemId: sceneId,
        itemType: 'scene',
        tag: 'none',
        text: 'Lovely',
        html: '<p>Lovely</p>\n',
        isReply: false,
        replyTo: null,
        user: null,
        guestName: 'Vic Visitor',
        files: [],
        mentions: [],
        isHidden: false,
        edited: false,
        created: await storedTime(guest._id),
        mark: null,
        replies: [],
      },
      {
        _id: top._id,
        itemId: sceneId,
        itemType: 'scene',
        tag: 'none',
        text: 'Café "crème" \\ ✓',
        html: '<p>Café &quot;crème&quot; \\ ✓</p>\n',
        isReply: false,
        replyTo: null,
        user: { _id: people.client._id, name: 'Zoë Client', picture: defaultAvatar },
        guestName: null,
        files: [],
        mentions: [],
        isHidden: false,
        edited: false,
        created: await storedTime(top._id),
        mark: null,
        replies: [
          {
            _id: reply._id,
            itemId: sceneId,
            itemType: 'scene',
            tag: 'none',
            text: 'See **this**',
            html: '<p>See <strong>this</strong></p>\n',
            isReply: true,
            replyTo: top._id,
            user: { _id: people.staff._id, name: 'Sam "Quote" \\ Staff', picture: '/media/avatars/sam.jpg' },
            guestName: null,
            files: [{ id: upload, name: 'take "two".png', isImage: true }],
            mentions: [people.client._id],
            isHidden: false,
            edited: false,
            created: await storedTime(reply._id),
            mark: null,
          },
        ],
      },
    ]);
    // The answers to each write are the same view as the list's.
    expect({ ...items[1], replies: undefined }).toEqual({ ...top, replies: undefined });
    expect(items[1]?.replies[0]).toEqual(reply);
    expect({ ...items[0], replies: undefined }).toEqual({ ...guest, replies: undefined });
  });

  it('withhold a hidden comment’s content from all but moderators and its author, and show edits to contributors only', async () => {
    const sceneId = await insertScene(t.database.db, projectId, 1);
    const query = `itemType=scene&itemId=${sceneId}`;
    const upload = await insertUpload(t.database.db, people.otherClient._id, 'proof.png');
    const posted = await written(
      as.otherClient.post('/api/comments', {
        itemType: 'scene',
        itemId: sceneId,
        text: 'First',
        files: [{ id: upload, name: 'proof.png' }],
      }),
    );
    const edited = await written(as.otherClient.post(`/api/comments/${posted._id}`, { text: 'Rude words' }));
    expect(edited).toEqual({ ...posted, text: 'Rude words', html: '<p>Rude words</p>\n', edited: false });
    const hidden = await written(as.admin.post(`/api/comments/${posted._id}/toggle`));
    expect(hidden).toEqual({ ...edited, isHidden: true, edited: true });

    const withheld = { ...edited, isHidden: true, text: '', html: '', files: [], mentions: [], replies: [] };
    expect((await threadsOf(as.client, query)).items).toEqual([withheld]);
    expect((await threadsOf(as.visitor, query)).items).toEqual([withheld]);
    expect((await threadsOf(as.otherClient, query)).items).toEqual([{ ...edited, isHidden: true, replies: [] }]);
    expect((await threadsOf(as.staff, query)).items).toEqual([
      { ...edited, isHidden: true, edited: true, replies: [] },
    ]);
    expect((await threadsOf(as.admin, query)).items).toEqual([
      { ...edited, isHidden: true, edited: true, replies: [] },
    ]);
  });

  it('write pages in order with the cursor of the next one, and an empty thread list as no items', async () => {
    const sceneId = await insertScene(t.database.db, projectId, 2);
    const query = `itemType=scene&itemId=${sceneId}`;
    expect(await threadsOf(as.client, query)).toEqual({ items: [], item: expect.any(Object), nextBefore: null });
    const posted: Comment[] = [];
    for (const text of ['one', 'two', 'three'])
      posted.push(await written(as.client.post('/api/comments', { itemType: 'scene', itemId: sceneId, text })));
    const first = await threadsOf(as.client, `${query}&limit=2`);
    expect(first.items.map((thread) => thread.text)).toEqual(['three', 'two']);
    expect(first.nextBefore).toBe(posted[1]?._id);
    const second = await threadsOf(as.client, `${query}&limit=2&before=${first.nextBefore}`);
    expect(second.items.map((thread) => thread.text)).toEqual(['one']);
    expect(second.nextBefore).toBeNull();
  });
});
