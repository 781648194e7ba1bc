import type { JobPaidByBody, JobResponse } from '#shared/jobs/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useJobWrite } from './use-job-write.ts';

export const setJobPaidBy = ({ jobId, body }: { jobId: string; body: JobPaidByBody }): Promise<JobResponse> =>
  apiRequest(`/api/jobs/${jobId}/paid-by`, { method: 'POST', body, notifySuccess: true });

export const useSetJobPaidBy = () => useJobWrite(setJobPaidBy);
