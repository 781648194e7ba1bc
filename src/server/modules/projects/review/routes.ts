import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '#server/lib/api-answers.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { idParamsSchema } from '#shared/app/schemas.ts';
import {
  reviewVideoListQuerySchema,
  reviewVideoListResponseSchema,
  reviewVideoResponseSchema,
} from '#shared/projects/review/review.ts';
import { getReviewVideo, listReviewVideos } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('not_found');

/** The review player's videos (decisions 110, 111); their comments go through /api/comments. */
export const reviewRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/api/projects/:id/review-videos',
    {
      schema: {
        params: idParamsSchema,
        querystring: reviewVideoListQuerySchema,
        response: { ...refusals, 200: reviewVideoListResponseSchema },
      },
    },
    async (request) =>
      listReviewVideos(context, { projectId: request.params.id, actor: request.user, version: request.query.version }),
  );

  route.get(
    '/api/projects/:id/review-videos/:videoId',
    {
      schema: {
        params: idParamsSchema.extend({ videoId: z.string() }),
        response: { ...refusals, 200: reviewVideoResponseSchema },
      },
    },
    async (request) =>
      getReviewVideo(context, {
        projectId: request.params.id,
        actor: request.user,
        reviewVideoId: request.params.videoId,
      }),
  );
};
