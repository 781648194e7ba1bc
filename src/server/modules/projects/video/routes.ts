import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingUpload } from '#server/modules/files/index.ts';
import { requireUser } from '#server/plugins/session.ts';
import { projectResponseSchema } from '#shared/projects/project.ts';
import {
  coverListResponseSchema,
  coverUploadResponseSchema,
  setCoverImageBodySchema,
  videoDownloadQuerySchema,
  videoDownloadResponseSchema,
} from '#shared/projects/video/schemas.ts';
import { getCovers, getVideoDownload, setCover, uploadCover } from './service.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

const params = z.object({ id: z.string() });

/** The video cover (upload, list, choose) and the video menu's download (spec §2, §7). */
export const videoRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post('/api/projects/:id/cover-image', { schema: { params, response: { 200: coverUploadResponseSchema } } }, async (request) => {
      const user = requireUser(request);
      return uploadCover(context, request.params.id, user, pendingUpload(context, request, user));
    },
  );
  route.get('/api/projects/:id/cover-images', { schema: { params, response: { 200: coverListResponseSchema } } }, async (request) =>
    getCovers(context, request.params.id, request.user),
  );
  route.post(
    '/api/projects/:id/set-cover-image',
    { schema: { params, body: setCoverImageBodySchema, response: { 200: projectResponseSchema.extend({ message: z.string() }) } } },
    async (request) => setCover(context, request.params.id, request.user, request.body.fileId),
  );
  route.get('/api/projects/:id/download', { schema: { params, querystring: videoDownloadQuerySchema, response: { 200: videoDownloadResponseSchema } } }, async (request) =>
    getVideoDownload(context, request.params.id, request.user, request.query.version),
  );
};
