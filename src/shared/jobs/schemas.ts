import { z } from 'zod';
import { auctionBidLimits, auctionExpiryDays, defaultAuctionBidLimit, defaultAuctionExpiryDays } from './pricing.ts';
import { defaultJobFilter, everyoneJobUser, jobFilters } from './status.ts';
import { jobStatuses, jobStyles, jobTypes } from './types.ts';

export const jobPriceRequiredMessage = 'Price is required';

const inRange = (values: readonly number[], message: string) =>
  z.number().int().refine((value) => values.includes(value), { error: message });

/**
 * POST /api/jobs (spec §5): a price is required; type 'other' asks for a title, every other type
 * for a description; auctions take an expiry of 1-7 days and a bid limit of 2-7.
 */
export const jobCreateBodySchema = z
  .object({
    projectId: z.string().min(1),
    jobType: z.enum(jobTypes, { error: 'Choose a job type' }),
    title: z.string().trim().default(''),
    body: z.string().trim().default(''),
    style: z.enum(jobStyles).default('Basic'),
    sceneCount: z.number().int().min(0, { error: 'Scene count cannot be negative' }),
    price: z.number({ error: jobPriceRequiredMessage }).positive({ error: jobPriceRequiredMessage }),
    staff: z.array(z.string()).default([]),
    staffBackup: z.array(z.string()).default([]),
    important: z.boolean().default(false),
    isAuction: z.boolean().default(false),
    expiresIn: inRange(auctionExpiryDays, 'Choose 1 to 7 days').default(defaultAuctionExpiryDays),
    bidLimit: inRange(auctionBidLimits, 'Choose a bid limit of 2 to 7').default(defaultAuctionBidLimit),
  })
  .superRefine((job, context) => {
    if (job.jobType === 'other' && job.title === '') context.addIssue({ code: 'custom', path: ['title'], message: 'Title is required' });
    if (job.jobType !== 'other' && job.body === '') context.addIssue({ code: 'custom', path: ['body'], message: 'Description is required' });
  });
export type JobCreateBody = z.infer<typeof jobCreateBodySchema>;

/** POST /api/jobs/{id}/bid: spec §3 says the payload carries the job id and the bidder's user id. */
export const jobBidBodySchema = z.object({
  jobId: z.string().min(1),
  user: z.string().min(1),
  body: z.string().trim().min(1, { error: 'Describe your work' }),
  files: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
});
export type JobBidBody = z.infer<typeof jobBidBodySchema>;

/** POST /api/jobs/{id}/status, the job menu. */
export const jobStatusBodySchema = z.object({ status: z.enum(jobStatuses, { error: 'Choose a status' }) });
export type JobStatusBody = z.infer<typeof jobStatusBodySchema>;

/** GET /api/jobs: status defaults to incomplete and user to everyone (spec §9). */
export const jobListQuerySchema = z.object({
  status: z.enum(jobFilters).catch(defaultJobFilter),
  user: z.string().min(1).catch(everyoneJobUser),
  projectId: z.string().optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
