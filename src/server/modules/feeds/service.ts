import type { ModuleContext } from '#server/modules/module-context.ts';
import { catalogueError } from '#server/lib/errors.ts';
import {
  aggregateFeeds,
  canModifyFeed,
  canPostToFeed,
  canReadFeed,
  feedLevels,
  isFeedEditable,
  systemFeedIds,
  type Feed,
  type FeedAccess,
  type FeedBody,
  type FeedListResponse,
  type FeedPerson,
  type FeedUpdateBody,
} from '#shared/feeds/feeds.ts';
import { roles } from '#shared/users/constants.ts';
import { isContrib, type Actor } from '#shared/users/levels.ts';
import { defaultAvatar, type SessionUser } from '#shared/users/schemas.ts';
import {
  deleteFeedWithPosts,
  findTeamIds,
  insertFeed,
  listStoredFeeds,
  listTeam,
  lockStoredFeed,
  replaceFeedMembers,
  updateFeedFields,
  type Executor,
  type TeamMember,
} from './queries.ts';

type Viewer = SessionUser | null;

/** Feeds and posts are the team's: a visitor signs in, a client is refused (spec §6). */
export const requireTeamMember = (viewer: Viewer): SessionUser => {
  if (!viewer) throw catalogueError('unauthorized', 'api.notSignedIn');
  if (!isContrib(viewer)) throw catalogueError('forbidden', 'api.feedsContributorsOnly');
  return viewer;
};

interface DirectoryEntry {
  feed: Feed;
  access: FeedAccess;
  /** The feeds whose posts this one shows; a feed that takes posts lists itself. */
  sources: (viewer: Actor, readable: readonly string[]) => string[];
}

const person = (member: TeamMember): FeedPerson => ({ _id: member.id, name: member.name, picture: member.picture ?? defaultAvatar });

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

const itself = (id: string) => (_viewer: Actor, readable: readonly string[]) => (readable.includes(id) ? [id] : []);

/** Every feed there is, computed feeds first (spec §2: the first one, all, is where /feed leads). */
const buildDirectory = async (db: ModuleContext['db']): Promise<DirectoryEntry[]> => {
  const [team, stored] = await Promise.all([listTeam(db), listStoredFeeds(db)]);
  const byId = new Map(team.map((member) => [member.id, member]));
  const entries: DirectoryEntry[] = [];
  for (const id of systemFeedIds) {
    entries.push({ feed: { ...baseFeed(id, [], { isSystem: true, isAggregate: true }), canPost: false }, access: { kind: 'system', users: [] }, sources: (_, readable) => [...readable] });
  }
  const memberFeeds = (viewer: Actor, readable: readonly string[]): string[] =>
    readable.filter(
      (key) =>
        key === viewer.level ||
        (viewer.role as readonly string[]).includes(key) ||
        stored.some((feed) => feed.id === key && feed.memberIds.includes(viewer._id)),
    );
  for (const [id, sources] of Object.entries(aggregateFeeds)) {
    entries.push({
      feed: { ...baseFeed(id, [], { isAggregate: true }), canPost: false },
      access: { kind: 'aggregate', users: [] },
      sources: sources === 'member' ? memberFeeds : (_, readable) => readable.filter((key) => (sources as readonly string[]).includes(key)),
    });
  }
  for (const level of feedLevels) {
    const people = team.filter((member) => member.level === level);
    entries.push({ feed: { ...baseFeed(level, people, { isLevelBased: true }), canPost: false }, access: { kind: 'level', level, users: [] }, sources: itself(level) });
  }
  for (const role of roles) {
    const people = team.filter((member) => member.roles.includes(role));
    entries.push({ feed: { ...baseFeed(role, people, { isRoleBased: true }), canPost: false }, access: { kind: 'role', role, users: [] }, sources: itself(role) });
  }
  for (const row of stored) {
    const people = row.memberIds.flatMap((userId) => byId.get(userId) ?? []);
    const feed = { ...baseFeed(row.id, people), name: row.name, description: row.description, icon: row.icon, isReadOnly: row.isReadOnly, canPost: false };
    entries.push({ feed, access: { kind: 'custom', users: feed.users }, sources: itself(row.id) });
  }
  return entries;
};

/** What one viewer may reach: the feeds they read, and for each the feeds its posts come from. */
export interface FeedScope {
  feeds: Feed[];
  /** Keys of the readable feeds that hold posts (level, role and admin feeds). */
  readableKeys: string[];
  sourcesOf: (feedId: string) => string[] | null;
  find: (feedId: string) => Feed | undefined;
}

export const loadFeedScope = async ({ db }: Pick<ModuleContext, 'db'>, viewer: Actor): Promise<FeedScope> => {
  const readableEntries = (await buildDirectory(db)).filter((entry) => canReadFeed(viewer, entry.access));
  const feeds = readableEntries.map((entry) => ({ ...entry.feed, canPost: canPostToFeed(viewer, entry.feed) }));
  const readableKeys = feeds.filter((feed) => !feed.isAggregate).map((feed) => feed._id);
  const byId = new Map(readableEntries.map((entry) => [entry.feed._id, entry]));
  return {
    feeds,
    readableKeys,
    sourcesOf: (feedId) => byId.get(feedId)?.sources(viewer, readableKeys) ?? null,
    find: (feedId) => feeds.find((feed) => feed._id === feedId),
  };
};

export const listFeeds = async (context: ModuleContext, { viewer }: { viewer: Viewer }): Promise<FeedListResponse> => {
  const user = requireTeamMember(viewer);
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
  const user = requireTeamMember(viewer);
  const anyAdminFeed = { users: [], isReadOnly: false, isAggregate: false, isLevelBased: false, isRoleBased: false, isSystem: false };
  if (!canModifyFeed(user, anyAdminFeed)) throw catalogueError('forbidden', 'api.feedEditRefused');
  return user;
};

export const createFeed = async (context: ModuleContext, { viewer, body }: { viewer: Viewer; body: FeedBody }) => {
  const user = requireFeedManager(viewer);
  const { db, clock, t } = context;
  const row = await db.transaction(async (tx) => {
    const people = (await checkPeople(tx, body.users)) ?? [];
    const inserted = await insertFeed(tx, { name: body.name, description: body.description, icon: body.icon, isReadOnly: body.isReadOnly, createdBy: user._id });
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

export const updateFeed = async (context: ModuleContext, { viewer, id, body }: { viewer: Viewer; id: string; body: FeedUpdateBody }) => {
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
