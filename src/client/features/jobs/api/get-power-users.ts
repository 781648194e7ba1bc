import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

/** Spec §7: GET /api/users?level=power feeds the staff pickers and the admin's By Staff filter. */
export const getPowerUsers = (signal?: AbortSignal): Promise<{ items: UserSummary[] }> =>
  apiRequest('/api/users', { query: { level: 'power', limit: 100 }, signal });

export const powerUsersQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.powerUsers, queryFn: ({ signal }) => getPowerUsers(signal), staleTime: 60_000 });

export const usePowerUsers = (enabled = true) => useQuery({ ...powerUsersQueryOptions(), enabled });
