import type { UserListFilter } from './get-users.ts';

export const userKeys = {
  all: ['users'] as const,
  list: (filter: UserListFilter) => ['users', 'list', filter] as const,
};
