import type { JobResponse } from '#shared/jobs/schemas.ts';
import type { JobStatus } from '#shared/jobs/types.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useJobWrite } from './use-job-write.ts';

export const setJobStatus = ({ jobId, status }: { jobId: string; status: JobStatus }): Promise<JobResponse> =>
  apiRequest(`/api/jobs/${jobId}/status`, { method: 'POST', body: { status }, notifySuccess: true });

export const useSetJobStatus = () => useJobWrite(setJobStatus);
