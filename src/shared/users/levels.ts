import { levels, type Level, type Role } from './constants.ts';

/** The least a permission check needs to know about a user. */
export interface Actor {
  _id: string;
  level: Level;
  role: readonly Role[];
}

/** The least a collaborator check needs to know about a project: the user ids of its collaborators. */
export interface CollabRecord {
  collabs: readonly string[];
}

export const isAdmin = (user: Actor | null | undefined): boolean => user?.level === 'admin';

export const isStaff = (user: Actor | null | undefined): boolean => user?.level === 'staff';

export const isPower = (user: Actor | null | undefined): boolean => isAdmin(user) || isStaff(user);

export const isContrib = (user: Actor | null | undefined): boolean => isPower(user) || user?.level === 'freelancer';

export const isPm = (user: Actor | null | undefined): boolean =>
  isAdmin(user) || (user?.role.includes('project-manager') ?? false);

/** Spec §6: a PM, or a member of the project's collabs. A visitor is never a collaborator. */
export const isCollab = (user: Actor | null | undefined, project: CollabRecord): boolean =>
  user != null && (isPm(user) || project.collabs.includes(user._id));

export const isLoggedIn = (user: Actor | null | undefined): user is Actor => user != null;

export const hasAnyRole = (user: Actor | null | undefined, wanted: readonly Role[]): boolean =>
  user?.role.some((role) => wanted.includes(role)) ?? false;

/** Spec §6 orders levels from most to least: admin, staff, freelancer, client. Lower rank is more. */
export const levelRank = (level: Level): number => levels.indexOf(level);

/** Spec §5: role checkboxes are disabled for client users, so only contributors carry roles. */
export const mayHaveRoles = (level: Level): boolean => level !== 'client';

const badgeColors: Partial<Record<Level, string>> = { admin: 'red', staff: 'yellow', freelancer: 'blue' };

/** Spec §6: admin red, staff yellow, freelancer blue; clients have no badge. */
export const levelBadgeColor = (level: Level): string | null => badgeColors[level] ?? null;
