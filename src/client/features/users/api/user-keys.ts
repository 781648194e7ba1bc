import type { Role } from '#shared/users/constants.ts';
import type { UserLevelFilter, UserSort } from '#shared/users/schemas.ts';

/** What the /users page's search box and sidebar choose (spec §2: level, role, lookup, sort). */
export interface UserListFilter {
  level: UserLevelFilter;
  role: Role | null;
  lookup: string;
  sort: UserSort;
}

export const userKeys = {
  all: ['users'] as const,
  list: (filter: UserListFilter) => ['users', 'list', filter] as const,
};
