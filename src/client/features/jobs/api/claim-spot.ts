import type { JobResponse } from '#shared/jobs/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useJobWrite } from './use-job-write.ts';

export const claimSpot = (jobId: string): Promise<JobResponse> =>
  apiRequest(`/api/jobs/${jobId}/claim-spot`, { method: 'POST', notifySuccess: true });

export const useClaimSpot = () => useJobWrite(claimSpot);
