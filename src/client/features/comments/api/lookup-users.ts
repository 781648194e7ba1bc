import { queryOptions, useQuery } from '@tanstack/react-query';
import { mentionLookupLimit, type UserSummary } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { commentKeys } from './comment-keys.ts';

/** Spec §7: GET /api/users with level=power for the mention autocomplete. */
export const lookUpUsers = (lookup: string, signal?: AbortSignal): Promise<{ items: UserSummary[] }> =>
  apiRequest('/api/users', { query: { lookup, level: 'power', limit: mentionLookupLimit }, signal });

export const userLookupQueryOptions = (lookup: string) =>
  queryOptions({
    queryKey: commentKeys.userLookup(lookup),
    queryFn: ({ signal }) => lookUpUsers(lookup, signal),
    staleTime: 60_000,
  });

export const useUserLookup = (lookup: string | null) =>
  useQuery({ ...userLookupQueryOptions(lookup ?? ''), enabled: lookup !== null });
