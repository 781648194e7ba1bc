import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { usersPageSize, type UserListResponse } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { userKeys, type UserListFilter } from './user-keys.ts';

export const getUsers = (filter: UserListFilter, skip: number, signal?: AbortSignal): Promise<UserListResponse> =>
  apiRequest('/api/users', {
    query: {
      ...filter,
      role: filter.role ?? undefined,
      lookup: filter.lookup || undefined,
      skip,
      limit: usersPageSize,
      withDisabled: true,
    },
    signal,
  });

export const usersQueryOptions = (filter: UserListFilter) =>
  infiniteQueryOptions({
    queryKey: userKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getUsers(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length * usersPageSize : undefined),
  });

export const useUsers = (filter: UserListFilter) => useInfiniteQuery(usersQueryOptions(filter));
