import type { Executor } from '#server/db/client.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { requireContributor } from '#server/lib/refusals.ts';
import {
  aggregateFeeds,
  canModifyFeed,
  canPostToFeed,
  canReadFeed,
  feedLevels,
  isFeedEditable,
  studioFeedId,
  systemFeedIds,
  type Feed,
  type FeedAccess,
  type FeedBody,
  type FeedListResponse,
  type FeedPerson,
  type FeedUpdateBody,
} from '#shared/feeds/feeds.ts';
import { roles } from '#shared/users/constants.ts';
import type { Actor } from '#shared/users/levels.ts';
import { defaultAvatar, type SessionUser, type Viewer } from '#shared/users/schemas.ts';
import {
  deleteFeedWithPosts,
  findTeamIds,
  insertFeed,
  listStoredFeeds,
  listTeam,
  lockStoredFeed,
  replaceFeedMembers,
  updateFeedFields,
  type TeamMember,
} from './queries.ts';

interface DirectoryEntry {
  feed: Feed;
  access: FeedAccess;
}

const person = (member: TeamMember): FeedPerson => ({
  _id: member.id,
  name: member.name,
  picture: member.picture ?? defaultAvatar,
});

const baseFeed = (id: string, people: TeamMember[], flags: Partial<Feed> = {}): Omit<Feed, 'canPost'> => ({
  _id: id,
  name: id,
  description: '',
  icon: '#',
  users: people.map((member) => member.id),
  people: people.map(person),
  isReadOnly: false,
  isAggregate: false,
  isLevelBased: false,
  isRoleBased: false,
  isSystem: false,
  ...flags,
});

/** Every feed there is, computed feeds first (spec §2: the first one, all, is where /feed leads). */
const buildDirectory = async (db: ModuleContext['db']): Promise<DirectoryEntry[]> => {
  const [team, stored] = await Promise.all([listTeam(db), listStoredFeeds(db)]);
  const byId = new Map(team.map((member) => [member.id, member]));
  const entries: DirectoryEntry[] = [];
  for (const id of systemFeedIds) {
    entries.push({
      feed: { ...baseFeed(id, [], { isSystem: true, isAggregate: true }), canPost: false },
      access: { kind: 'system', users: [] },
    });
  }
  for (const id of Object.keys(aggregateFeeds)) {
    entries.push({
      feed: { ...baseFeed(id, [], { isAggregate: true }), canPost: false },
      access: { kind: 'aggregate', users: [] },
    });
  }
  entries.push({
    feed: { ...baseFeed(studioFeedId, team, { isLevelBased: true }), canPost: false },
    access: { kind: 'studio', users: [] },
  });
  for (const level of feedLevels) {
    const people = team.filter((member) => member.level === level);
    entries.push({
      feed: { ...baseFeed(level, people, { isLevelBased: true }), canPost: false },
      access: { kind: 'level', level, users: [] },
    });
  }
  for (const role of roles) {
    const people = team.filter((member) => member.roles.includes(role));
    entries.push({
      feed: { ...baseFeed(role, people, { isRoleBased: true }), canPost: false },
      access: { kind: 'role', role, users: [] },
    });
  }
  for (const row of stored) {
    const people = row.memberIds.flatMap((userId) => byId.get(userId) ?? []);
    const feed = {
      ...baseFeed(row.id, people),
      name: row.name,
      description: row.description,
      icon: row.icon,
      isReadOnly: row.isReadOnly,
      canPost: false,
    };
    entries.push({ feed, access: { kind: 'custom', users: feed.users } });
  }
  return entries;
};

/** What one viewer may reach: the feeds they read. */
export interface FeedScope {
  feeds: Feed[];
  /** Keys of the readable feeds that hold posts (level, role and admin feeds). */
  readableKeys: string[];
  find: (feedId: string) => Feed | undefined;
}

export const loadFeedScope = async ({ db }: Pick<ModuleContext, 'db'>, viewer: Actor): Promise<FeedScope> => {
  const feeds = (await buildDirectory(db))
    .filter((entry) => canReadFeed(viewer, entry.access))
    .map((entry) => ({ ...entry.feed, canPost: canPostToFeed(viewer, entry.feed) }));
  return {
    feeds,
    readableKeys: feeds.filter((feed) => !feed.isAggregate).map((feed) => feed._id),
    find: (feedId) => feeds.find((feed) => feed._id === feedId),
  };
};

/**
 * The feeds whose posts a feed shows, decided from the reader alone (decision 075), so that the list
 * reads its posts and the stored feeds in one statement: the level and role feeds by name, the
 * stored (admin-made) feeds as a rule the statement applies with canReadFeed's rule for them.
 */
export type PostSources =
  /** One feed: a level or role feed the reader reads, or a stored feed, whose posts show only if the reader may read it. */
  | { feed: string; stored: boolean }
  /** Several: these level and role feeds, and the stored feeds the reader reads, those they belong to, or none. */
  | { keys: string[]; stored: 'readable' | 'member' | 'none' };

/** The level and role feeds, each with who may read it. */
const computedFeeds: { key: string; access: FeedAccess }[] = [
  { key: studioFeedId, access: { kind: 'studio', users: [] } },
  ...feedLevels.map((level) => ({ key: level, access: { kind: 'level' as const, level, users: [] } })),
  ...roles.map((role) => ({ key: role, access: { kind: 'role' as const, role, users: [] } })),
];

/** Null: no feed of that key, or one the reader may not read (it does not exist for them). */
export const postSourcesOf = (viewer: Actor, feedId: string): PostSources | null => {
  const readable = computedFeeds.filter((feed) => canReadFeed(viewer, feed.access)).map((feed) => feed.key);
  if (systemFeedIds.some((id) => id === feedId)) return { keys: readable, stored: 'readable' };
  const aggregate = Object.entries(aggregateFeeds).find(([id]) => id === feedId)?.[1];
  if (aggregate === 'member')
    return {
      keys: readable.filter(
        (key) => key === studioFeedId || key === viewer.level || viewer.role.some((role) => role === key),
      ),
      stored: 'member',
    };
  if (aggregate) return { keys: readable.filter((key) => aggregate.some((role) => role === key)), stored: 'none' };
  if (computedFeeds.some((feed) => feed.key === feedId))
    return readable.includes(feedId) ? { feed: feedId, stored: false } : null;
  return { feed: feedId, stored: true };
};

export const listFeeds = async (context: ModuleContext, { viewer }: { viewer: Viewer }): Promise<FeedListResponse> => {
  const user = requireContributor(viewer, 'api.feedsContributorsOnly');
  return { items: (await loadFeedScope(context, user)).feeds };
};

const checkPeople = async (tx: Executor, userIds: readonly string[] | undefined): Promise<string[] | undefined> => {
  if (!userIds) return undefined;
  const unique = [...new Set(userIds)];
  const team = await findTeamIds(tx, unique);
  if (unique.some((id) => !team.has(id))) throw catalogueError('bad_request', 'api.feedPeopleUnknown');
  return unique;
};

const reloadFeed = async (context: ModuleContext, viewer: SessionUser, id: string): Promise<Feed> => {
  const feed = (await loadFeedScope(context, viewer)).find(id);
  if (!feed) throw catalogueError('not_found', 'api.feedNotFound');
  return feed;
};

const requireFeedManager = (viewer: Viewer): SessionUser => {
  const user = requireContributor(viewer, 'api.feedsContributorsOnly');
  const anyAdminFeed = {
    users: [],
    isReadOnly: false,
    isAggregate: false,
    isLevelBased: false,
    isRoleBased: false,
    isSystem: false,
  };
  if (!canModifyFeed(user, anyAdminFeed)) throw catalogueError('forbidden', 'api.feedEditRefused');
  return user;
};

export const createFeed = async (context: ModuleContext, { viewer, body }: { viewer: Viewer; body: FeedBody }) => {
  const user = requireFeedManager(viewer);
  const { db, clock, t } = context;
  const row = await db.transaction(async (tx) => {
    const people = (await checkPeople(tx, body.users)) ?? [];
    const inserted = await insertFeed(tx, {
      name: body.name,
      description: body.description,
      icon: body.icon,
      isReadOnly: body.isReadOnly,
      createdBy: user._id,
    });
    await replaceFeedMembers(tx, inserted.id, people, clock.now());
    return inserted;
  });
  return { feed: await reloadFeed(context, user, row.id), message: t('api.feedCreated') };
};

/** Computed feeds have no row: their keys are refused as not editable rather than not found. */
const refuseComputedFeed = async (context: ModuleContext, viewer: SessionUser, id: string): Promise<never> => {
  const feed = (await loadFeedScope(context, viewer)).find(id);
  if (feed && !isFeedEditable(feed)) throw catalogueError('forbidden', 'api.feedNotEditable');
  throw catalogueError('not_found', 'api.feedNotFound');
};

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const updateFeed = async (
  context: ModuleContext,
  { viewer, id, body }: { viewer: Viewer; id: string; body: FeedUpdateBody },
) => {
  const user = requireFeedManager(viewer);
  if (!uuidShape.test(id)) return refuseComputedFeed(context, user, id);
  const { db, clock, t } = context;
  await db.transaction(async (tx) => {
    if (!(await lockStoredFeed(tx, id))) throw catalogueError('not_found', 'api.feedNotFound');
    const people = await checkPeople(tx, body.users);
    await updateFeedFields(tx, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.icon === undefined ? {} : { icon: body.icon }),
      ...(body.isReadOnly === undefined ? {} : { isReadOnly: body.isReadOnly }),
    });
    if (people) await replaceFeedMembers(tx, id, people, clock.now());
  });
  return { feed: await reloadFeed(context, user, id), message: t('api.feedUpdated') };
};

/** DELETE /api/feeds/{name}: the name is the feed's key, as in /feed/{feed}. */
export const deleteFeed = async (context: ModuleContext, { viewer, name }: { viewer: Viewer; name: string }) => {
  const user = requireFeedManager(viewer);
  if (!uuidShape.test(name)) return refuseComputedFeed(context, user, name);
  await context.db.transaction(async (tx) => {
    if (!(await lockStoredFeed(tx, name))) throw catalogueError('not_found', 'api.feedNotFound');
    await deleteFeedWithPosts(tx, name);
  });
  return { message: context.t('api.feedDeleted') };
};
