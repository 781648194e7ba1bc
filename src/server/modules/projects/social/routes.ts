import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pendingUpload } from '#server/modules/files/index.ts';
import { requireUser } from '#server/plugins/session.ts';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { ratingBodySchema } from '#shared/posts/posts.ts';
import {
  performanceBodySchema,
  socialCoverTargetSchema,
  socialMediaResponseSchema,
  socialTitleBodySchema,
} from '#shared/projects/social/social.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import {
  addSocialTitle,
  getSocialMedia,
  rateSocialTitle,
  removeSocialCover,
  removeSocialTitle,
  scoreSocialCover,
  scoreSocialTitle,
  uploadSocialCover,
} from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found');

const titleParams = idParamsSchema.extend({ titleId: z.string() });
const response = { ...refusals, 200: socialMediaResponseSchema };

/** Cover & Titles (spec §2, §7): the paths spec §7 names, plus the section's read and the cover upload it leaves unshown. */
export const socialRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/api/projects/:id/social-media', { schema: { params: idParamsSchema, response } }, async (request) =>
    getSocialMedia(context, { projectId: request.params.id, actor: request.user }),
  );
  route.post(
    '/api/projects/:id/social-media-title',
    { schema: { params: idParamsSchema, body: socialTitleBodySchema, response } },
    async (request) =>
      addSocialTitle(context, { projectId: request.params.id, actor: request.user, text: request.body.text }),
  );
  route.post(
    '/api/projects/:id/social-media-title/:titleId/rate',
    { schema: { params: titleParams, body: ratingBodySchema, response } },
    async (request) =>
      rateSocialTitle(context, {
        projectId: request.params.id,
        actor: request.user,
        titleId: request.params.titleId,
        rating: request.body.rating,
      }),
  );
  route.post(
    '/api/projects/:id/social-media-title/:titleId/performance',
    { schema: { params: titleParams, body: performanceBodySchema, response } },
    async (request) =>
      scoreSocialTitle(context, {
        projectId: request.params.id,
        actor: request.user,
        titleId: request.params.titleId,
        score: request.body.score,
      }),
  );
  route.delete(
    '/api/projects/:id/social-media-title/:titleId',
    { schema: { params: titleParams, response } },
    async (request) =>
      removeSocialTitle(context, {
        projectId: request.params.id,
        actor: request.user,
        titleId: request.params.titleId,
      }),
  );

  route.post(
    '/api/projects/:id/social-media-cover',
    { schema: { params: idParamsSchema, response } },
    async (request) => {
      const user = requireUser(request);
      return uploadSocialCover(context, {
        projectId: request.params.id,
        actor: user,
        receive: pendingUpload(context, request, user),
      });
    },
  );
  route.post(
    '/api/projects/:id/social-media-cover/performance',
    { schema: { params: idParamsSchema, body: performanceBodySchema.extend(socialCoverTargetSchema.shape), response } },
    async (request) =>
      scoreSocialCover(context, {
        projectId: request.params.id,
        actor: request.user,
        fileId: request.body.fileId,
        score: request.body.score,
      }),
  );
  // A DELETE body is dropped by some proxies, so the file id travels in the query (decision 056).
  route.delete(
    '/api/projects/:id/social-media-cover',
    { schema: { params: idParamsSchema, querystring: socialCoverTargetSchema, response } },
    async (request) =>
      removeSocialCover(context, { projectId: request.params.id, actor: request.user, fileId: request.query.fileId }),
  );
};
