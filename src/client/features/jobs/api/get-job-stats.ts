import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobStatsResponse } from '#shared/jobs/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

export const getJobStats = (projectId: string | undefined, signal?: AbortSignal): Promise<JobStatsResponse> =>
  apiRequest('/api/jobs/stats', { query: { projectId }, signal });

export const jobStatsQueryOptions = (projectId?: string) =>
  queryOptions({ queryKey: jobKeys.stats(projectId), queryFn: ({ signal }) => getJobStats(projectId, signal) });

export const useJobStats = (projectId?: string) => useQuery(jobStatsQueryOptions(projectId));
