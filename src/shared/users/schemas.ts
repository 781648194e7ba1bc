import { z } from 'zod';
import { maxIdLength, maxListOffset, maxQueryTextLength } from '../app/text.ts';
import { levels, roles, type Level } from './constants.ts';

export { defaultAvatar, levels, roles, type Level, type Role } from './constants.ts';

export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string(),
  level: z.enum(levels),
  role: z.array(z.enum(roles)),
  notificationEmailOn: z.boolean(),
  notificationEmail: z.string().nullable(),
  bg: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/users/{id}/role: the admin's Edit User form. */
export const userRoleBodySchema = z
  .object({ level: z.enum(levels, { error: 'Choose a level' }), role: z.array(z.enum(roles, { error: 'Unknown role' })) })
  .refine((body) => body.level !== 'client' || body.role.length === 0, {
    error: 'Clients cannot have roles',
    path: ['role'],
  });
export type UserRoleBody = z.infer<typeof userRoleBodySchema>;

/** Spec §2 /users filter: all by default; the API also accepts power (admin or staff). */
export const userLevelFilters = ['all', 'admin', 'staff', 'freelancer', 'power'] as const;
export type UserLevelFilter = (typeof userLevelFilters)[number];

export const mentionLookupLimit = 10;

/** GET /api/users. */
export const userListQuerySchema = z.object({
  level: z.enum(userLevelFilters).catch('all'),
  role: z.enum(roles).optional().catch(undefined),
  lookup: z.string().trim().max(maxQueryTextLength).optional(),
  sort: z.string().max(maxIdLength).optional(),
  limit: z.coerce.number().int().min(1).max(100).catch(mentionLookupLimit),
  skip: z.coerce.number().int().min(0).max(maxListOffset).optional().catch(undefined),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** What a list of users shows of each: enough for an avatar, a name and a level badge. */
export const userSummarySchema = z.object({ _id: z.string(), name: z.string(), picture: z.string(), level: z.enum(levels), role: z.array(z.enum(roles)) });
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userListResponseSchema = z.object({ items: z.array(userSummarySchema) });

export const matchesLevelFilter = (level: Level, filter: UserLevelFilter): boolean =>
  filter === 'all' || (filter === 'power' ? level === 'admin' || level === 'staff' : level === filter);
