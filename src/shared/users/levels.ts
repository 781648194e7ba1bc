import type { Level, Role } from './schemas.ts';

/** The least a permission check needs to know about a user. */
export interface Actor {
  _id: string;
  level: Level;
  role: readonly Role[];
}

export const isAdmin = (user: Actor | null | undefined): boolean => user?.level === 'admin';

export const isStaff = (user: Actor | null | undefined): boolean => user?.level === 'staff';

export const isPower = (user: Actor | null | undefined): boolean => isAdmin(user) || isStaff(user);

export const isContrib = (user: Actor | null | undefined): boolean => isPower(user) || user?.level === 'freelancer';

export const isPm = (user: Actor | null | undefined): boolean =>
  isAdmin(user) || (user?.role.includes('project-manager') ?? false);

const badgeColors: Partial<Record<Level, string>> = { admin: 'red', staff: 'yellow', freelancer: 'blue' };

/** Spec §6: admin red, staff yellow, freelancer blue; clients have no badge. */
export const levelBadgeColor = (level: Level): string | null => badgeColors[level] ?? null;
