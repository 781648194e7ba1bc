import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { can } from '#shared/users/permissions.ts';
import type { SessionUser, UserListQuery, UserSummary } from '#shared/users/schemas.ts';
import { listUserSummaries } from './queries.ts';

export const lookUpRefusedMessage = 'Only staff can look up users';

/** Spec §6: the user autocomplete (mentions) is for power users; the admin's /users page reads the same list. */
export const listUsers = async (db: Db, viewer: SessionUser, query: UserListQuery): Promise<{ items: UserSummary[] }> => {
  if (!can(viewer, 'autocompleteUsers') && !can(viewer, 'manageUsers')) throw new AppError('forbidden', lookUpRefusedMessage);
  return { items: await listUserSummaries(db, query) };
};
