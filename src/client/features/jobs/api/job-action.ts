import type { JobActionBody, JobResponse, JobRouteAction } from '#shared/jobs/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useJobWrite } from './use-job-write.ts';

export interface JobActionInput {
  jobId: string;
  action: JobRouteAction;
  body?: Partial<JobActionBody>;
}

/** POST /api/jobs/{id}/{action}: claim, release, submit, moderation, the auction toggle and the paid marks. */
export const postJobAction = ({ jobId, action, body }: JobActionInput): Promise<JobResponse> =>
  apiRequest(`/api/jobs/${jobId}/${action}`, { method: 'POST', body: body ?? {}, notifySuccess: true });

export const useJobAction = () => useJobWrite(postJobAction);
