import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobResponse } from '#shared/jobs/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

export const getJob = (jobId: string, signal?: AbortSignal): Promise<JobResponse> =>
  apiRequest(`/api/jobs/${jobId}`, { signal });

export const jobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.detail(jobId), queryFn: ({ signal }) => getJob(jobId, signal) });

export const useJob = (jobId: string) => useQuery(jobQueryOptions(jobId));
