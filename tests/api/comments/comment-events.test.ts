import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventName, DomainEvents } from '#server/lib/events.ts';
import type { Comment } from '#shared/comments/comments.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { caller, insertProject, insertScene, type Caller } from './comment-fixtures.ts';

let t: TestApp;
let sceneId: string;
let client: SessionUser;
let staff: SessionUser;
let pm: SessionUser;
let asClient: Caller;
let asStaff: Caller;
type CommentEventName = Extract<DomainEventName, `comment.${string}`>;
const seen: { name: CommentEventName; payload: DomainEvents[CommentEventName] }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  client = await t.createUser('client', [], 'Cleo Client');
  staff = await t.createUser('staff', [], 'Sam Staff');
  pm = await t.createUser('staff', ['project-manager'], 'Pat Manager');
  asClient = caller(t, await t.signIn(client.email));
  asStaff = caller(t, await t.signIn(staff.email));
  sceneId = await insertScene(t.database.db, await insertProject(t.database.db));
  for (const name of ['comment.created', 'comment.replied', 'comment.mentioned'] as const) {
    t.app.events.subscribe(name, (payload) => {
      seen.push({ name, payload });
    });
  }
});
afterAll(async () => {
  await t.close();
});

const post = async (who: Caller, body: Record<string, unknown>): Promise<Comment> => {
  const response = await who.post('/api/comments', { itemType: 'scene', itemId: sceneId, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ comment: Comment }>().comment;
};

describe('comment domain events', () => {
  it('emits comment.created for a top-level comment, with what a notification needs', async () => {
    seen.length = 0;
    const comment = await post(asClient, { text: 'Bigger cup please' });
    expect(seen).toEqual([
      {
        name: 'comment.created',
        payload: {
          comment: {
            commentId: comment._id,
            itemType: 'scene',
            itemId: sceneId,
            tag: 'none',
            authorId: client._id,
            authorName: 'Cleo Client',
            text: 'Bigger cup please',
            replyTo: null,
          },
        },
      },
    ]);
  });

  it('emits comment.replied with the thread author, and comment.mentioned with the mentioned users', async () => {
    const top = await post(asClient, { text: 'Question' });
    seen.length = 0;
    const reply = await post(asStaff, { text: '@Pat Manager can you answer?', replyTo: top._id, mentions: [pm._id] });
    const comment = {
      commentId: reply._id,
      itemType: 'scene',
      itemId: sceneId,
      tag: 'none',
      authorId: staff._id,
      authorName: 'Sam Staff',
      text: '@Pat Manager can you answer?',
      replyTo: top._id,
    };
    expect(seen).toEqual([
      { name: 'comment.replied', payload: { comment, parentId: top._id, parentAuthorId: client._id } },
      { name: 'comment.mentioned', payload: { comment, mentionedUserIds: [pm._id] } },
    ]);
  });

  it('emits nothing for a refused comment, and names a visitor by the name they gave', async () => {
    seen.length = 0;
    const refused = await asClient.post('/api/comments', {
      itemType: 'scene',
      itemId: sceneId,
      text: 'x',
      tag: 'admins',
    });
    expect(refused.statusCode).toBe(403);
    expect(seen).toEqual([]);
    await post(caller(t, null), { text: 'Hello', guestName: 'Vic Visitor' });
    expect(seen.map(({ name, payload }) => [name, payload.comment.authorId, payload.comment.authorName])).toEqual([
      ['comment.created', null, 'Vic Visitor'],
    ]);
  });

  it('a failing subscriber never fails the write that emitted the event', async () => {
    const failures: string[] = [];
    const unsubscribe = t.app.events.subscribe('comment.created', () => {
      throw new Error('notification service down');
    });
    const originalError = t.app.log.error.bind(t.app.log);
    t.app.log.error = ((...args: unknown[]) => {
      failures.push(String(args[1]));
    }) as typeof t.app.log.error;
    try {
      await post(asClient, { text: 'Still posted' });
    } finally {
      unsubscribe();
      t.app.log.error = originalError;
    }
    expect(failures).toEqual(['event subscriber failed']);
  });
});
