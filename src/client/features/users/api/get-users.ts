import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { usersPageSize, type UserLevelFilter, type UserListResponse, type UserSort } from '#shared/users/schemas.ts';
import type { Role } from '#shared/users/constants.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** What the /users page's search box and sidebar choose (spec §2: level, role, lookup, sort). */
export interface UserListFilter {
  level: UserLevelFilter;
  role: Role | null;
  lookup: string;
  sort: UserSort;
}

export const getUsers = (filter: UserListFilter, skip: number, signal?: AbortSignal): Promise<UserListResponse> =>
  apiRequest('/api/users', { query: { ...filter, role: filter.role ?? undefined, lookup: filter.lookup || undefined, skip, limit: usersPageSize }, signal });

export const usersQueryOptions = (filter: UserListFilter) =>
  infiniteQueryOptions({
    queryKey: userKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getUsers(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length * usersPageSize : undefined),
  });

export const useUsers = (filter: UserListFilter) => useInfiniteQuery(usersQueryOptions(filter));
