import { z } from 'zod';
import { isAdmin, type Actor } from '../users/levels.ts';

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
export const isFeedEditable = (feed: FeedRecord): boolean => !feed.isSystem && !feed.isLevelBased && !feed.isRoleBased && !feed.isAggregate;

/** Spec §6 leaves the rule open; feed management is admin-only there, so only admins modify feeds. */
export const canModifyFeed = (user: Actor | null | undefined, feed: FeedRecord): boolean => isAdmin(user) && isFeedEditable(feed);

export type FeedSettingsAction = 'add-people' | 'edit' | 'delete';

/** Spec §2 feed settings panel: Add People only when the feed has no users, then Edit and Delete. */
export const feedSettingsActions = (user: Actor | null | undefined, feed: FeedRecord): FeedSettingsAction[] => {
  if (!canModifyFeed(user, feed)) return [];
  return feed.users.length === 0 ? ['add-people', 'edit', 'delete'] : ['edit', 'delete'];
};

/** Spec §2: aggregate feeds show neither the actions nor the people list. */
export const showsFeedPeople = (feed: FeedRecord): boolean => !feed.isAggregate;

/** Read-only feeds take posts from admins only. */
export const canPostToFeed = (user: Actor | null | undefined, feed: FeedRecord): boolean =>
  user != null && !feed.isAggregate && (!feed.isReadOnly || isAdmin(user));

export const feedNameRequiredMessage = 'Feed name is required';

/** POST /api/feeds and /api/feeds/{id} (spec §5: the name is trimmed and not empty). */
export const feedBodySchema = z.object({
  name: z.string({ error: feedNameRequiredMessage }).trim().min(1, { error: feedNameRequiredMessage }),
  description: z.string().trim().default(''),
  icon: z.string().trim().min(1).default(defaultFeedIcon),
  users: z.array(z.string()).default([]),
  isReadOnly: z.boolean().default(false),
});
export type FeedBody = z.infer<typeof feedBodySchema>;
