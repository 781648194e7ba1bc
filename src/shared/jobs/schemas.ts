import { z } from 'zod';
import { invalid, type ValidationKey } from '../i18n/validation.ts';
import { recordIdParamsSchema } from '../app/schemas.ts';
import {
  jobListPageSize,
  auctionBidLimits,
  auctionExpiryDays,
  defaultAuctionBidLimit,
  defaultAuctionExpiryDays,
} from './pricing.ts';
import { defaultJobFilter, everyoneJobUser, jobActionNames, jobFilters } from './status.ts';
import { bidStatuses, jobStatuses, jobStyles, jobTypes } from './types.ts';

export const jobPriceRequiredMessage = invalid('validation.jobs.priceRequired');

/** Files come from POST /api/files/upload first; a job or bid names them by id (the server checks they are the user's own). */
export const jobFileRefSchema = z.object({
  id: z.uuid({ error: invalid('validation.attachUploadedFile') }),
  name: z.string().trim().min(1).max(255),
});
export const maxJobFiles = 20;
const fileRefs = z
  .array(jobFileRefSchema)
  .max(maxJobFiles, { error: invalid('validation.attachAtMostFiles') })
  .default([]);

export const jobFileSchema = z.object({ id: z.string(), name: z.string(), isImage: z.boolean() });
export type JobFile = z.infer<typeof jobFileSchema>;

const inRange = (values: readonly number[], message: ValidationKey) =>
  z
    .number()
    .int()
    .refine((value) => values.includes(value), { error: invalid(message) });

/**
 * POST /api/jobs (spec §5): a price is required; type 'other' asks for a title, every other type
 * for a description; auctions take an expiry of 1-7 days and a bid limit of 2-7.
 */
export const jobCreateBodySchema = z
  .object({
    projectId: z.uuid({ error: invalid('validation.jobs.project') }),
    jobType: z.enum(jobTypes, { error: invalid('validation.jobs.type') }),
    title: z.string().trim().default(''),
    body: z.string().trim().default(''),
    style: z.enum(jobStyles).default('Basic'),
    sceneCount: z
      .number()
      .int()
      .min(0, { error: invalid('validation.jobs.sceneCountNegative') })
      .max(1000),
    price: z
      .number({ error: jobPriceRequiredMessage })
      .int({ error: invalid('validation.jobs.priceWhole') })
      .positive({ error: jobPriceRequiredMessage })
      .max(1_000_000, { error: invalid('validation.jobs.priceTooHigh') }),
    staff: z.array(z.uuid()).max(50).default([]),
    staffBackup: z.array(z.uuid()).max(50).default([]),
    /** The original scenes the job is for; every scene of the project when left out. */
    sceneIds: z
      .array(z.uuid({ error: invalid('validation.jobs.scene') }))
      .min(1, { error: invalid('validation.jobs.noScenes') })
      .max(1000)
      .optional(),
    files: fileRefs,
    important: z.boolean().default(false),
    isAuction: z.boolean().default(false),
    expiresIn: inRange(auctionExpiryDays, 'validation.jobs.expiryDays').default(defaultAuctionExpiryDays),
    bidLimit: inRange(auctionBidLimits, 'validation.jobs.bidLimit').default(defaultAuctionBidLimit),
  })
  .superRefine((job, context) => {
    if (job.jobType === 'other' && job.title === '')
      context.addIssue({ code: 'custom', path: ['title'], message: invalid('validation.titleRequired') });
    if (job.jobType !== 'other' && job.body === '')
      context.addIssue({ code: 'custom', path: ['body'], message: invalid('validation.jobs.descriptionRequired') });
  });
export type JobCreateBody = z.infer<typeof jobCreateBodySchema>;

/** POST /api/jobs/{id}/bid: spec §3 says the payload carries the job id and the bidder's user id. */
export const jobBidBodySchema = z.object({
  jobId: z.uuid(),
  user: z.uuid(),
  body: z
    .string()
    .trim()
    .min(1, { error: invalid('validation.jobs.describeWork') })
    .max(20_000),
  files: fileRefs,
});
export type JobBidBody = z.infer<typeof jobBidBodySchema>;

/** POST /api/jobs/{id}/status, the job menu. */
export const jobStatusBodySchema = z.object({
  status: z.enum(jobStatuses, { error: invalid('validation.jobs.status') }),
});
export type JobStatusBody = z.infer<typeof jobStatusBodySchema>;

/** POST /api/jobs/{id}/paid-by (spec §6 paid-by info): who paid the job, and on which day. */
export const jobPaidByBodySchema = z.object({
  user: z.uuid({ error: invalid('validation.jobs.payer') }),
  date: z.iso.date({ error: invalid('validation.jobs.paidDate') }),
});
export type JobPaidByBody = z.infer<typeof jobPaidByBodySchema>;

/** GET /api/jobs: status defaults to incomplete and user to everyone (spec §9). */
export const jobListQuerySchema = z.object({
  status: z.enum(jobFilters).catch(defaultJobFilter),
  user: z.union([z.literal(everyoneJobUser), z.uuid()]).catch(everyoneJobUser),
  projectId: z.uuid({ error: invalid('validation.projectId') }).optional(),
  limit: z.coerce.number().int().min(1).max(50).catch(jobListPageSize),
  /** Keyset paging: the last job of the previous page. */
  before: z.uuid().optional().catch(undefined),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobIdParamsSchema = recordIdParamsSchema('validation.jobs.unknownJob');
export const jobBidParamsSchema = jobIdParamsSchema.extend({
  userId: z.uuid({ error: invalid('validation.jobs.unknownBidder') }),
});

/** Spec §4 leaves the action names open (decision 050): the fixed-price actions, the auction's completed toggle and the paid marks. */
export const jobRouteActions = [...jobActionNames, 'complete', 'reopen', 'paid', 'unpaid'] as const;
export type JobRouteAction = (typeof jobRouteActions)[number];
export const jobActionParamsSchema = jobIdParamsSchema.extend({
  action: z.enum(jobRouteActions, { error: invalid('validation.jobs.unknownAction') }),
});

/** Submit for approval carries files and a comment, Request Revision its reason; approving an auction names the winning bidder. */
const jobActionFields = z.object({
  comment: z.string().trim().max(20_000).default(''),
  files: fileRefs,
  bidUser: z.uuid().optional(),
});
/** Most actions carry nothing, so a request without a body means no comment and no files. */
export const jobActionBodySchema = jobActionFields.nullish().transform((body) => body ?? jobActionFields.parse({}));
export type JobActionBody = z.infer<typeof jobActionBodySchema>;

const person = z.object({ _id: z.string(), name: z.string(), picture: z.string() });
export type JobPerson = z.infer<typeof person>;

export const bidSchema = z.object({
  id: z.string(),
  user: z.string(),
  person,
  status: z.enum(bidStatuses),
  body: z.string(),
  bodyHtml: z.string(),
  files: z.array(jobFileSchema),
  created: z.string(),
});
export type Bid = z.infer<typeof bidSchema>;

/** Spec §3 Job, as the API answers it: bids only as the viewer may see them (PMs all, others their own). */
export const jobSchema = z.object({
  _id: z.string(),
  project: z.object({ _id: z.string(), title: z.string(), starred: z.boolean() }),
  jobType: z.enum(jobTypes),
  title: z.string(),
  body: z.string(),
  bodyHtml: z.string(),
  style: z.enum(jobStyles),
  sceneCount: z.number(),
  price: z.number(),
  total: z.number(),
  staff: z.array(z.string()),
  staffBackup: z.array(z.string()),
  sceneIds: z.array(z.string()),
  isAuction: z.boolean(),
  expiresIn: z.number().nullable(),
  expiryDate: z.string().nullable(),
  bidLimit: z.number(),
  bids: z.array(bidSchema),
  bidCount: z.number(),
  isExpired: z.boolean(),
  files: z.array(jobFileSchema),
  status: z.enum(jobStatuses),
  paid: z.boolean(),
  paidBy: z.object({ user: z.string(), name: z.string(), date: z.string() }).nullable(),
  important: z.boolean(),
  claimedBy: z.object({ user: z.string(), name: z.string(), picture: z.string(), date: z.string() }).nullable(),
  submission: z
    .object({ comment: z.string(), commentHtml: z.string(), files: z.array(jobFileSchema), date: z.string() })
    .nullable(),
  /** The moderator's reason for the last Request Revision, while the claimer still holds the job. */
  revision: z.object({ comment: z.string(), commentHtml: z.string(), date: z.string() }).nullable(),
  createdBy: z.string().nullable(),
  created: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobResponseSchema = z.object({ job: jobSchema, message: z.string().optional() });
export type JobResponse = z.infer<typeof jobResponseSchema>;
export const jobListResponseSchema = z.object({ items: z.array(jobSchema), nextBefore: z.string().nullable() });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;
export const jobMessageResponseSchema = z.object({ message: z.string() });

/** GET /api/jobs/role-holders: the job form asks whether anyone could claim a job of this type. */
export const jobRoleHoldersQuerySchema = z.object({
  jobType: z.enum(jobTypes, { error: invalid('validation.jobs.type') }),
});
export const jobRoleHoldersResponseSchema = z.object({ count: z.number() });
export type JobRoleHoldersResponse = z.infer<typeof jobRoleHoldersResponseSchema>;

export const jobStatsQuerySchema = z.object({ projectId: z.uuid().optional() });
const statRow = z.object({ count: z.number(), total: z.number() });
export const jobStatsResponseSchema = z.object({
  byStatus: z.array(statRow.extend({ status: z.enum(jobStatuses) })),
  byPerson: z.array(statRow.extend({ user: z.string(), name: z.string() })),
  unclaimed: statRow,
});
export type JobStatsResponse = z.infer<typeof jobStatsResponseSchema>;
