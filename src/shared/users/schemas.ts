import { z } from 'zod';
import { invalid } from '../i18n/validation.ts';
import { maxListOffset, maxQueryTextLength } from '../app/text.ts';
import { levels, roles, type Level } from './constants.ts';
import { footerBackgrounds } from '../app/limits.ts';

import { mayHaveRoles } from './levels.ts';

export { defaultAvatar, levels, roles, type Level, type Role } from './constants.ts';

export const userNameMaxLength = 100;

/** A person's display name: what registration, the account page and the Edit User form accept. */
export const userName = z
  .string({ error: invalid('validation.nameRequired') })
  .trim()
  .min(1, { error: invalid('validation.nameRequired') })
  .max(userNameMaxLength, { error: invalid('validation.nameTooLong') });

/** An e-mail address, kept lower-case like the sign-in compares it. */
export const userEmail = z
  .string({ error: invalid('validation.emailRequired') })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: invalid('validation.emailInvalid') }).max(254, { error: invalid('validation.emailTooLong') }));

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
/** Who asks: the signed-in user, or null for a visitor. */
export type Viewer = SessionUser | null;

const userLevel = z.enum(levels, { error: invalid('validation.users.level') });
const userRoles = z
  .array(z.enum(roles, { error: invalid('validation.users.unknownRole') }))
  .max(roles.length, { error: invalid('validation.users.tooManyRoles') });
const clientsHaveNoRoles = {
  error: invalid('validation.users.clientRoles'),
  path: ['role'],
};

/**
 * POST /api/users/{id}/role: the admin's Edit User form (name, e-mail, level, roles). Name and
 * e-mail may be left out to change the level and roles alone.
 */
export const userRoleBodySchema = z
  .object({ name: userName.optional(), email: userEmail.optional(), level: userLevel, role: userRoles })
  .refine((body) => mayHaveRoles(body.level) || body.role.length === 0, clientsHaveNoRoles);
export type UserRoleBody = z.infer<typeof userRoleBodySchema>;

/** POST /api/users: an admin creates an account; its owner chooses the password from the invitation mail. */
export const userCreateBodySchema = z
  .object({ name: userName, email: userEmail, level: userLevel, role: userRoles })
  .refine((body) => mayHaveRoles(body.level) || body.role.length === 0, clientsHaveNoRoles);
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

/** Spec §2 /users filter: all by default; the API also accepts power (admin or staff). */
export const userLevelFilters = ['all', 'admin', 'staff', 'freelancer', 'power'] as const;
export type UserLevelFilter = (typeof userLevelFilters)[number];

export const mentionLookupLimit = 10;

/** The /users page's sort: by name (default), newest first, or by level from admin down. */
export const userSorts = ['name', 'newest', 'level'] as const;
export type UserSort = (typeof userSorts)[number];
export const usersPageSize = 20;

/** GET /api/users. */
export const userListQuerySchema = z.object({
  level: z.enum(userLevelFilters).catch('all'),
  role: z.enum(roles).optional().catch(undefined),
  lookup: z.string().trim().max(maxQueryTextLength).optional(),
  sort: z.enum(userSorts).catch('name'),
  limit: z.coerce.number().int().min(1).max(100).catch(mentionLookupLimit),
  skip: z.coerce.number().int().min(0).max(maxListOffset).optional().catch(undefined),
  /** The admin's /users page lists disabled accounts too, to enable them again; every picker leaves them out. */
  withDisabled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .catch(false),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** What a list of users shows of each: enough for an avatar, a name and a level badge. */
export const userSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  picture: z.string(),
  level: z.enum(levels),
  role: z.array(z.enum(roles)),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** The mail server refused an address of the user for good (decision 106): mail to it is not tried again. */
export const mailRefusalSchema = z.object({
  address: z.string(),
  code: z.number(),
  reason: z.string(),
  at: z.string(),
});
export type MailRefusal = z.infer<typeof mailRefusalSchema>;

/**
 * Admins' lists carry the e-mail, whether the account is disabled, and an address the mail server
 * refused, for the Edit User form and the users page; nobody else's do.
 */
export const listedUserSchema = userSummarySchema.extend({
  email: z.string().optional(),
  disabled: z.boolean().optional(),
  mailRefusal: mailRefusalSchema.nullable().optional(),
});
export type ListedUser = z.infer<typeof listedUserSchema>;

export const userListResponseSchema = z.object({ items: z.array(listedUserSchema), hasMore: z.boolean() });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const userRoleResponseSchema = z.object({ user: listedUserSchema, message: z.string() });

export const matchesLevelFilter = (level: Level, filter: UserLevelFilter): boolean =>
  filter === 'all' || (filter === 'power' ? level === 'admin' || level === 'staff' : level === filter);

/** POST /api/accounts/name: the public display name. Only the name is read; a level or role sent along is ignored. */
export const accountNameBodySchema = z.object({ name: userName });
/** POST /api/accounts/notification: e-mail notifications on or off. */
export const accountNotificationBodySchema = z.object({
  status: z.boolean({ error: invalid('validation.trueOrFalse') }),
});
/** POST /api/accounts/notification-email: where notification e-mails go. */
export const accountNotificationEmailBodySchema = z.object({ email: userEmail });
export const accountResponseSchema = z.object({ user: sessionUserSchema, message: z.string() });

/** POST /api/accounts/bg: the footer background, none or one of the 3 patterns (spec §9). */
export const accountBgBodySchema = z.object({
  bg: z.enum(footerBackgrounds, { error: invalid('validation.accounts.footerPattern') }),
});
export type AccountBgBody = z.infer<typeof accountBgBodySchema>;
/** DELETE /api/accounts/bg/{resourceId}: a pattern the user no longer wants under their pages. */
export const accountBgParamsSchema = z.object({ resourceId: z.string().max(100) });
/** GET /api/accounts/load-bg: the user's choice and the patterns on offer, each with the CSS that draws it. */
export const accountBgListSchema = z.object({
  bg: z.enum(footerBackgrounds),
  items: z.array(z.object({ _id: z.enum(footerBackgrounds), background: z.string() })),
});
export type AccountBgList = z.infer<typeof accountBgListSchema>;

/** POST /api/accounts/password and /api/accounts/sign-out-others: how many other sessions ended. */
export const endedSessionsResponseSchema = z.object({ endedSessions: z.number().int(), message: z.string() });
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponseSchema>;
