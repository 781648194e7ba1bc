import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { answerAsViewer } from '#server/plugins/session.ts';
import {
  jobActionBodySchema,
  jobActionParamsSchema,
  jobBidBodySchema,
  jobBidParamsSchema,
  jobCreateBodySchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobPaidByBodySchema,
  jobRoleHoldersQuerySchema,
  jobRoleHoldersResponseSchema,
  jobMessageResponseSchema,
  jobResponseSchema,
  jobStatsQuerySchema,
  jobStatsResponseSchema,
  jobStatusBodySchema,
} from '#shared/jobs/schemas.ts';
import {
  claimSpot,
  createJob,
  getJob,
  jobStats,
  listJobs,
  performJobAction,
  placeBid,
  removeBid,
  removeJob,
  roleHolders,
  setJobPaidBy,
  setJobStatus,
} from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

const jobResponse = { ...refusals, 200: jobResponseSchema };

export const jobsRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/api/jobs',
    {
      config: { viewerCheckedInRead: true },
      schema: { querystring: jobListQuerySchema, response: { ...refusals, 200: jobListResponseSchema } },
    },
    (request) =>
      answerAsViewer(request, (check) => listJobs(context, { viewer: request.user, query: request.query, check })),
  );

  route.get(
    '/api/jobs/stats',
    { schema: { querystring: jobStatsQuerySchema, response: { ...refusals, 200: jobStatsResponseSchema } } },
    (request) => jobStats(context, { viewer: request.user, projectId: request.query.projectId }),
  );

  route.get(
    '/api/jobs/role-holders',
    {
      schema: { querystring: jobRoleHoldersQuerySchema, response: { ...refusals, 200: jobRoleHoldersResponseSchema } },
    },
    (request) => roleHolders(context, { viewer: request.user, jobType: request.query.jobType }),
  );

  route.post('/api/jobs', { schema: { body: jobCreateBodySchema, response: jobResponse } }, (request) =>
    createJob(context, { viewer: request.user, body: request.body }),
  );

  route.get('/api/jobs/:id', { schema: { params: jobIdParamsSchema, response: jobResponse } }, (request) =>
    getJob(context, { viewer: request.user, id: request.params.id }),
  );

  route.delete(
    '/api/jobs/:id',
    { schema: { params: jobIdParamsSchema, response: { ...refusals, 200: jobMessageResponseSchema } } },
    (request) => removeJob(context, { viewer: request.user, id: request.params.id }),
  );

  route.post('/api/jobs/:id/claim-spot', { schema: { params: jobIdParamsSchema, response: jobResponse } }, (request) =>
    claimSpot(context, { viewer: request.user, id: request.params.id }),
  );

  route.post(
    '/api/jobs/:id/bid',
    { schema: { params: jobIdParamsSchema, body: jobBidBodySchema, response: jobResponse } },
    (request) => placeBid(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.delete(
    '/api/jobs/:id/bid/:userId',
    { schema: { params: jobBidParamsSchema, response: jobResponse } },
    (request) => removeBid(context, { viewer: request.user, id: request.params.id, userId: request.params.userId }),
  );

  route.post(
    '/api/jobs/:id/status',
    { schema: { params: jobIdParamsSchema, body: jobStatusBodySchema, response: jobResponse } },
    (request) => setJobStatus(context, { viewer: request.user, id: request.params.id, status: request.body.status }),
  );

  route.post(
    '/api/jobs/:id/paid-by',
    { schema: { params: jobIdParamsSchema, body: jobPaidByBodySchema, response: jobResponse } },
    (request) => setJobPaidBy(context, { viewer: request.user, id: request.params.id, body: request.body }),
  );

  route.post(
    '/api/jobs/:id/:action',
    { schema: { params: jobActionParamsSchema, body: jobActionBodySchema, response: jobResponse } },
    (request) =>
      performJobAction(context, {
        viewer: request.user,
        id: request.params.id,
        action: request.params.action,
        body: request.body,
      }),
  );
};
