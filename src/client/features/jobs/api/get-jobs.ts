import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobListResponse } from '#shared/jobs/schemas.ts';
import { dashboardJobLimit } from '#shared/jobs/pricing.ts';
import { everyoneJobUser, type JobFilter } from '#shared/jobs/status.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

export interface JobListFilter {
  status: JobFilter;
  user: string;
  projectId?: string | undefined;
  limit: number;
}

export const getJobs = (filter: JobListFilter, before: string | null, signal?: AbortSignal): Promise<JobListResponse> =>
  apiRequest('/api/jobs', { query: { ...filter, before }, signal });

export const jobsQueryOptions = (filter: JobListFilter) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getJobs(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });

export const useJobs = (filter: JobListFilter) => useInfiniteQuery(jobsQueryOptions(filter));

/** The dashboard's My Jobs (spec §2): the user's five newest jobs. */
export const myJobsFilter: JobListFilter = { status: 'my-jobs', user: everyoneJobUser, limit: dashboardJobLimit };
