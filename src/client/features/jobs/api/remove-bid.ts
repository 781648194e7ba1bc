import type { JobResponse } from '#shared/jobs/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useJobWrite } from './use-job-write.ts';

export const removeBid = ({ jobId, userId }: { jobId: string; userId: string }): Promise<JobResponse> =>
  apiRequest(`/api/jobs/${jobId}/bid/${userId}`, { method: 'DELETE', notifySuccess: true });

export const useRemoveBid = () => useJobWrite(removeBid);
