import { z } from 'zod';
import { invalid } from '../i18n/validation.ts';
import { roles, type Level, type Role } from '../users/constants.ts';
import { isAdmin, isContrib, type Actor } from '../users/levels.ts';

export const defaultFeedIcon = '#';

export interface FeedRecord {
  users: readonly string[];
  isReadOnly: boolean;
  isAggregate: boolean;
  isLevelBased: boolean;
  isRoleBased: boolean;
  isSystem: boolean;
}

/** Spec §6: system, level-based and role-based feeds cannot be edited directly; aggregates are computed. */
export const isFeedEditable = (feed: FeedRecord): boolean =>
  !feed.isSystem && !feed.isLevelBased && !feed.isRoleBased && !feed.isAggregate;

/** Spec §6 leaves the rule open; feed management is admin-only there, so only admins modify feeds (decision 051). */
export const canModifyFeed = (user: Actor | null | undefined, feed: FeedRecord): boolean =>
  isAdmin(user) && isFeedEditable(feed);

export type FeedSettingsAction = 'add-people' | 'edit' | 'delete';

/** Spec §2 feed settings panel: Add People only when the feed has no users, then Edit and Delete. */
export const feedSettingsActions = (user: Actor | null | undefined, feed: FeedRecord): FeedSettingsAction[] => {
  if (!canModifyFeed(user, feed)) return [];
  return feed.users.length === 0 ? ['add-people', 'edit', 'delete'] : ['edit', 'delete'];
};

/** Spec §2: aggregate feeds show neither the actions nor the people list. */
export const showsFeedPeople = (feed: FeedRecord): boolean => !feed.isAggregate;

/** Read-only feeds take posts from admins only; aggregates gather other feeds' posts and take none. */
export const canPostToFeed = (user: Actor | null | undefined, feed: FeedRecord): boolean =>
  isContrib(user) && !feed.isAggregate && (!feed.isReadOnly || isAdmin(user));

/** Spec §2: /feed redirects to /feed/all, the first feed of every list. */
export const systemFeedIds = ['all', 'unread', 'todo'] as const;
export type SystemFeedId = (typeof systemFeedIds)[number];
export const firstFeedId: SystemFeedId = 'all';

/**
 * The feed of everyone in the studio: every contributor is its member, so a memo written there
 * reaches staff, freelancers and admins alike; the memo form presets it.
 */
export const studioFeedId = 'studio';

/** One level-based feed per contributor level: clients have no feeds (spec §6). */
export const feedLevels = ['admin', 'staff', 'freelancer'] as const satisfies readonly Level[];

/**
 * Aggregate feeds gather the posts of other feeds (decision 051): "mine" every feed the viewer
 * belongs to, "production" the role feeds of the people who draw, voice and edit.
 */
export const aggregateFeeds = {
  mine: 'member',
  production: [
    'storyboard',
    'storyboard-changes',
    'coloring',
    'voice',
    'recording',
    'video-editing',
    'video-export',
    'sound-design',
    'cover-image-design',
  ],
} as const satisfies Record<string, 'member' | readonly Role[]>;
export type AggregateFeedId = keyof typeof aggregateFeeds;

/** The keys of the computed feeds; an admin's feed gets a uuid, so a name can never collide with them. */
export const computedFeedIds: readonly string[] = [
  ...systemFeedIds,
  studioFeedId,
  ...Object.keys(aggregateFeeds),
  ...feedLevels,
  ...roles,
];

/** Who reads a feed's posts (decision 051): admins all; members of a level, role or peopled feed; every contributor an open feed. */
export interface FeedAccess {
  kind: 'system' | 'aggregate' | 'studio' | 'level' | 'role' | 'custom';
  level?: Level;
  role?: Role;
  users: readonly string[];
}

export const canReadFeed = (user: Actor | null | undefined, feed: FeedAccess): boolean => {
  if (!user || !isContrib(user)) return false;
  if (isAdmin(user)) return true;
  switch (feed.kind) {
    case 'system':
    case 'aggregate':
    case 'studio':
      return true;
    case 'level':
      return feed.level === user.level;
    case 'role':
      return feed.role !== undefined && user.role.includes(feed.role);
    case 'custom':
      return feed.users.length === 0 || feed.users.includes(user._id);
  }
};

/**
 * Whether a post written to `target` shows in the feed `viewedId` (decision 051): the feed itself,
 * any feed for a system feed, the feeds an aggregate gathers. A computed feed lists its people in
 * `users`, so "mine" gathers the feeds whose users include the viewer.
 */
export const feedShowsPostsOf = (
  viewer: Actor,
  viewedId: string,
  target: Pick<Feed, '_id' | 'users' | 'isAggregate'>,
): boolean => {
  if (target.isAggregate) return false;
  if (target._id === viewedId || systemFeedIds.some((id) => id === viewedId)) return true;
  const gathered = Object.entries(aggregateFeeds).find(([id]) => id === viewedId)?.[1];
  if (gathered === 'member') return target.users.includes(viewer._id);
  return gathered?.some((role) => role === target._id) ?? false;
};

/** Spec §9: user groups show the last 3 avatars plus +N more. */
export const feedAvatarsShown = 3;
export const lastAvatars = <T>(people: readonly T[]): { shown: T[]; more: number } => ({
  shown: people.slice(-feedAvatarsShown),
  more: Math.max(0, people.length - feedAvatarsShown),
});

export const feedNameRequiredMessage = invalid('validation.feeds.nameRequired');

const feedFields = {
  name: z
    .string({ error: feedNameRequiredMessage })
    .trim()
    .min(1, { error: feedNameRequiredMessage })
    .max(80, { error: invalid('validation.feeds.nameTooLong') }),
  description: z
    .string()
    .trim()
    .max(500, { error: invalid('validation.feeds.descriptionTooLong') }),
  icon: z
    .string()
    .trim()
    .max(8, { error: invalid('validation.feeds.iconTooLong') })
    .transform((icon) => icon || defaultFeedIcon),
  users: z
    .array(z.uuid({ error: invalid('validation.feeds.person') }))
    .max(300, { error: invalid('validation.feeds.tooManyPeople') }),
  isReadOnly: z.boolean(),
};

/** POST /api/feeds (spec §5: the name is trimmed and not empty). */
export const feedBodySchema = z.object({
  name: feedFields.name,
  description: feedFields.description.default(''),
  icon: feedFields.icon.default(defaultFeedIcon),
  users: feedFields.users.default([]),
  isReadOnly: feedFields.isReadOnly.default(false),
});
export type FeedBody = z.infer<typeof feedBodySchema>;

/** POST /api/feeds/{id}: feedForm sends its fields, feedUserForm only users; what is left out stays. */
export const feedUpdateBodySchema = z.object({
  name: feedFields.name.optional(),
  description: feedFields.description.optional(),
  icon: feedFields.icon.optional(),
  users: feedFields.users.optional(),
  isReadOnly: feedFields.isReadOnly.optional(),
});
export type FeedUpdateBody = z.infer<typeof feedUpdateBodySchema>;

export const feedPersonSchema = z.object({ _id: z.string(), name: z.string(), picture: z.string() });
export type FeedPerson = z.infer<typeof feedPersonSchema>;

/** Spec §3 Feed, as the API answers it; computed feeds carry their key as name and are labelled by the client. */
export const feedSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  users: z.array(z.string()),
  people: z.array(feedPersonSchema),
  isReadOnly: z.boolean(),
  isAggregate: z.boolean(),
  isLevelBased: z.boolean(),
  isRoleBased: z.boolean(),
  isSystem: z.boolean(),
  canPost: z.boolean(),
});
export type Feed = z.infer<typeof feedSchema>;

export const feedListResponseSchema = z.object({ items: z.array(feedSchema) });
export type FeedListResponse = z.infer<typeof feedListResponseSchema>;
export const feedWriteResponseSchema = z.object({ feed: feedSchema, message: z.string() });
export const feedDeleteResponseSchema = z.object({ message: z.string() });
export const feedIdParamsSchema = z.object({ id: z.string().min(1) });
export const feedNameParamsSchema = z.object({ name: z.string().min(1) });
