import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobRoleHoldersResponse } from '#shared/jobs/schemas.ts';
import type { JobType } from '#shared/jobs/types.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

/** GET /api/jobs/role-holders: whether anyone in the studio could claim a job of this type. */
export const getRoleHolders = (jobType: JobType, signal?: AbortSignal): Promise<JobRoleHoldersResponse> =>
  apiRequest('/api/jobs/role-holders', { query: { jobType }, signal, silent: true });

export const roleHoldersQueryOptions = (jobType: JobType) =>
  queryOptions({
    queryKey: jobKeys.roleHolders(jobType),
    queryFn: ({ signal }) => getRoleHolders(jobType, signal),
    staleTime: 60_000,
  });

export const useRoleHolders = (jobType: JobType) => useQuery(roleHoldersQueryOptions(jobType));
