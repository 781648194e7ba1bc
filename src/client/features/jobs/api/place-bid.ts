import type { z } from 'zod';
import type { JobResponse, jobBidBodySchema } from '#shared/jobs/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useJobWrite } from './use-job-write.ts';

export type PlaceBidInput = z.input<typeof jobBidBodySchema>;

export const placeBid = (body: PlaceBidInput): Promise<JobResponse> =>
  apiRequest(`/api/jobs/${body.jobId}/bid`, { method: 'POST', body, notifySuccess: true });

export const usePlaceBid = () => useJobWrite(placeBid);
