import { catalogueError } from '#server/lib/errors.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { can } from '#shared/users/permissions.ts';
import type { SessionUser, UserListQuery, UserSummary } from '#shared/users/schemas.ts';
import { listUserSummaries } from './queries.ts';

/** Spec §6: the user autocomplete (mentions) is for power users; the admin's /users page reads the same list. */
export const listUsers = async ({ db }: ModuleContext, { viewer, query }: { viewer: SessionUser; query: UserListQuery }): Promise<{ items: UserSummary[] }> => {
  if (!can(viewer, 'autocompleteUsers') && !can(viewer, 'manageUsers')) throw catalogueError('forbidden', 'api.userLookupRefused');
  return { items: await listUserSummaries(db, query) };
};
