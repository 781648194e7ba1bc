import { beforeAll, expect } from 'vitest';
import type { Feed } from '#shared/feeds/feeds.ts';
import type { Post } from '#shared/posts/posts.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import type { TestApp } from '../../support/test-app.ts';
import { caller, type Caller } from '../comments/comment-fixtures.ts';

export type Person = 'admin' | 'staff' | 'pm' | 'freelancer' | 'voice' | 'client';

/** One studio: an admin, two staff (one PM), two freelancers (one voice artist) and a client, each signed in. */
export const studio = async (t: TestApp) => {
  const people = {
    admin: await t.createUser('admin', [], 'Ada Admin'),
    staff: await t.createUser('staff', ['script'], 'Sam Staff'),
    pm: await t.createUser('staff', ['project-manager'], 'Pat Manager'),
    freelancer: await t.createUser('freelancer', ['storyboard'], 'Fran Freelancer'),
    voice: await t.createUser('freelancer', ['voice'], 'Val Voice'),
    client: await t.createUser('client', [], 'Cleo Client'),
  } satisfies Record<Person, SessionUser>;
  const as = { visitor: caller(t, null) } as Record<Person | 'visitor', Caller>;
  for (const [name, user] of Object.entries(people)) as[name as Person] = caller(t, await t.signIn(user.email));
  return { people, as };
};

export type Studio = Awaited<ReturnType<typeof studio>>;

/** The studio of a test file, signed in once before its tests (sign-in is rate limited); read its fields inside tests. */
export const useStudio = (t: TestApp): Studio => {
  const filled = {} as Studio;
  beforeAll(async () => {
    Object.assign(filled, await studio(t));
  });
  return filled;
};

export const createFeed = async (who: Caller, body: Record<string, unknown>): Promise<Feed> => {
  const response = await who.post('/api/feeds', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ feed: Feed }>().feed;
};

export const createPost = async (who: Caller, body: Record<string, unknown>): Promise<Post> => {
  const response = await who.post('/api/posts', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ post: Post }>().post;
};

export const listPosts = async (who: Caller, query: string): Promise<Post[]> => {
  const response = await who.get(`/api/posts?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Post[] }>().items;
};

export const titles = (posts: readonly Post[]): string[] => posts.map((post) => post.title);
