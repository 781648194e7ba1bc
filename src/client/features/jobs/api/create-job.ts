import type { z } from 'zod';
import type { JobResponse, jobCreateBodySchema } from '#shared/jobs/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useJobWrite } from './use-job-write.ts';

export type CreateJobInput = z.input<typeof jobCreateBodySchema>;

export const createJob = (body: CreateJobInput): Promise<JobResponse> =>
  apiRequest('/api/jobs', { method: 'POST', body, notifySuccess: true });

export const useCreateJob = () => useJobWrite(createJob);
