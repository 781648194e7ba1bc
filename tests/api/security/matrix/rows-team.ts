import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { feeds, notificationMutes, posts } from '#server/db/schema/index.ts';
import { canModifyFeed, canPostToFeed } from '#shared/feeds/feeds.ts';
import { canModifyPost, canReadPost } from '#shared/posts/posts.ts';
import { isContrib, isLoggedIn } from '#shared/users/levels.ts';
import { can, canSetUserDisabled } from '#shared/users/permissions.ts';
import { json, pngUpload, projectRow } from './project-row.ts';
import { defineRow, type Call, type MatrixRequest, type MatrixRow, type VisitorRefusal } from './row.ts';
import { callerNames, type World } from './world.ts';

/** An open feed (no members: every contributor reads it, decision 051) as an admin made it. */
const openFeed = {
  users: [],
  isReadOnly: false,
  isAggregate: false,
  isLevelBased: false,
  isRoleBased: false,
  isSystem: false,
};

const insertFeed = async (world: World): Promise<string> => {
  const [row] = await world.t.database.db
    .insert(feeds)
    .values({ name: 'Studio news', createdBy: world.users.admin._id })
    .returning({ id: feeds.id });
  if (!row) throw new Error('feed not inserted');
  return row.id;
};

interface PostFixture {
  feed: string;
  post: string;
  author: string;
  isPrivate: boolean;
}

const postTargets = ['public', 'private'] as const;

/** A post by a staff member who is no caller, public or private, in an open feed; a memo for the memo's own routes. */
const postFixture = async (world: World, target: string): Promise<PostFixture> => {
  const feed = await insertFeed(world);
  const author = world.extras.plainAuthor._id;
  const isPrivate = target === 'private';
  const title = world.markers.post(author, isPrivate);
  const [row] = await world.t.database.db
    .insert(posts)
    .values({
      feed,
      title,
      body: 'Details inside',
      userId: author,
      isPrivate,
      type: target === 'memo' ? 'memo' : 'post',
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('post not inserted');
  return { feed, post: row.id, author, isPrivate };
};

const reads = ({ actor, fixture }: Call<PostFixture>) =>
  canReadPost(actor, { user: fixture.author, private: fixture.isPrivate, users: [] }, isContrib(actor));
const modifies = (call: Call<PostFixture>) => reads(call) && canModifyPost(call.actor, { user: call.fixture.author });

const postRow = (spec: {
  route: string;
  writes?: boolean;
  request: (call: Call<PostFixture>) => MatrixRequest;
  allowed: (call: Call<PostFixture>) => boolean;
}) => defineRow<PostFixture>({ ...spec, targets: postTargets, fixture: postFixture });

const postBody = (feed: string) => ({
  feed,
  title: 'Weekly update',
  body: 'All on track',
  type: 'post',
  private: false,
  users: [],
  files: [],
  rating: 3,
});

interface NotificationFixture {
  /** Each signed-in caller's own notification, by user id. */
  own: Map<string, string>;
  other: string;
}

const notificationFixture = async (world: World): Promise<NotificationFixture> => {
  const own = new Map<string, string>();
  for (const who of callerNames) {
    const actor = world.actor(who);
    if (actor) own.set(actor._id, await world.notification(actor._id));
  }
  return { own, other: await world.notification(world.extras.plainAuthor._id) };
};

/** 'mine' is the caller's own notification (a visitor tries the client's), 'theirs' someone else's. */
const notificationOf = ({ fixture, target, actor, world }: Call<NotificationFixture>): string =>
  target === 'theirs' ? fixture.other : (fixture.own.get(actor?._id ?? world.users.client._id) ?? '');

const notificationRow = (spec: {
  route: string;
  writes?: boolean;
  visitorRefusal?: VisitorRefusal;
  request: (id: string) => MatrixRequest;
}) =>
  defineRow<NotificationFixture>({
    ...spec,
    targets: ['mine', 'theirs'],
    fixture: notificationFixture,
    request: (call) => spec.request(notificationOf(call)),
    allowed: ({ actor, target }) => isLoggedIn(actor) && target === 'mine',
  });

/** The projects a caller muted by their id: their preferences list them back. */
const mutedBy = async (world: World, userId: string): Promise<string[]> =>
  (
    await world.t.database.db
      .select({ projectId: notificationMutes.projectId })
      .from(notificationMutes)
      .where(eq(notificationMutes.userId, userId))
  ).map((row) => row.projectId);

const signedIn = ({ actor }: { actor: unknown }) => isLoggedIn(actor as Parameters<typeof isLoggedIn>[0]);

/** Posts and feeds (spec §2, §6: the team's), notifications, the account, users. */
export const teamRows: MatrixRow[] = [
  defineRow({
    route: 'GET /api/feeds',
    request: () => json('GET', '/api/feeds'),
    allowed: ({ actor }) => isContrib(actor),
  }),
  defineRow({
    route: 'POST /api/feeds',
    writes: true,
    request: () =>
      json('POST', '/api/feeds', {
        name: 'Launch room',
        description: 'Everything about the launch',
        icon: '#',
        users: [],
        isReadOnly: false,
      }),
    allowed: ({ actor }) => can(actor, 'addFeed'),
  }),
  defineRow<string>({
    route: 'POST /api/feeds/:id',
    writes: true,
    fixture: insertFeed,
    request: ({ fixture }) => json('POST', `/api/feeds/${fixture}`, { name: 'Studio news (renamed)' }),
    allowed: ({ actor }) => canModifyFeed(actor, openFeed),
  }),
  defineRow<string>({
    route: 'DELETE /api/feeds/:name',
    writes: true,
    fixture: insertFeed,
    request: ({ fixture }) => json('DELETE', `/api/feeds/${fixture}`),
    allowed: ({ actor }) => canModifyFeed(actor, openFeed),
  }),
  postRow({
    route: 'GET /api/posts',
    request: ({ fixture }) => json('GET', `/api/posts?feed=${fixture.feed}`),
    allowed: ({ actor }) => isContrib(actor),
  }),
  postRow({
    route: 'GET /api/posts/search',
    request: () => json('GET', '/api/posts/search?term=Post'),
    allowed: ({ actor }) => isContrib(actor),
  }),
  postRow({
    route: 'GET /api/posts/:id',
    request: ({ fixture }) => json('GET', `/api/posts/${fixture.post}`),
    allowed: reads,
  }),
  postRow({
    route: 'POST /api/posts',
    writes: true,
    request: ({ fixture }) => json('POST', '/api/posts', postBody(fixture.feed)),
    allowed: ({ actor }) => canPostToFeed(actor, openFeed),
  }),
  postRow({
    route: 'POST /api/posts/:id',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/posts/${fixture.post}`, postBody(fixture.feed)),
    allowed: modifies,
  }),
  postRow({
    route: 'POST /api/posts/:id/rate',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/posts/${fixture.post}/rate`, { rating: 5 }),
    allowed: reads,
  }),
  postRow({
    route: 'POST /api/posts/:id/section',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/posts/${fixture.post}/section`, { id: 'Objective', content: 'Win the pitch' }),
    allowed: modifies,
  }),
  postRow({
    route: 'POST /api/posts/:id/todo',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/posts/${fixture.post}/todo`, { remove: false }),
    allowed: reads,
  }),
  postRow({
    route: 'POST /api/posts/:id/track-users',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/posts/${fixture.post}/track-users`, { readBy: true, markAsRead: true }),
    allowed: reads,
  }),
  defineRow<PostFixture>({
    route: 'POST /api/posts/:id/hide-memo',
    writes: true,
    targets: ['memo'],
    fixture: postFixture,
    request: ({ fixture }) => json('POST', `/api/posts/${fixture.post}/hide-memo`, {}),
    allowed: reads,
  }),
  postRow({
    route: 'DELETE /api/posts/:id',
    writes: true,
    request: ({ fixture }) => json('DELETE', `/api/posts/${fixture.post}`),
    allowed: modifies,
  }),

  defineRow<NotificationFixture>({
    route: 'GET /api/notifs',
    fixture: notificationFixture,
    request: () => json('GET', '/api/notifs'),
    allowed: signedIn,
  }),
  defineRow({
    route: 'GET /api/notifs/mark-all',
    writes: true,
    request: () => json('GET', '/api/notifs/mark-all'),
    allowed: signedIn,
  }),
  defineRow({
    route: 'GET /api/notifs/clear-all',
    writes: true,
    request: () => json('GET', '/api/notifs/clear-all'),
    allowed: signedIn,
  }),
  defineRow({
    route: 'POST /api/notifs/mark-all',
    writes: true,
    request: () => json('POST', '/api/notifs/mark-all'),
    allowed: signedIn,
  }),
  defineRow({
    route: 'POST /api/notifs/clear-all',
    writes: true,
    request: () => json('POST', '/api/notifs/clear-all'),
    allowed: signedIn,
  }),
  notificationRow({
    route: 'POST /api/notifs/:id/mark',
    writes: true,
    request: (id) => json('POST', `/api/notifs/${id}/mark`),
  }),
  notificationRow({
    route: 'POST /api/notifs/:id/unmark',
    writes: true,
    request: (id) => json('POST', `/api/notifs/${id}/unmark`),
  }),
  notificationRow({
    route: 'DELETE /api/notifs/:id',
    writes: true,
    request: (id) => json('DELETE', `/api/notifs/${id}`),
  }),
  notificationRow({
    route: 'GET /notifs/:id',
    writes: true,
    visitorRefusal: 'sign-in-page',
    request: (id) => json('GET', `/notifs/${id}`),
  }),
  defineRow({
    route: 'GET /api/accounts/notification-preferences',
    request: () => json('GET', '/api/accounts/notification-preferences'),
    allowed: signedIn,
  }),
  defineRow({
    route: 'POST /api/accounts/notification-digest',
    writes: true,
    request: () => json('POST', '/api/accounts/notification-digest', { digest: true }),
    allowed: signedIn,
  }),
  ...(['POST', 'DELETE'] as const).map((method) =>
    projectRow({
      route: `${method} /api/accounts/notification-mutes/:projectId`,
      trashed: true,
      request: async ({ fixture, actor, world }) => ({
        ...json(method, `/api/accounts/notification-mutes/${fixture.id}`),
        scope: { projectIds: actor ? await mutedBy(world, actor._id) : [] },
      }),
      allowed: signedIn,
    }),
  ),

  defineRow({ route: 'GET /api/accounts/me', request: () => json('GET', '/api/accounts/me'), allowed: signedIn }),
  defineRow({
    route: 'POST /api/accounts/picture',
    writes: true,
    request: () => pngUpload('/api/accounts/picture'),
    allowed: signedIn,
  }),
  defineRow({
    route: 'POST /api/accounts/name',
    writes: true,
    request: ({ actor }) => json('POST', '/api/accounts/name', { name: actor?.name ?? 'A visitor' }),
    allowed: signedIn,
  }),
  defineRow({
    route: 'POST /api/accounts/notification',
    writes: true,
    request: () => json('POST', '/api/accounts/notification', { status: true }),
    allowed: signedIn,
  }),
  defineRow({
    route: 'POST /api/accounts/notification-email',
    writes: true,
    request: ({ actor }) =>
      json('POST', '/api/accounts/notification-email', { email: actor?.email ?? 'visitor@studio-guest.test' }),
    allowed: signedIn,
  }),
  defineRow({
    route: 'GET /api/users',
    request: () => json('GET', '/api/users'),
    allowed: ({ actor }) => can(actor, 'autocompleteUsers') || can(actor, 'manageUsers'),
  }),
  defineRow<string>({
    route: 'POST /api/users/:id/role',
    writes: true,
    fixture: async (world) => (await world.bystander('freelancer', ['voice']))._id,
    request: ({ fixture }) =>
      json('POST', `/api/users/${fixture}/role`, { level: 'freelancer', role: ['voice', 'recording'] }),
    allowed: ({ actor }) => can(actor, 'changeRolesAndLevels'),
  }),
  defineRow({
    route: 'POST /api/users',
    writes: true,
    request: () =>
      json('POST', '/api/users', {
        name: 'Mara Made',
        email: `made-${randomUUID()}@example.test`,
        level: 'freelancer',
        role: ['voice'],
      }),
    allowed: ({ actor }) => can(actor, 'manageUsers'),
  }),
  ...(['disable', 'enable'] as const).map((change) =>
    defineRow<string>({
      route: `POST /api/users/:id/${change}`,
      writes: true,
      fixture: async (world) => (await world.bystander('freelancer', ['voice']))._id,
      request: ({ fixture }) => json('POST', `/api/users/${fixture}/${change}`),
      allowed: ({ actor, fixture }) => canSetUserDisabled(actor, fixture),
    }),
  ),
];
