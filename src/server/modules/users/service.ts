import { catalogueError } from '#server/lib/errors.ts';
import { findMailRefusals, type MailRefusalRow } from '#server/modules/mail/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { can } from '#shared/users/permissions.ts';
import type { ListedUser, SessionUser, UserListQuery, UserListResponse, UserRoleBody } from '#shared/users/schemas.ts';
import { findUserById, listUserRows, toUserSummary, updateUserByAdmin, type UserRow } from './queries.ts';

/** Only admins see e-mail addresses, disabled accounts and refused addresses: they edit them in the Edit User form. */
export const toListedUser = (
  row: UserRow,
  viewer: SessionUser,
  refusals: readonly MailRefusalRow[] = [],
): ListedUser => {
  if (!can(viewer, 'manageUsers')) return toUserSummary(row);
  const addresses = [row.email, row.notificationEmail].flatMap((address) => (address ? [address.toLowerCase()] : []));
  const refusal = refusals.find((candidate) => addresses.includes(candidate.address));
  return {
    ...toUserSummary(row),
    email: row.email,
    disabled: row.disabledAt !== null,
    mailRefusal: refusal
      ? { address: refusal.address, code: refusal.code, reason: refusal.reason, at: refusal.refusedAt.toISOString() }
      : null,
  };
};

/** Spec §6: the user autocomplete (mentions) is for power users; the admin's /users page reads the same list. */
export const listUsers = async (
  { db }: ModuleContext,
  { viewer, query }: { viewer: SessionUser; query: UserListQuery },
): Promise<UserListResponse> => {
  if (!can(viewer, 'autocompleteUsers') && !can(viewer, 'manageUsers'))
    throw catalogueError('forbidden', 'api.userLookupRefused');
  // One row more than asked tells whether there is a next page without counting the table.
  // Admins ask for disabled accounts on the /users page, marked, to enable them again; no picker offers them.
  const rows = await listUserRows(db, query, query.limit + 1, query.withDisabled && can(viewer, 'manageUsers'));
  const shown = rows.slice(0, query.limit);
  const refusals = can(viewer, 'manageUsers')
    ? await findMailRefusals(
        db,
        shown.flatMap((row) => [row.email, ...(row.notificationEmail ? [row.notificationEmail] : [])]),
      )
    : [];
  return {
    items: shown.map((row) => toListedUser(row, viewer, refusals)),
    hasMore: rows.length > query.limit,
  };
};

/**
 * The admin's Edit User form (spec §2 /users). The schema already refuses roles for a client; the
 * studio always keeps one admin. The change reaches the user on their next request, since the
 * session reads the user row on every request; a new level or new roles end their open live streams.
 */
export const setUserRole = async (
  { db, t, events }: ModuleContext,
  { viewer, userId, body }: { viewer: SessionUser; userId: string; body: UserRoleBody },
): Promise<{ user: ListedUser; message: string }> => {
  if (!can(viewer, 'changeRolesAndLevels')) throw catalogueError('forbidden', 'api.userEditRefused');
  if (!(await findUserById(db, userId))) throw catalogueError('not_found', 'api.userNotFound');
  const result = await updateUserByAdmin(db, userId, {
    level: body.level,
    roles: body.role,
    ...(body.name ? { name: body.name } : {}),
    ...(body.email ? { email: body.email } : {}),
  });
  if (result === 'lastAdmin') throw catalogueError('conflict', 'api.lastAdmin');
  if (result === 'emailTaken') throw catalogueError('conflict', 'api.userEmailTaken');
  if (!result) throw catalogueError('not_found', 'api.userNotFound');
  await events.emit('user.accessChanged', { userId });
  return { user: toListedUser(result, viewer), message: t('api.userUpdated', { name: result.name }) };
};
