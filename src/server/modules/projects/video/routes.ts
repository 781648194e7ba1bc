import { errorAnswers } from '#server/lib/api-answers.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pendingUpload } from '#server/modules/files/index.ts';
import { requireUser } from '#server/plugins/session.ts';
import { idParamsSchema } from '#shared/app/schemas.ts';
import { projectChangeResponseSchema } from '#shared/projects/project.ts';
import {
  coverListResponseSchema,
  coverUploadResponseSchema,
  setCoverImageBodySchema,
  videoDownloadQuerySchema,
  videoDownloadResponseSchema,
} from '#shared/projects/video/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { writtenAs } from '#server/lib/written-json.ts';
import {
  deliveryParamsSchema,
  deliveryQuerySchema,
  deliveryUploadResponseSchema,
} from '#shared/projects/purchase/schemas.ts';
import { getCovers, getVideoDownload, setCover, uploadCover, uploadDeliveredFile } from './service.ts';

/** The refusals these routes give beside those of every route (decision 103). */
const refusals = errorAnswers('unauthorized', 'forbidden', 'not_found', 'conflict');

/** The video cover (upload, list, choose) and the video menu's download (spec §2, §7). */
export const videoRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/api/projects/:id/cover-image',
    { schema: { params: idParamsSchema, response: { ...refusals, 200: writtenAs(coverUploadResponseSchema) } } },
    async (request) => {
      const user = requireUser(request);
      return uploadCover(context, {
        projectId: request.params.id,
        user,
        receive: pendingUpload(context, request, user),
      });
    },
  );
  route.get(
    '/api/projects/:id/cover-images',
    { schema: { params: idParamsSchema, response: { ...refusals, 200: coverListResponseSchema } } },
    async (request) => getCovers(context, { projectId: request.params.id, actor: request.user }),
  );
  route.post(
    '/api/projects/:id/set-cover-image',
    {
      schema: {
        params: idParamsSchema,
        body: setCoverImageBodySchema,
        response: { ...refusals, 200: writtenAs(projectChangeResponseSchema) },
      },
    },
    async (request) =>
      setCover(context, { projectId: request.params.id, actor: request.user, fileId: request.body.fileId }),
  );
  route.get(
    '/api/projects/:id/download',
    {
      schema: {
        params: idParamsSchema,
        querystring: videoDownloadQuerySchema,
        response: { ...refusals, 200: videoDownloadResponseSchema },
      },
    },
    async (request) =>
      getVideoDownload(context, {
        projectId: request.params.id,
        actor: request.user,
        version: request.query.version,
        file: request.query.file,
      }),
  );
  route.post(
    '/api/projects/:id/delivery/:slot',
    {
      schema: {
        params: deliveryParamsSchema,
        querystring: deliveryQuerySchema,
        response: { ...refusals, 200: writtenAs(deliveryUploadResponseSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return uploadDeliveredFile(context, {
        projectId: request.params.id,
        user,
        slot: request.params.slot,
        version: request.query.version,
        receive: pendingUpload(context, request, user),
      });
    },
  );
};
